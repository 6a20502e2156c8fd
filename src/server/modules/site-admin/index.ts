/** The site-admin module's front door: what the rest of the server may use (eslint.config.js refuses other imports). */
import { defineModule } from '../../module-contract';
import type { AccountService } from '../accounts';
import type { WebsiteService } from '../websites';
import { registerPopupOverlayRoutes } from './popup-overlay';
import { registerSiteAdminRoutes } from './routes';
import { registerSiteBehaviourRoutes } from './site-behaviour';
import { registerSettingsPartsRoutes } from './settings-parts';
import { createSiteAdminService } from './service';

export { createSiteAdminService, designOf } from './service';
export type { SiteAdminService } from './service';

/** A site's design, settings, header and footer, as owners edit them (drafts until published). */
export const siteAdminModule = defineModule({
  name: 'site-admin',
  create({ db }, { websites, accounts }: { websites: WebsiteService; accounts: AccountService }) {
    const siteAdmin = createSiteAdminService({ db, websites });
    return {
      services: { siteAdmin },
      registerRoutes: (app) => {
        registerSiteAdminRoutes(app, { siteAdmin, websites, accounts });
        registerPopupOverlayRoutes(app, { websites });
        registerSiteBehaviourRoutes(app, { websites });
        registerSettingsPartsRoutes(app, { websites });
      },
    };
  },
});
