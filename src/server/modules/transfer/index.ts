/** The transfer module's front door: moving a site's content in and out (issue 26). */
import { join } from 'node:path';
import { defineModule } from '../../module-contract';
import type { JobRunner } from '../../jobs';
import type { ContentService } from '../content';
import type { MediaService } from '../media';
import type { SiteAdminService } from '../site-admin';
import type { WebsiteService } from '../websites';
import { exportSite } from './site-export';
import { createImportRuns } from './import-runs';
import { registerTransferRoutes } from './routes';
import { DEFAULT_DOWNLOAD_POLICY, type DownloadPolicy } from './safe-download';

export type { ImportRuns } from './import-runs';

export const transferModule = defineModule({
  name: 'transfer',
  create(
    { config, db },
    needs: {
      jobs: Pick<JobRunner, 'send'>;
      content: ContentService;
      media: MediaService;
      websites: WebsiteService;
      siteAdmin: SiteAdminService;
      /** Tests only (a stand-in on 127.0.0.1); production always uses the default policy. */
      downloads?: DownloadPolicy;
    },
  ) {
    const imports = createImportRuns({
      db,
      jobs: needs.jobs,
      content: needs.content,
      media: needs.media,
      folder: join(config.dataDir, 'transfer'),
      downloads: needs.downloads ?? DEFAULT_DOWNLOAD_POLICY,
    });
    return {
      services: { imports },
      jobs: imports.jobs(),
      registerRoutes: (app) =>
        registerTransferRoutes(app, {
          imports,
          exportSite: (websiteId) =>
            exportSite(websiteId, {
              db,
              websites: needs.websites,
              siteAdmin: needs.siteAdmin,
              media: needs.media,
            }),
        }),
    };
  },
});
