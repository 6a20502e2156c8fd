import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loginRequestSchema } from '../../shared/api/auth';
import {
  analyticsQuerySchema,
  buttonEventSchema,
  consentRecordInputSchema,
  formRenderSchema,
  javascriptErrorsSchema,
  overlayEventSchema,
  performanceRecordsSchema,
  trackQuerySchema,
} from '../../shared/api/census';
import { designTokensSchema } from '../../shared/api/design';
import { formSubmissionSchema, listQuerySchema } from '../../shared/api/forms';
import {
  createPageRequestSchema,
  createSiteRequestSchema,
  itemRequestSchema,
  navigationOrderSchema,
  signUpRequestSchema,
  siteSettingsSchema,
  updatePageRequestSchema,
} from '../../shared/api/owners';
import { siteHeaderFooterSchema } from '../../shared/api/site';
import {
  addToCartSchema,
  checkoutSchema,
  couponCodeSchema,
  couponSchema,
  productInputSchema,
  refundSchema,
  stockUpdateSchema,
  storeSettingsSchema,
  updateQuantitySchema,
} from '../../shared/api/store';
import { taxonomyEditSchema } from '../../shared/api/taxonomy';
import { widgetJsonSchema } from '../../shared/api/widget';
import { blockDefinitions } from '../../shared/blocks/registry';
import { formDefinitionSchema } from '../../shared/forms/definition';
import { layoutSchema } from '../../shared/layout/layout';
import type { Database } from '../db/client';
import { contactDefinition } from '../modules/forms/test-forms';
import { createShop } from '../modules/store/store-fixtures';
import type { RouteEntry } from '../plugins/route-catalogue';
import { createSite } from '../testing/fixtures';
import { buildTestApp, cookieHeader, hostOf, TEST_APP_DOMAIN, type TestApp } from '../testing/test-app';
import { openTestDatabase } from '../testing/test-database';
import { anyJson, encodePart, fieldNamesOf, fromZod, hostileString } from './fuzz-inputs';

/**
 * Issue 10 item 4: a property-based fuzz of every route (listed from Fastify's `onRoute`),
 * anonymous, as a visitor and as the site's owner, with bodies shaped by the route's input
 * schema where it has one and hostile everything else. No answer may be a 5xx or show a stack
 * trace. Seeded and bounded, so a run is repeatable and takes seconds, not minutes.
 */
const SEED = 102_026;
const RUNS = 12;
const RUNS_WITH_SCHEMA = 24;

/** The input schema each route parses (they parse inside the handler, so the fuzzer is told). */
const BODY_SCHEMAS: Record<string, z.ZodType> = {
  'POST /api/auth/Login': loginRequestSchema,
  'POST /api/platform/sign-up': signUpRequestSchema,
  'POST /api/platform/sites': createSiteRequestSchema,
  'POST /api/rest/pages': createPageRequestSchema,
  'PATCH /api/rest/pages/:pageId': updatePageRequestSchema,
  'PUT /api/rest/pages/:pageId/layout': z.object({ layout: layoutSchema }),
  'PUT /api/rest/navigation': navigationOrderSchema,
  'POST /api/rest/blogs/:collectionId/items': itemRequestSchema,
  'POST /api/rest/blogs/:collectionId/taxonomy': taxonomyEditSchema,
  'POST /api/commerce/collections/:collectionId/taxonomy': taxonomyEditSchema,
  'PUT /api/rest/items/:itemId': itemRequestSchema,
  'PUT /api/rest/site-settings': siteSettingsSchema,
  'PUT /api/rest/design': designTokensSchema,
  'PUT /api/site-header-footer': siteHeaderFooterSchema,
  'POST /api/rest/forms': formDefinitionSchema,
  'PUT /api/rest/forms/:formId': formDefinitionSchema,
  'POST /api/commerce/products': productInputSchema,
  'PUT /api/commerce/products/:productId': productInputSchema,
  'PATCH /api/commerce/inventory/:variantId': stockUpdateSchema,
  'POST /api/commerce/coupons': couponSchema,
  'PUT /api/commerce/coupons/:couponId': couponSchema,
  'PUT /api/commerce/settings': storeSettingsSchema,
  'POST /api/commerce/orders/:orderId/refund': refundSchema,
  'POST /api/commerce/cart/items': addToCartSchema,
  'PUT /api/commerce/cart/items/:entryId': updateQuantitySchema,
  'POST /api/commerce/cart/coupons': couponCodeSchema,
  'POST /api/commerce/checkout': checkoutSchema,
  'POST /commerce/checkout': checkoutSchema,
  'POST /commerce/cart/add': addToCartSchema,
  'POST /commerce/cart/coupon': couponCodeSchema,
  'POST /api/census/button-click': buttonEventSchema,
  'POST /api/census/button-render': buttonEventSchema,
  'POST /api/census/form-render': formRenderSchema,
  'POST /api/census/overlay': overlayEventSchema,
  'POST /api/consent/record': consentRecordInputSchema,
  'POST /api/form/SaveFormSubmission': formSubmissionSchema,
  'POST /api/1/performance/records': performanceRecordsSchema,
  'POST /api/events/RecordJavascriptErrors': javascriptErrorsSchema,
};
/**
 * Form-encoded routes whose fields hold JSON text: bodies shaped by their schema, the JSON fields
 * written as text the way the runtime sends them (built once the site's ids exist).
 */
const FORM_BODIES: Record<string, () => fc.Arbitrary<Record<string, unknown>>> = {
  'POST /api/widget/GetWidgetRendering': () =>
    fc.record({
      widgetJSON: fc.oneof(
        fromZod(widgetJsonSchema).map((value) => JSON.stringify(value) ?? ''),
        blockOfAnyType().map((block) => JSON.stringify(block)),
        hostileString,
      ),
      collectionId: fc.oneof(fc.constantFrom(...realIds, ''), hostileString),
    }),
};

/** A block of a known type with data shaped by that type's schema (odd values mixed in). */
function blockOfAnyType(): fc.Arbitrary<unknown> {
  const shaped = blockDefinitions.map((definition) => {
    let value: fc.Arbitrary<unknown>;
    try {
      value = fromZod(definition.schema as z.ZodType);
    } catch {
      value = anyJson;
    }
    return fc.record({
      type: fc.constant(definition.type),
      id: fc.stringMatching(/^[0-9a-f]{24}$/),
      value,
    });
  });
  return fc.oneof(...shaped);
}

const QUERY_SCHEMAS: Record<string, z.ZodType> = {
  'GET /api/census/analytics': analyticsQuerySchema,
  'GET /api/rest/forms/:formId/submissions': listQuerySchema,
  'GET /api/track/Track': trackQuerySchema,
};

/** What a stack trace or an internal path looks like in an answer. */
const LEAK = /\n\s+at |node_modules|\/src\/server\/|\.ts:\d+|DrizzleQueryError|Failed query/;

let database: Database;
let t: TestApp;
let site: Awaited<ReturnType<typeof createSite>>;
let realIds: string[];
const host = hostOf('fuzz');

beforeAll(async () => {
  database = await openTestDatabase();
  t = await buildTestApp({ database });
  site = await createSite(t.services, 'fuzz');
  const shop = await createShop(t.services, site.website.id);
  const form = await t.services.forms.create(site.website.id, contactDefinition());
  const blog = await t.services.content.createCollection({
    websiteId: site.website.id,
    type: 'blog',
    title: 'Journal',
    urlId: 'journal',
    navigation: '_hidden',
  });
  realIds = [
    site.website.id,
    site.home.id,
    shop.shop.id,
    shop.mug.id,
    shop.mug.variants[0]!.id,
    form.id,
    blog.id,
  ];
});
afterAll(async () => {
  await t.app.close();
  await database.close();
});

const keyOf = (route: RouteEntry) => `${route.method} ${route.url}`;

function paramArbitrary(name: string): fc.Arbitrary<string> {
  if (name === '*')
    return fc.oneof(
      fc.constantFrom('', 'shop', 'shop/mug', 'home', 'search', 'cart', 'a/b/c'),
      hostileString.map(encodePart),
    );
  return fc.oneof(
    fc.constantFrom(...realIds, 'SAVE10'),
    fc.stringMatching(/^[0-9a-f]{24}$/),
    hostileString.map(encodePart),
  );
}

function urlArbitrary(route: RouteEntry): fc.Arbitrary<string> {
  const names = [...route.url.matchAll(/:([A-Za-z]+)|\*/g)].map((match) => match[1] ?? '*');
  const queryShape = QUERY_SCHEMAS[keyOf(route)];
  const query = fc.oneof(
    fc.constant(''),
    fc
      .dictionary(fc.constantFrom('q', 'page', 'crumb', 'token', 'frameUrl', 'notice'), hostileString, {
        maxKeys: 3,
      })
      .map(encodeQuery),
    ...(queryShape ? [fromZod(queryShape).map(encodeQuery)] : []),
  );
  return fc.tuple(fc.tuple(...names.map(paramArbitrary)), query).map(([values, search]) => {
    let index = 0;
    const path = route.url.replace(/:([A-Za-z]+)|\*/g, () => values[index++] ?? '');
    return `${path}${search}`;
  });
}

function encodeQuery(value: unknown): string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return '';
  const pairs = Object.entries(value).map(
    ([key, item]) =>
      `${encodePart(key)}=${encodePart(typeof item === 'string' ? item : (JSON.stringify(item) ?? ''))}`,
  );
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

type Body = { type?: string; payload?: string };

function bodyArbitrary(route: RouteEntry): fc.Arbitrary<Body> {
  if (route.method === 'GET') return fc.constant({});
  const schema = BODY_SCHEMAS[keyOf(route)];
  const fields = [
    ...(schema ? fieldNamesOf(schema) : []),
    ...(FORM_BODIES[keyOf(route)] ? ['widgetJSON', 'collectionId'] : []),
    'crumb',
    'password',
    'code',
    'email',
    'form',
    'data',
  ];
  const json = (value: unknown): Body => ({
    type: 'application/json',
    payload: JSON.stringify(value) ?? 'null',
  });
  const formShape = FORM_BODIES[keyOf(route)];
  return fc.oneof(
    fc.constant({}),
    ...(schema ? [{ weight: 3, arbitrary: fromZod(schema).map(json) }] : []),
    ...(formShape
      ? [
          {
            weight: 3,
            arbitrary: formShape().map((values) => ({
              type: 'application/x-www-form-urlencoded',
              payload: encodeQuery(values).slice(1),
            })),
          },
        ]
      : []),
    anyJson.map(json),
    fc.dictionary(fc.constantFrom(...fields), hostileString, { maxKeys: 4 }).map((values) => ({
      type: 'application/x-www-form-urlencoded',
      payload: encodeQuery(values).slice(1),
    })),
    hostileString.map((text) => ({ type: 'text/plain', payload: text })),
    fc
      .constantFrom('{', '{"a":', '[1,', '"\\ud800"', `${'['.repeat(5000)}${']'.repeat(5000)}`)
      .map((payload) => ({ type: 'application/json', payload })),
  );
}

describe('fuzzing every route', () => {
  it('names only routes that exist in its schema lists (a renamed route would lose its shaped bodies)', () => {
    const known = new Set(t.routes.map(keyOf));
    const named = [...Object.keys(BODY_SCHEMAS), ...Object.keys(QUERY_SCHEMAS), ...Object.keys(FORM_BODIES)];
    expect(named.filter((key) => !known.has(key))).toEqual([]);
  });

  it('answers no request with a 5xx or a stack trace', async () => {
    const routes = t.routes.filter((route) => route.url !== '/healthz');
    expect(routes.length).toBeGreaterThan(100);
    const owner = {
      sid: (await t.services.accounts.startSession(site.owner.id, site.website.id)).token,
      crumb: 'c'.repeat(32),
    };
    const failures: string[] = [];
    for (const [index, route] of routes.entries()) {
      const request = fc.record({
        url: urlArbitrary(route),
        body: bodyArbitrary(route),
        identity: fc.constantFrom('anonymous', 'visitor', 'owner'),
        host: fc.constantFrom(host, host, host, TEST_APP_DOMAIN),
        junkCookie: fc.option(hostileString.map(encodePart)),
      });
      const property = fc.asyncProperty(
        request,
        async ({ url, body, identity, host: requestHost, junkCookie }) => {
          const cookies: Record<string, string> =
            identity === 'owner' ? { ...owner } : identity === 'visitor' ? { crumb: owner.crumb } : {};
          if (junkCookie !== null) cookies.cart = junkCookie;
          const response = await t.app.inject({
            method: route.method as 'GET',
            url,
            headers: {
              host: requestHost,
              ...(Object.keys(cookies).length > 0 ? { cookie: cookieHeader(cookies) } : {}),
              ...(identity === 'anonymous' ? {} : { 'x-csrf-token': owner.crumb }),
              ...(body.type ? { 'content-type': body.type } : {}),
            },
            ...(body.payload !== undefined ? { payload: body.payload } : {}),
          });
          if (response.statusCode >= 500 || LEAK.test(response.body))
            throw new Error(`${route.method} ${url} → ${response.statusCode} ${response.body.slice(0, 200)}`);
        },
      );
      const numRuns =
        BODY_SCHEMAS[keyOf(route)] || QUERY_SCHEMAS[keyOf(route)] || FORM_BODIES[keyOf(route)]
          ? RUNS_WITH_SCHEMA
          : RUNS;
      try {
        await fc.assert(property, { seed: SEED + index, numRuns, endOnFailure: true });
      } catch (error) {
        failures.push(
          `${keyOf(route)}: ${(error as Error).message.split('\n').find((line) => line.includes('→')) ?? (error as Error).message.slice(0, 300)}`,
        );
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);
});
