/**
 * Visitor runtime texts of the third-party embeds (booking, SoundCloud, social posts): literal,
 * so each feature bundle carries only its own. The preview-only alert and the console message
 * are the spec's words (visitor-runtime §4 "Booking block", §8 "unparseable soundcloud URL").
 */
export const embedsRuntimeMessages = {
  bookingPreviewOnlyTitle: 'Preview Only',
  bookingPreviewOnlyMessage: 'Please log out of your account in order to use the booking block.',
  bookingLoading: 'Loading the booking widget…',
  bookingLoaded: 'The booking widget is ready.',
  bookingFailed: 'The booking widget could not load. Use the link instead.',
  unparseableSoundCloud: 'unparseable soundcloud URL',
} as const;
