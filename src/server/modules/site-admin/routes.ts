import type { FastifyInstance } from 'fastify';
import { designTokensSchema } from '../../../shared/api/design';
import { siteSettingsSchema } from '../../../shared/api/owners';
import { siteHeaderFooterSchema, type SiteHeaderFooter } from '../../../shared/api/site';
import { siteAccessOf } from '../../plugins/access';
import { parseInput } from '../../plugins/validation';
import type { AccountService } from '../accounts';
import { acceptLayout } from '../content';
import type { WebsiteService } from '../websites';
import type { SiteAdminService } from './service';

/** The owners' site endpoints: design (draft), settings, header and footer. */
export function registerSiteAdminRoutes(
  app: FastifyInstance,
  deps: { siteAdmin: SiteAdminService; websites: WebsiteService; accounts: AccountService },
): void {
  const { siteAdmin } = deps;

  app.get('/api/rest/design', { config: { access: 'content-editor' } }, async (request) => {
    const { websiteId } = siteAccessOf(request);
    return siteAdmin.getDesign(websiteId);
  });

  app.put('/api/rest/design', { config: { access: 'content-editor' } }, async (request) => {
    const { websiteId } = siteAccessOf(request);
    return siteAdmin.saveDraftDesign(websiteId, parseInput(designTokensSchema, request.body));
  });

  app.get('/api/rest/site-settings', { config: { access: 'content-editor' } }, async (request) => {
    const { websiteId } = siteAccessOf(request);
    return siteAdmin.getSettings(websiteId);
  });

  app.put('/api/rest/site-settings', { config: { access: 'content-editor' } }, async (request) => {
    const { websiteId } = siteAccessOf(request);
    return siteAdmin.updateSettings(websiteId, parseInput(siteSettingsSchema, request.body));
  });

  app.get('/api/site-header-footer', { config: { access: 'content-editor' } }, async (request) => {
    const { websiteId } = siteAccessOf(request);
    return deps.websites.getHeaderFooter(websiteId);
  });

  app.put('/api/site-header-footer', { config: { access: 'content-editor' } }, async (request) => {
    const { websiteId } = siteAccessOf(request);
    const input = parseInput(siteHeaderFooterSchema, request.body);
    const value: SiteHeaderFooter = {
      header: input.header,
      footer: { ...input.footer, layout: acceptLayout(input.footer.layout, 'footer.layout') },
    };
    await deps.websites.updateHeaderFooter(websiteId, value);
    return value;
  });
}
