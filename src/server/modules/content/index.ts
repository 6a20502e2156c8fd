/** The content module's front door: what the rest of the server may use (eslint.config.js refuses other imports). */
import { defineModule } from '../../module-contract';
import type { AccountService, PasswordHasher } from '../accounts';
import type { VideoEmbedService } from '../video-embeds';
import type { WebsiteService } from '../websites';
import { createEventAdminService } from './event-admin';
import { registerEventRoutes } from './event-routes';
import { createItemAdminService } from './item-admin';
import { createPageAdminService } from './page-admin';
import { createContentReader } from './reader';
import { registerContentRoutes, registerItemRoutes } from './routes';
import { createContentService } from './service';
import { createTaxonomyAdminService } from './taxonomy-admin';
import { registerTaxonomyRoutes } from './taxonomy-routes';

export { createEventAdminService, descriptionOf } from './event-admin';
export type { EventAdminService } from './event-admin';
export type { EventSummaryRow } from './event-queries';
export { createItemAdminService } from './item-admin';
export { createPageAdminService } from './page-admin';
export type { PageAdminService } from './page-admin';
export type { ItemSummaryRow, NavigationEntry } from './queries';
export { createContentReader } from './reader';
export type { ClaimedPage, PageReference } from './page-reference';
export type { PostReference } from './post-lookup';
export type { ContentReader } from './reader';
export { sanitizeHtml } from './sanitize-html';
export { acceptLayout, createContentService } from './service';
export type { ContentService } from './service';
export { mediaUsesInContent } from './media-uses';
export { contentForExport } from './export-rows';
export type { ContentExport } from './export-rows';
export type { GalleryPageItem, GalleryPageItems } from './gallery-page';

/** Pages, collections and items: the owners' editing services and the published pages' reader. */
export const contentModule = defineModule({
  name: 'content',
  create(
    { db, clock },
    needs: {
      websites: WebsiteService;
      passwords: PasswordHasher;
      videoEmbeds: VideoEmbedService;
      accounts: AccountService;
    },
  ) {
    const { websites, passwords, videoEmbeds, accounts } = needs;
    const content = createContentService({ db, websites, passwords });
    const contentReader = createContentReader({ db });
    const pageAdmin = createPageAdminService({ db, websites, videoEmbeds });
    const itemAdmin = createItemAdminService({ db, websites, videoEmbeds, clock });
    const eventAdmin = createEventAdminService({ db, websites, clock });
    return {
      services: { content, contentReader, pageAdmin, itemAdmin, eventAdmin },
      registerRoutes: (app) => {
        registerContentRoutes(app, { pageAdmin, accounts });
        registerItemRoutes(app, { itemAdmin, accounts });
        registerTaxonomyRoutes(app, { taxonomy: createTaxonomyAdminService({ db, websites }) });
        registerEventRoutes(app, { eventAdmin });
      },
    };
  },
});
