import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publishAnswer, siteOverviewAnswer } from '../../../shared/api/owners-answers';
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
  const api = app.withTypeProvider<ZodTypeProvider>();
  const access = { access: 'content-editor' } as const;

  api.get(
    '/api/rest/site',
    { config: access, schema: { response: { 200: siteOverviewAnswer } } },
    async (request) => {
      const { websiteId } = siteAccessOf(request);
      const site = request.site!;
      return {
        id: websiteId,
        identifier: site.identifier,
        title: site.title,
        url: siteUrl(deps.config, site.identifier),
        hasUnpublishedChanges: await publishing.hasUnpublishedChanges(websiteId),
        contentVersion: site.contentVersion,
        canEdit: true,
      };
    },
  );

  api.post(
    '/api/rest/publish',
    { config: access, schema: { response: { 200: publishAnswer } } },
    async (request) => {
      const { websiteId } = siteAccessOf(request);
      return publishing.publish(websiteId);
    },
  );
}
