/** The websites module's front door: what the rest of the server may use (eslint.config.js refuses other imports). */
export { createWebsiteService } from './service';
export type { WebsiteService } from './service';
export { createSiteDirectory, normalizeHost } from './site-directory';
export type { SiteDirectory } from './site-directory';
