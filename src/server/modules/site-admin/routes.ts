import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { designTokensSchema } from '../../../shared/api/design';
import { siteSettingsSchema } from '../../../shared/api/owners';
import { siteHeaderFooterSchema, type SiteHeaderFooter } from '../../../shared/api/site';
import { siteAccessOf } from '../../plugins/access';
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
  const api = app.withTypeProvider<ZodTypeProvider>();

  app.get('/api/rest/design', { config: { access: 'content-editor' } }, async (request) => {
    const { websiteId } = siteAccessOf(request);
    return siteAdmin.getDesign(websiteId);
  });

  api.put(
    '/api/rest/design',
    { config: { access: 'content-editor' }, schema: { body: designTokensSchema } },
    async (request) => {
      const { websiteId } = siteAccessOf(request);
      return siteAdmin.saveDraftDesign(websiteId, request.body);
    },
  );

  app.get('/api/rest/site-settings', { config: { access: 'content-editor' } }, async (request) => {
    const { websiteId } = siteAccessOf(request);
    return siteAdmin.getSettings(websiteId);
  });

  api.put(
    '/api/rest/site-settings',
    { config: { access: 'content-editor' }, schema: { body: siteSettingsSchema } },
    async (request) => {
      const { websiteId } = siteAccessOf(request);
      return siteAdmin.updateSettings(websiteId, request.body);
    },
  );

  app.get('/api/site-header-footer', { config: { access: 'content-editor' } }, async (request) => {
    const { websiteId } = siteAccessOf(request);
    return deps.websites.getHeaderFooter(websiteId);
  });

  api.put(
    '/api/site-header-footer',
    { config: { access: 'content-editor' }, schema: { body: siteHeaderFooterSchema } },
    async (request) => {
      const { websiteId } = siteAccessOf(request);
      const input = request.body;
      const value: SiteHeaderFooter = {
        header: input.header,
        footer: { ...input.footer, layout: acceptLayout(input.footer.layout, 'footer.layout') },
      };
      await deps.websites.updateHeaderFooter(websiteId, value);
      return value;
    },
  );
}
