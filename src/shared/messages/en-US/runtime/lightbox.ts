/** Visitor runtime texts (lightbox): literal, one file per group so each feature bundle carries only its own (see ../index.ts). */
export const lightboxRuntimeMessages = {
  close: 'Close',
  previous: 'Previous',
  next: 'Next',
  zoom: 'Zoom',
  showCaption: 'Show caption',
  hideCaption: 'Hide caption',
  imageFailed: 'The image cannot be loaded',
  video: 'Video',
} as const;
