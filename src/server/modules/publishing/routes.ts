import type { FastifyInstance } from 'fastify';
import type { SiteOverview } from '../../../shared/api/owners';
import { siteUrl, type AppConfig } from '../../config';
import { siteAccessOf } from '../../plugins/access';
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

  app.get('/api/rest/site', { config: { access: 'content-editor' } }, async (request) => {
    const { websiteId } = siteAccessOf(request);
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

  app.post('/api/rest/publish', { config: { access: 'content-editor' } }, async (request) => {
    const { websiteId } = siteAccessOf(request);
    return publishing.publish(websiteId);
  });
}
