/** The publishing module's front door: what the rest of the server may use (eslint.config.js refuses other imports). */
import { defineModule } from '../../module-contract';
import type { AccountService } from '../accounts';
import type { PageAdminService } from '../content';
import type { SiteAdminService } from '../site-admin';
import type { WebsiteService } from '../websites';
import { registerPublishingRoutes } from './routes';
import { createPublishingService } from './service';

export { createPublishingService } from './service';
export type { PublishingService } from './service';

/** Publishing: drafts of pages and design become what visitors see, in one content version. */
export const publishingModule = defineModule({
  name: 'publishing',
  create(
    { config },
    needs: {
      pageAdmin: PageAdminService;
      siteAdmin: SiteAdminService;
      websites: WebsiteService;
      accounts: AccountService;
    },
  ) {
    const { pageAdmin, siteAdmin, websites, accounts } = needs;
    const publishing = createPublishingService({ pageAdmin, siteAdmin, websites });
    return {
      services: { publishing },
      registerRoutes: (app) => registerPublishingRoutes(app, { publishing, accounts, config }),
    };
  },
});
