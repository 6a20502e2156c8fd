/**
 * Visitor runtime texts (galleries): literal, so the feature bundle carries only its own (see ../index.ts).
 * The console messages are the spec's (media-and-platform §8), verbatim.
 */
export const galleryRuntimeMessages = {
  decodeError: 'Error decoding gallery block data.',
  evaluateError: 'Error evaluating gallery block data.',
  unknownDesign:
    'These are not the gallery designs you are looking for. (We could not find a design by the name ',
  unknownTransition: 'Could not find transition named ',
  videoLoaderMissing: 'VideoLoader not found',
  loaderMissing: 'Loader2 not found',
  slideLabel: ' of ',
  slideChanged: 'Showing slide ',
  pause: 'Pause slideshow',
  play: 'Play slideshow',
} as const;
