import type { FastifyInstance } from 'fastify';
import type { SiteOverview } from '../../../shared/api/owners';
import { siteUrl, type AppConfig } from '../../config';
import { requireContentEditor } from '../../plugins/auth';
import type { AccountService } from '../accounts';
import type { PublishingService } from './service';

/** The owners' app's site overview (with "unpublished changes") and the Publish action. */
export function registerPublishingRoutes(
  app: FastifyInstance,
  deps: {
    publishing: PublishingService;
    accounts: AccountService;
    config: Pick<AppConfig, 'publicProtocol' | 'appDomain'>;
  },
): void {
  const { publishing } = deps;

  app.get('/api/rest/site', async (request) => {
    const { websiteId } = await requireContentEditor(request, deps.accounts);
    const site = request.site!;
    const overview: SiteOverview = {
      id: websiteId,
      identifier: site.identifier,
      title: site.title,
      url: siteUrl(deps.config, site.identifier),
      hasUnpublishedChanges: await publishing.hasUnpublishedChanges(websiteId),
      contentVersion: site.contentVersion,
      canEdit: true,
    };
    return overview;
  });

  app.post('/api/rest/publish', async (request) => {
    const { websiteId } = await requireContentEditor(request, deps.accounts);
    return publishing.publish(websiteId);
  });
}
