import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { designTokensSchema } from '../../../shared/api/design';
import { siteSettingsSchema } from '../../../shared/api/owners';
import { designAnswer, headerFooterAnswer, siteSettingsAnswer } from '../../../shared/api/owners-answers';
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

  api.get(
    '/api/rest/design',
    { config: { access: 'content-editor' }, schema: { response: { 200: designAnswer } } },
    async (request) => {
      const { websiteId } = siteAccessOf(request);
      return siteAdmin.getDesign(websiteId);
    },
  );

  api.put(
    '/api/rest/design',
    {
      config: { access: 'content-editor' },
      schema: { body: designTokensSchema, response: { 200: designAnswer } },
    },
    async (request) => {
      const { websiteId } = siteAccessOf(request);
      return siteAdmin.saveDraftDesign(websiteId, request.body);
    },
  );

  api.get(
    '/api/rest/site-settings',
    { config: { access: 'content-editor' }, schema: { response: { 200: siteSettingsAnswer } } },
    async (request) => {
      const { websiteId } = siteAccessOf(request);
      return siteAdmin.getSettings(websiteId);
    },
  );

  api.put(
    '/api/rest/site-settings',
    {
      config: { access: 'content-editor' },
      schema: { body: siteSettingsSchema, response: { 200: siteSettingsAnswer } },
    },
    async (request) => {
      const { websiteId } = siteAccessOf(request);
      return siteAdmin.updateSettings(websiteId, request.body);
    },
  );

  api.get(
    '/api/site-header-footer',
    { config: { access: 'content-editor' }, schema: { response: { 200: headerFooterAnswer } } },
    async (request) => {
      const { websiteId } = siteAccessOf(request);
      return deps.websites.getHeaderFooter(websiteId);
    },
  );

  api.put(
    '/api/site-header-footer',
    {
      config: { access: 'content-editor' },
      schema: { body: siteHeaderFooterSchema, response: { 200: headerFooterAnswer } },
    },
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
