/** The page editor's audio file field (an album's tracks). */
export const audioFieldOwnerMessages = {
  'owners.media.audioField.choose': 'Choose audio…',
  'owners.media.audioField.change': 'Change audio…',
  'owners.media.audioField.title': 'Choose an audio file',
  'owners.media.audioField.placeholder': 'https://… or choose a file from the library',
} as const;
