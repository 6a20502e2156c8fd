/** The site-admin module's front door: what the rest of the server may use (eslint.config.js refuses other imports). */
export { registerSiteAdminRoutes } from './routes';
export { createSiteAdminService, designOf } from './service';
export type { SiteAdminService } from './service';
export { registerPopupOverlayRoutes } from './popup-overlay';
