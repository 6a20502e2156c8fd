import type { FastifyInstance } from 'fastify';
import { designTokensSchema } from '../../../shared/api/design';
import { siteSettingsSchema, type SiteOverview } from '../../../shared/api/owners';
import { siteUrl, type AppConfig } from '../../config';
import { requireContentEditor } from '../../plugins/auth';
import { parseInput } from '../../plugins/validation';
import type { AccountService } from '../accounts/service';
import type { PublishingService } from '../publishing/service';
import type { SiteAdminService } from './site-admin';

/** The owners' site endpoints: overview, design (draft), settings, publish. */
export function registerSiteAdminRoutes(
  app: FastifyInstance,
  deps: {
    siteAdmin: SiteAdminService;
    publishing: PublishingService;
    accounts: AccountService;
    config: Pick<AppConfig, 'publicProtocol' | 'appDomain'>;
  },
): void {
  const { siteAdmin, publishing } = deps;

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

  app.get('/api/rest/design', async (request) => {
    const { websiteId } = await requireContentEditor(request, deps.accounts);
    return siteAdmin.getDesign(websiteId);
  });

  app.put('/api/rest/design', async (request) => {
    const { websiteId } = await requireContentEditor(request, deps.accounts);
    return siteAdmin.saveDraftDesign(websiteId, parseInput(designTokensSchema, request.body));
  });

  app.get('/api/rest/site-settings', async (request) => {
    const { websiteId } = await requireContentEditor(request, deps.accounts);
    return siteAdmin.getSettings(websiteId);
  });

  app.put('/api/rest/site-settings', async (request) => {
    const { websiteId } = await requireContentEditor(request, deps.accounts);
    return siteAdmin.updateSettings(websiteId, parseInput(siteSettingsSchema, request.body));
  });

  app.post('/api/rest/publish', async (request) => {
    const { websiteId } = await requireContentEditor(request, deps.accounts);
    return publishing.publish(websiteId);
  });
}
