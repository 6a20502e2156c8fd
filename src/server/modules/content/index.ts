/** The content module's front door: what the rest of the server may use (eslint.config.js refuses other imports). */
export { createItemAdminService } from './item-admin';
export { createPageAdminService } from './page-admin';
export type { PageAdminService } from './page-admin';
export type { ItemSummaryRow, NavigationEntry } from './queries';
export { createContentReader } from './reader';
export type { ContentReader } from './reader';
export { registerContentRoutes, registerItemRoutes } from './routes';
export { sanitizeHtml } from './sanitize-html';
export { acceptLayout, createContentService } from './service';
export type { ContentService } from './service';
