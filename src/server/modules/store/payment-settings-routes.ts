import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { stripeConnectionCheckSchema } from '../../../shared/api/store';
import { stripeConnectionAnswer } from '../../../shared/api/store-answers';
import { siteAccessOf } from '../../plugins/access';
import type { Store } from './index';

/** At most a few checks a minute: each one is a call to Stripe with the owner's key. */
const CHECK_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const;

/**
 * The owners' payments screen: "Test connection" tries the typed Stripe key (or the saved one)
 * against Stripe without saving or changing anything. The key itself never appears in the answer.
 */
export function registerPaymentSettingsRoutes(app: FastifyInstance, deps: { store: Store }): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/commerce/settings/stripe/check',
    {
      config: { access: 'store-manager', rateLimit: CHECK_RATE_LIMIT },
      schema: { body: stripeConnectionCheckSchema, response: { 200: stripeConnectionAnswer } },
    },
    async (request) => deps.store.checkStripe(siteAccessOf(request).websiteId, request.body.secretKey),
  );
}
