/** The websites module's front door: what the rest of the server may use (eslint.config.js refuses other imports). */
import { defineModule } from '../../module-contract';
import { createWebsiteService } from './service';
import { createSiteDirectory } from './site-directory';

export { createWebsiteService } from './service';
export type { WebsiteService } from './service';
export { createSiteDirectory, normalizeHost } from './site-directory';
export type { SiteDirectory } from './site-directory';
export { mediaUsesInSite } from './media-uses';

/** Sites, their hosts and content versions; the directory that finds a site by Host. */
export const websitesModule = defineModule({
  name: 'websites',
  async create({ config, db, sharedState, log }, _needs: Record<string, never>) {
    const websites = createWebsiteService({
      db,
      sharedState,
      onAnnounceError: (error) => log.warn({ err: error }, 'site-changed could not be published'),
    });
    const siteDirectory = await createSiteDirectory({ websites, appDomain: config.appDomain });
    return { services: { websites, siteDirectory } };
  },
});
