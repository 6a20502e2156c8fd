import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import {
  popupOverlayInputSchema,
  popupOverlayOf,
  popupOverlaySchema,
  type PopupOverlaySettings,
} from '../../../shared/api/popup-overlay';
import { AppError } from '../../../shared/errors';
import { siteAccessOf } from '../../plugins/access';
import { settingsWithPart, type WebsiteService } from '../websites';
import { websites } from '../websites/tables';

/**
 * The popup overlay's settings (`GET`/`PUT /api/rest/popup-overlay`): one part of the site's
 * settings document, `settings.popupOverlay`, so no table. A save applies at once: it bumps the
 * content version, so every cached page follows (and the popup runtime comes or goes with it).
 */
export function registerPopupOverlayRoutes(app: FastifyInstance, deps: { websites: WebsiteService }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  async function current(websiteId: string) {
    const site = await deps.websites.findById(websiteId);
    if (!site) throw new AppError('notFound');
    return site;
  }

  api.get(
    '/api/rest/popup-overlay',
    { config: { access: 'content-editor' }, schema: { response: { 200: popupOverlaySchema } } },
    async (request) => popupOverlayOf((await current(siteAccessOf(request).websiteId)).settings.popupOverlay),
  );

  api.put(
    '/api/rest/popup-overlay',
    {
      config: { access: 'content-editor' },
      schema: { body: popupOverlayInputSchema, response: { 200: popupOverlaySchema } },
    },
    async (request) => {
      const { websiteId } = siteAccessOf(request);
      const site = await current(websiteId);
      const popup: PopupOverlaySettings = request.body;
      const { column } = settingsWithPart(site.settings, { popupOverlay: popup });
      await deps.websites.changes.write(websiteId, (tx) =>
        tx.update(websites).set({ settings: column }).where(eq(websites.id, websiteId)),
      );
      return popup;
    },
  );
}
