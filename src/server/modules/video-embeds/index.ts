/** Front door of the video-embeds module: oEmbed answers (thumbnails, titles) of video blocks. */
export { createVideoEmbedService, OembedError, oembedMessages } from './service';
export type { VideoEmbedService, VideoEmbedSettings } from './service';
export { registerVideoEmbedOwnerRoutes } from './owner-routes';
