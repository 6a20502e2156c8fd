/**
 * Fired (bubbling) on a box when its provider player shows, and when it goes back to its
 * overlay: a provider's frame has no media events, and a gallery's autoplay must stop while a
 * video plays (media-and-platform §4).
 */
export const VIDEO_PLAYING_EVENT = 'sqs-video-playing';
export const VIDEO_STOPPED_EVENT = 'sqs-video-stopped';
