/** The owners' app: the page editor (src/config/features/editor). ICU MessageFormat, keyed `owners.editor.…`. */
export const editorOwnerMessages = {
  'owners.editor.loading': 'Loading the page…',
  'owners.editor.saved': 'All changes saved as draft',
} as const;
