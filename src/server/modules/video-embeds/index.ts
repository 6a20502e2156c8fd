/** Front door of the video-embeds module: oEmbed answers (thumbnails, titles) of video blocks. */
import { defineModule } from '../../module-contract';
import type { AccountService } from '../accounts';
import { registerVideoEmbedOwnerRoutes } from './owner-routes';
import { createVideoEmbedService } from './service';

export { createVideoEmbedService, OembedError, oembedMessages } from './service';
export type { VideoEmbedService, VideoEmbedSettings } from './service';

/** Video blocks' thumbnails and titles, fetched from the providers when an owner saves them. */
export const videoEmbedsModule = defineModule({
  name: 'video-embeds',
  create({ config }, { accounts }: { accounts: AccountService }) {
    const videoEmbeds = createVideoEmbedService(config.oembed);
    return {
      services: { videoEmbeds },
      registerRoutes: (app) => registerVideoEmbedOwnerRoutes(app, { videoEmbeds, accounts }),
    };
  },
});
