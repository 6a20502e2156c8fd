import { createHmac, timingSafeEqual } from 'node:crypto';

/** The visitor page where a customer manages a subscription from its e-mails, without signing in. */
export const SUBSCRIPTION_MANAGE_PATH = '/commerce/subscriptions/manage';

const macOf = (secret: string, websiteId: string, subscriptionId: string) =>
  createHmac('sha256', secret)
    .update(`subscription-manage:${websiteId}:${subscriptionId}`)
    .digest('base64url');

/**
 * The self-service link's token: the subscription's id and an HMAC of it with the app's secret.
 * The site is inside the signature, so a link only works on the site that sent it, and nothing
 * is stored: the link holds as long as the secret does (APP_SECRET rotates every link).
 */
export const signSubscriptionLink = (secret: string, websiteId: string, subscriptionId: string) =>
  `${subscriptionId}.${macOf(secret, websiteId, subscriptionId)}`;

export const subscriptionManagePath = (secret: string, websiteId: string, subscriptionId: string) =>
  `${SUBSCRIPTION_MANAGE_PATH}/${signSubscriptionLink(secret, websiteId, subscriptionId)}`;

/** The subscription a token names on this site; null when it was altered or signed for another site. */
export function verifySubscriptionLink(secret: string, websiteId: string, token: string): string | null {
  const match = /^([A-Za-z0-9_-]{1,40})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const expected = Buffer.from(macOf(secret, websiteId, match[1]!));
  const given = Buffer.from(match[2]!);
  return given.length === expected.length && timingSafeEqual(given, expected) ? match[1]! : null;
}
