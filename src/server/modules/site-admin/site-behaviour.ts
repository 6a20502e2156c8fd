import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import type { WebsiteSettings } from '../../../shared/api/site';
import {
  cookieBannerFieldsOf,
  positionForVariant,
  siteBehaviourSchema,
  type SiteBehaviour,
} from '../../../shared/api/site-behaviour';
import { AppError } from '../../../shared/errors';
import { siteAccessOf } from '../../plugins/access';
import { settingsWithPart, type WebsiteService } from '../websites';
import { websites } from '../websites/tables';

function behaviourOf(settings: Partial<WebsiteSettings>): SiteBehaviour {
  return {
    cookieBanner: cookieBannerFieldsOf(settings.cookieBanner),
    censusEnabled: settings.censusDisabled !== true,
    pinterestOverlay: { enabled: settings.pinterestOverlay?.enabled === true },
  };
}

/**
 * The site's visitor-facing behaviour settings (`GET`/`PUT /api/rest/site-behaviour`): the
 * cookie banner, first-party analytics and the Pinterest overlay, parts of the site's settings
 * document (no table). A save bumps the content version, so cached pages follow at once.
 */
export function registerSiteBehaviourRoutes(app: FastifyInstance, deps: { websites: WebsiteService }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  async function current(websiteId: string) {
    const site = await deps.websites.findById(websiteId);
    if (!site) throw new AppError('notFound');
    return site;
  }

  api.get(
    '/api/rest/site-behaviour',
    { config: { access: 'content-editor' }, schema: { response: { 200: siteBehaviourSchema } } },
    async (request) => behaviourOf((await current(siteAccessOf(request).websiteId)).settings),
  );

  api.put(
    '/api/rest/site-behaviour',
    {
      config: { access: 'content-editor' },
      schema: { body: siteBehaviourSchema, response: { 200: siteBehaviourSchema } },
    },
    async (request) => {
      const { websiteId } = siteAccessOf(request);
      const site = await current(websiteId);
      const { cookieBanner, censusEnabled, pinterestOverlay } = request.body;
      const { settings, column } = settingsWithPart(site.settings, {
        cookieBanner: {
          ...cookieBanner,
          // One stored position, of the chosen variant's kind (the spec's conversion).
          cookieBannerPosition: positionForVariant(
            cookieBanner.cookieBannerVariant,
            cookieBanner.cookieBannerPosition,
          ),
        },
        censusDisabled: !censusEnabled,
        pinterestOverlay,
      });
      await deps.websites.changes.write(websiteId, (tx) =>
        tx.update(websites).set({ settings: column }).where(eq(websites.id, websiteId)),
      );
      return behaviourOf(settings);
    },
  );
}
