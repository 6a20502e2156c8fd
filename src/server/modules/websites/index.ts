/** The websites module's front door: what the rest of the server may use (eslint.config.js refuses other imports). */
import { Resolver } from 'node:dns/promises';
import { defineModule } from '../../module-contract';
import { registerDomainRoutes } from './domain-routes';
import { createDomainService, type TxtResolver } from './domains';
import { createWebsiteService } from './service';
import { createSiteDirectory } from './site-directory';

export { createWebsiteService } from './service';
export type { WebsiteService } from './service';
export { createSiteDirectory, normalizeHost } from './site-directory';
export type { SiteDirectory } from './site-directory';
export { mediaUsesInSite } from './media-uses';
export { settingsWithPart } from './settings-merge';
export type { DomainService, TxtResolver } from './domains';

/** A DNS answer slower than this is treated as "not found yet"; the owner can try again. */
const DNS_TIMEOUT_MS = 5_000;

/** Sites, their hosts and content versions; the directory that finds a site by Host; custom domains. */
export const websitesModule = defineModule({
  name: 'websites',
  async create({ config, db, sharedState, log }, needs: { dnsResolver?: TxtResolver }) {
    const websites = createWebsiteService({
      db,
      sharedState,
      onAnnounceError: (error) => log.warn({ err: error }, 'site-changed could not be published'),
    });
    const siteDirectory = await createSiteDirectory({ websites, appDomain: config.appDomain });
    const domains = createDomainService({
      db,
      changes: websites.changes,
      appDomain: config.appDomain,
      target: config.domainTarget ?? { host: config.appDomain.replace(/:\d+$/, '') },
      resolver: needs.dnsResolver ?? new Resolver({ timeout: DNS_TIMEOUT_MS, tries: 2 }),
      forgetHost: (host) => siteDirectory.forget(host),
    });
    return {
      services: { websites, siteDirectory, domains },
      registerRoutes: (app) => registerDomainRoutes(app, { domains }),
    };
  },
});
