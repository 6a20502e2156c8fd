import Stripe from 'stripe';
import type { StripeConnectionAnswer } from '../../../../shared/api/store-answers';

/**
 * "Test connection" on the owners' payments screen: one read of the account's balance with the
 * key, which every secret key (and a restricted key with Balance read) may do and which changes
 * nothing. The answer says in plain words what is wrong, never the key.
 */
export async function checkStripeKey(stripe: Stripe): Promise<StripeConnectionAnswer> {
  try {
    // No retries and a short wait: the owner is looking at a spinner.
    const balance = await stripe.balance.retrieve({}, { maxNetworkRetries: 0, timeout: 10_000 });
    return { connected: true, mode: balance.livemode ? 'live' : 'test' };
  } catch (error) {
    return { connected: false, reason: reasonOf(error) };
  }
}

function reasonOf(error: unknown): string {
  if (error instanceof Stripe.errors.StripeAuthenticationError)
    return 'Stripe refused this key. Copy the secret key (it starts with sk_) from your Stripe dashboard.';
  if (error instanceof Stripe.errors.StripePermissionError)
    return 'This key cannot read your Stripe account. Use the secret key, or a restricted key with Balance read access.';
  if (error instanceof Stripe.errors.StripeConnectionError)
    return 'Could not reach Stripe. Check the server’s connection and try again.';
  if (error instanceof Stripe.errors.StripeError) return `Stripe answered: ${error.message}`;
  return 'Could not reach Stripe. Check the server’s connection and try again.';
}

/** Where the server reaches Stripe: its API, or `STRIPE_API_URL` (stripe-mock, a local stand-in). */
export function stripeClient(
  secretKey: string,
  apiUrl: string | undefined,
  options: { maxNetworkRetries: number; timeout: number },
): Stripe {
  if (!apiUrl) return new Stripe(secretKey, options);
  const url = new URL(apiUrl);
  return new Stripe(secretKey, {
    ...options,
    host: url.hostname,
    port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)),
    protocol: url.protocol === 'https:' ? 'https' : 'http',
  });
}
