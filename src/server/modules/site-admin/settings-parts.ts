import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import {
  businessInfoOf,
  businessSettingsAnswer,
  businessSettingsSchema,
  type BusinessSettings,
} from '../../../shared/api/business-info';
import {
  siteMailSettingsSchema,
  type SiteMailSettings,
  type WebsiteSettings,
} from '../../../shared/api/site';
import { AppError } from '../../../shared/errors';
import { siteAccessOf } from '../../plugins/access';
import { settingsWithPart, type WebsiteService } from '../websites';
import { websites } from '../websites/tables';

/**
 * Parts of the site's settings document with a screen of their own: business info with the mobile
 * info bar switch (Settings → Business) and the sender of the site's mail (Settings → E-mail).
 * A save merges only its own keys into the stored document in one statement, so two screens
 * saved at once never undo each other; it bumps the content version, so cached pages follow.
 */
export function registerSettingsPartsRoutes(app: FastifyInstance, deps: { websites: WebsiteService }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  async function settingsOf(websiteId: string): Promise<Partial<WebsiteSettings>> {
    const site = await deps.websites.findById(websiteId);
    if (!site) throw new AppError('notFound');
    return site.settings;
  }

  async function merge(websiteId: string, part: Partial<WebsiteSettings>): Promise<void> {
    const { column } = settingsWithPart(await settingsOf(websiteId), part);
    await deps.websites.changes.write(websiteId, (tx) =>
      tx.update(websites).set({ settings: column }).where(eq(websites.id, websiteId)),
    );
  }

  const businessOf = (settings: Partial<WebsiteSettings>): BusinessSettings => ({
    business: businessInfoOf(settings.business),
    mobileInfoBar: { enabled: settings.mobileInfoBar?.enabled ?? false },
  });

  api.get(
    '/api/rest/site-settings/business',
    { config: { access: 'content-editor' }, schema: { response: { 200: businessSettingsAnswer } } },
    async (request) => businessOf(await settingsOf(siteAccessOf(request).websiteId)),
  );

  api.put(
    '/api/rest/site-settings/business',
    {
      config: { access: 'content-editor' },
      schema: { body: businessSettingsSchema, response: { 200: businessSettingsAnswer } },
    },
    async (request) => {
      const { websiteId } = siteAccessOf(request);
      await merge(websiteId, request.body);
      return businessOf(await settingsOf(websiteId));
    },
  );

  const mailOf = (settings: Partial<WebsiteSettings>): SiteMailSettings =>
    siteMailSettingsSchema.safeParse(settings.mail ?? {}).data ?? { senderName: '', replyTo: '' };

  api.get(
    '/api/rest/site-settings/mail',
    { config: { access: 'content-editor' }, schema: { response: { 200: siteMailSettingsSchema } } },
    async (request) => mailOf(await settingsOf(siteAccessOf(request).websiteId)),
  );

  api.put(
    '/api/rest/site-settings/mail',
    {
      config: { access: 'content-editor' },
      schema: { body: siteMailSettingsSchema, response: { 200: siteMailSettingsSchema } },
    },
    async (request) => {
      const { websiteId } = siteAccessOf(request);
      await merge(websiteId, { mail: request.body });
      return mailOf(await settingsOf(websiteId));
    },
  );
}
