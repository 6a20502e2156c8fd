import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../../shared/errors';
import type { Store } from '../index';
import { siteOf } from '../request-helpers';
import { verifyStripeWebhook } from './stripe-provider';

/**
 * Stripe's webhook endpoint, one per site (its host names the site). The body is kept as raw
 * bytes: the signature covers exactly what Stripe sent, so it is verified before any parsing.
 */
export async function registerStripeWebhookRoutes(
  app: FastifyInstance,
  deps: { store: Store; clock?: () => Date },
): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_request, body, done) =>
      done(null, body),
    );
    scope.post('/api/commerce/webhooks/stripe', { config: { csrf: 'none' } }, async (request) => {
      const site = siteOf(request);
      const settings = await deps.store.settings.settings(site.id);
      if (!settings.stripeWebhookSecret) throw new AppError('notFound');
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['stripe-signature'];
      const event = verifyStripeWebhook(
        raw,
        typeof signature === 'string' ? signature : undefined,
        settings.stripeWebhookSecret,
        (deps.clock?.() ?? new Date()).getTime(),
      );
      const outcome = await deps.store.stripeWebhooks(site.id, event);
      return { received: true, outcome };
    });
  });
}
