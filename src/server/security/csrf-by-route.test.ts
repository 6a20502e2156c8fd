import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../shared/ids';
import type { Database } from '../db/client';
import { csrfRuleOf } from '../plugins/crumb';
import { MUTATING_METHODS, type RouteEntry } from '../plugins/route-catalogue';
import { createSite, OWNER_PASSWORD } from '../testing/fixtures';
import { buildTestApp, cookieHeader, hostOf, visitor, type TestApp } from '../testing/test-app';
import { openTestDatabase } from '../testing/test-database';

/**
 * Issue 10 item 1: the CSRF rule is decided from the matched route, never from how the URL is
 * spelled. Every route with a state-changing method is enumerated from Fastify's `onRoute`;
 * each cookie-authenticated one must refuse a call without the crumb, and a call from another
 * origin even with the crumb, under three spellings of its URL.
 */
const HOST = hostOf('alpha');
const ORIGIN = `http://${HOST}`;
const FOREIGN = 'http://evil.example';

/** Routes that do not need the crumb, and why. Anything else that mutates must need it. */
const WITHOUT_CRUMB: Record<string, 'same-origin' | 'none'> = {
  // anonymous posts that work without JavaScript on a first visit: a foreign Origin is refused
  'POST /*': 'same-origin', // lock screen
  'POST /config/sign-in': 'same-origin',
  'POST /commerce/cart/add': 'same-origin',
  'POST /commerce/cart/update': 'same-origin',
  'POST /commerce/cart/remove': 'same-origin',
  'POST /commerce/cart/coupon': 'same-origin',
  'POST /commerce/cart/coupon-remove': 'same-origin',
  'POST /commerce/checkout': 'same-origin',
  'POST /checkout/subscribe': 'same-origin',
  'POST /checkout/donate': 'same-origin',
  'POST /checkout/giftcard': 'same-origin',
  'POST /checkout/gift-cards': 'same-origin',
  'POST /checkout/gift-cards/remove': 'same-origin',
  'POST /commerce/gift-cards/balance': 'same-origin',
  'POST /forms/:formId/submit': 'same-origin',
  'POST /comments/:itemId': 'same-origin', // a blog post's comment form
  'POST /commerce/test-pay/:sessionId': 'same-origin',
  'POST /commerce/subscriptions/manage/:token': 'same-origin',
  'POST /commerce/subscriptions/manage/:token/card': 'same-origin',
  'POST /commerce/subscriptions/manage/:token/confirm': 'same-origin',
  // Newsletter link pages' buttons, and RFC 8058 one-click unsubscribe from mail providers (no Origin).
  'POST /forms/newsletter/confirm': 'same-origin',
  'POST /forms/newsletter/unsubscribe': 'same-origin',
  // The notify-address confirmation page's button (a colleague opening a mailed link, no session).
  'POST /forms/notify/confirm': 'same-origin',
  // anonymous telemetry (beacons cannot send headers; the page is ours, so its Origin is too)
  'POST /api/census/RecordHit': 'same-origin',
  'POST /api/census/button-click': 'same-origin',
  'POST /api/census/button-render': 'same-origin',
  'POST /api/census/form-render': 'same-origin',
  'POST /api/census/overlay': 'same-origin',
  'POST /api/census/RecordQuickView/:id': 'same-origin',
  'POST /api/events/RecordEvent': 'same-origin', // checks the crumb of its form body itself
  'POST /api/events/Trace': 'same-origin',
  'POST /api/1/performance/records': 'same-origin',
  'POST /api/v1/events': 'same-origin',
  // anonymous and read-only: a block's server HTML for the page's runtime (visitor-runtime §6)
  'POST /api/widget/GetWidgetRendering': 'same-origin',
  // server to server, verified by its signature
  'POST /api/commerce/webhooks/stripe': 'none',
};

/** Refused: by the CSRF rule (403), or earlier by the route's rate limit (429); never processed. */
const refused = (status: number) => status === 403 || status === 429;

const keyOf = (route: RouteEntry) => `${route.method} ${route.url}`;

/** The route's URL with every parameter filled in. */
function concrete(url: string): string {
  return url
    .replace(/:code\b/, 'SAVE10')
    .replace(/:[A-Za-z]+/g, () => newId())
    .replace(/\*$/, 'somewhere');
}

const hex = (character: string) => `%${character.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`;

/** As registered; the first letter percent-encoded; every letter of the first segment encoded plus a trailing slash. */
function spellings(path: string): string[] {
  const [, first = '', ...rest] = path.split('/');
  const tail = rest.length > 0 ? `/${rest.join('/')}` : '';
  return [
    path,
    `/${hex(first[0] ?? 'a').toLowerCase()}${first.slice(1)}${tail}`,
    `/${[...first].map(hex).join('')}${tail}/`,
  ];
}

let database: Database;
let t: TestApp;
let owner: Record<string, string>;

beforeAll(async () => {
  database = await openTestDatabase();
  t = await buildTestApp({ database });
  const site = await createSite(t.services, 'alpha');
  const browser = visitor(t.app, HOST);
  await browser.signIn(site.ownerEmail, OWNER_PASSWORD);
  owner = { ...browser.jar };
  expect(owner.sid).toBeTruthy();
  expect(owner.crumb).toBeTruthy();
});
afterAll(async () => {
  await t.app.close();
  await database.close();
});

const mutating = () => t.routes.filter((route) => MUTATING_METHODS.has(route.method));

function send(method: string, url: string, headers: Record<string, string>, payload?: object) {
  return t.app.inject({
    method: method as 'POST',
    url,
    headers: { host: HOST, cookie: cookieHeader(owner), ...headers },
    ...(payload ? { payload } : {}),
  });
}

describe('CSRF by route', () => {
  it('gives every state-changing route a rule; only the listed ones go without the crumb', () => {
    expect(mutating().length).toBeGreaterThan(50);
    const exempt = Object.fromEntries(
      mutating()
        .filter((route) => csrfRuleOf(route.method, route.config) !== 'crumb')
        .map((route) => [keyOf(route), csrfRuleOf(route.method, route.config)]),
    );
    expect(exempt).toEqual(WITHOUT_CRUMB);
  });

  it('refuses every cookie-authenticated mutation without the crumb, however its URL is spelled', async () => {
    const accepted: string[] = [];
    for (const route of mutating().filter((entry) => csrfRuleOf(entry.method, entry.config) === 'crumb')) {
      for (const url of spellings(concrete(route.url))) {
        const response = await send(route.method, url, { origin: ORIGIN });
        if (!refused(response.statusCode)) accepted.push(`${route.method} ${url} → ${response.statusCode}`);
        else if (response.statusCode === 403 && route.url.startsWith('/api/'))
          expect(response.json(), url).toMatchObject({ code: 'crumbFail' });
      }
    }
    expect(accepted).toEqual([]);
  });

  it('refuses them from another origin (or an opaque one) even with the crumb', async () => {
    const accepted: string[] = [];
    for (const route of mutating().filter((entry) => csrfRuleOf(entry.method, entry.config) === 'crumb')) {
      for (const url of spellings(concrete(route.url))) {
        for (const headers of <Record<string, string>[]>[
          { origin: FOREIGN },
          { origin: 'null' },
          { 'sec-fetch-site': 'same-site' }, // another tenant on a sibling subdomain
        ]) {
          const response = await send(route.method, url, { ...headers, 'x-csrf-token': owner.crumb! });
          if (!refused(response.statusCode))
            accepted.push(`${route.method} ${url} ${JSON.stringify(headers)} → ${response.statusCode}`);
        }
      }
    }
    expect(accepted).toEqual([]);
  });

  it('refuses a foreign origin on the anonymous no-JavaScript posts, under every spelling', async () => {
    const accepted: string[] = [];
    for (const route of mutating().filter(
      (entry) => csrfRuleOf(entry.method, entry.config) === 'same-origin',
    )) {
      for (const url of spellings(concrete(route.url))) {
        for (const headers of <Record<string, string>[]>[
          { origin: FOREIGN },
          { 'sec-fetch-site': 'cross-site' },
        ]) {
          const response = await send(route.method, url, headers);
          if (!refused(response.statusCode))
            accepted.push(`${route.method} ${url} ${JSON.stringify(headers)} → ${response.statusCode}`);
        }
      }
    }
    expect(accepted).toEqual([]);
  });

  it('reaches the route under an encoded spelling when the call is genuine (the spellings are real)', async () => {
    const coupon = { code: 'SPELLED', kind: 'percentage', amount: 1000 };
    const refused = await send('POST', '/%61pi/commerce/coupons', { origin: FOREIGN }, coupon);
    expect(refused.statusCode).toBe(403);
    const created = await send(
      'POST',
      '/%61pi/commerce/coupons',
      { origin: ORIGIN, 'x-csrf-token': owner.crumb!, 'sec-fetch-site': 'same-origin' },
      coupon,
    );
    expect(created.statusCode).toBe(201);
  });

  it('accepts the anonymous posts with no Origin or a null one (no-referrer pages)', async () => {
    for (const headers of [{}, { origin: 'null' }, { origin: ORIGIN, 'sec-fetch-site': 'same-origin' }]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/commerce/cart/coupon',
        headers: { host: HOST, ...headers },
        payload: { code: 'NOPE' },
      });
      // the edge let it through: the cart form's own answer (an unknown code is refused on the cart page)
      expect(response.statusCode, JSON.stringify(headers)).toBe(400);
      expect(response.body).toContain('This code is not valid.');
    }
  });
});
