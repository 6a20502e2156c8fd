import { describe, expect, it } from 'vitest';
import { signSubscriptionLink, subscriptionManagePath, verifySubscriptionLink } from './subscription-links';

const SECRET = 'a'.repeat(43);
const SITE = 'w'.repeat(24);
const SUBSCRIPTION = 's'.repeat(24);

describe('signed subscription links', () => {
  it('verifies its own link, on its own site', () => {
    const token = signSubscriptionLink(SECRET, SITE, SUBSCRIPTION);
    expect(verifySubscriptionLink(SECRET, SITE, token)).toBe(SUBSCRIPTION);
    expect(subscriptionManagePath(SECRET, SITE, SUBSCRIPTION)).toBe(
      `/commerce/subscriptions/manage/${token}`,
    );
  });

  it('refuses a link whose subscription or signature was changed', () => {
    const token = signSubscriptionLink(SECRET, SITE, SUBSCRIPTION);
    const [, mac] = token.split('.');
    expect(verifySubscriptionLink(SECRET, SITE, `${'t'.repeat(24)}.${mac}`)).toBeNull();
    const flipped = `${mac!.slice(0, -1)}${mac!.endsWith('A') ? 'B' : 'A'}`;
    expect(verifySubscriptionLink(SECRET, SITE, `${SUBSCRIPTION}.${flipped}`)).toBeNull();
    expect(verifySubscriptionLink(SECRET, SITE, SUBSCRIPTION)).toBeNull();
    expect(verifySubscriptionLink(SECRET, SITE, `${SUBSCRIPTION}.short`)).toBeNull();
  });

  it('refuses a link signed for another site, or with another secret', () => {
    const token = signSubscriptionLink(SECRET, SITE, SUBSCRIPTION);
    expect(verifySubscriptionLink(SECRET, 'x'.repeat(24), token)).toBeNull();
    expect(verifySubscriptionLink('b'.repeat(43), SITE, token)).toBeNull();
  });
});
