import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../shared/ids';
import type { Database } from '../db/client';
import { createShop, productInput, variant } from '../modules/store/store-fixtures';
import { createSite } from '../testing/fixtures';
import { buildTestApp, hostOf, type TestApp } from '../testing/test-app';
import { openTestDatabase } from '../testing/test-database';

/**
 * `POST /api/widget/GetWidgetRendering`: any block's server HTML from its JSON, for the Host's
 * site only, sanitized like stored HTML, rate-limited per address, and nothing from another site.
 */
const host = hostOf('widget-alpha');
let database: Database;
let t: TestApp;
let alphaBlogId: string;
let betaBlogId: string;
let betaShopId: string;
let betaProductId: string;
let alphaShopId: string;

async function addPost(
  websiteId: string,
  collectionId: string,
  title: string,
  extra: Record<string, unknown> = {},
) {
  await t.services.content.createItem({
    websiteId,
    collectionId,
    title,
    status: 1,
    publishOn: new Date('2026-01-01T10:00:00Z'),
    body: { columns: 12, blocks: [] },
    ...extra,
  });
}

/** One call as a page's runtime makes it: form-encoded, same origin, from `address`. */
function render(widget: unknown, extra: Record<string, string> = {}, address = '203.0.113.10') {
  const body = new URLSearchParams({
    widgetJSON: typeof widget === 'string' ? widget : JSON.stringify(widget),
    ...extra,
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/widget/GetWidgetRendering',
    remoteAddress: address,
    headers: {
      host,
      origin: `http://${host}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: body.toString(),
  });
}
const summary = (value: Record<string, unknown>) => ({ type: 'summary', id: newId(), value });

beforeAll(async () => {
  database = await openTestDatabase();
  t = await buildTestApp({ database });
  const alpha = await createSite(t.services, 'widget-alpha');
  const beta = await createSite(t.services, 'widget-beta');
  const blog = (websiteId: string, urlId: string) =>
    t.services.content.createCollection({
      websiteId,
      type: 'blog',
      title: 'Journal',
      urlId,
      navigation: '_hidden',
    });
  alphaBlogId = (await blog(alpha.website.id, 'journal')).id;
  betaBlogId = (await blog(beta.website.id, 'beta-journal')).id;
  await addPost(alpha.website.id, alphaBlogId, 'Alpha latte art', {
    tags: ['Latte'],
    categories: ['Coffee/Espresso'],
  });
  await addPost(alpha.website.id, alphaBlogId, 'Alpha tea notes', { tags: ['Tea'], categories: ['Tea'] });
  await addPost(beta.website.id, betaBlogId, 'Beta secret post', { tags: ['Latte'] });
  alphaShopId = (await createShop(t.services, alpha.website.id)).shop.id;
  const betaShop = await t.services.content.createCollection({
    websiteId: beta.website.id,
    type: 'products',
    title: 'Beta shop',
    urlId: 'beta-shop',
    navigation: '_hidden',
  });
  betaShopId = betaShop.id;
  betaProductId = (
    await t.services.store.catalogue.create(
      beta.website.id,
      betaShop.id,
      productInput('Beta secret beans', [variant(999, 5)]),
    )
  ).id;
});
afterAll(async () => {
  await t.app.close();
  await database.close();
});

describe('GetWidgetRendering', () => {
  it('renders a summary of the site’s blog, filtered by tag, as complete HTML', async () => {
    const response = await render(summary({ collectionId: alphaBlogId, design: 'list', filterTag: 'latte' }));
    expect(response.statusCode, response.body).toBe(200);
    const { html } = response.json() as { html: string };
    expect(html).toMatch(/^<section class="sqs-block summary-v2 summary-v2--list/);
    expect(html).toContain('data-block-variant="1007"');
    expect(html).toContain('<a href="/journal/alpha-latte-art">Alpha latte art</a>');
    expect(html).not.toContain('Alpha tea notes');
    const byCategory = (
      await render(summary({ collectionId: alphaBlogId, filterCategory: 'Coffee' }))
    ).json();
    expect(byCategory.html).toContain('Alpha latte art');
    expect(byCategory.html).not.toContain('Alpha tea notes');
  });

  it('renders a products summary with prices', async () => {
    const { html } = (await render(summary({ collectionId: alphaShopId, design: 'carousel' }))).json();
    expect(html).toContain('data-block-variant="1006"');
    expect(html).toMatch(/summary-v2__price">\$/);
  });

  it('never shows another site’s collection, products or posts, whatever ids it is sent', async () => {
    for (const id of [betaBlogId, betaShopId]) {
      const response = await render(summary({ collectionId: id }));
      expect(response.statusCode).toBe(200);
      expect(response.json().html).toBe('');
    }
    // collectionId beside the block (event summaries) is scoped the same way.
    const beside = await render(summary({ collectionId: alphaBlogId }), { collectionId: betaBlogId });
    expect(beside.json().html).toBe('');
    const product = await render({ type: 'product', id: newId(), value: { productId: betaProductId } });
    expect(product.statusCode).toBe(200);
    expect(product.json().html).not.toContain('Beta secret');
    const link = await render({ type: 'collection-link', id: newId(), value: { collectionId: betaShopId } });
    expect(link.json().html).not.toContain('Beta shop');
  });

  it('sanitizes owner HTML like stored HTML', async () => {
    const { html } = (
      await render({
        type: 'text',
        id: newId(),
        value: {
          html: '<p onclick="steal()">Hello <script>alert(1)</script><a href="javascript:alert(1)">x</a></p>',
        },
      })
    ).json();
    expect(html).toContain('Hello');
    expect(html).not.toMatch(/script|onclick|javascript:/i);
  });

  it('answers a mistake with 400 and the block’s own message, never a 500', async () => {
    const tooMany = await render(summary({ collectionId: alphaBlogId, itemCount: 0 }));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors).toEqual({
      'widgetJSON.blocks.0.data.itemCount': 'Show between 1 and 30 items',
    });
    const chart = await render({ type: 'chart', id: newId(), value: { data: '' } });
    expect(chart.statusCode).toBe(400);
    expect(Object.values(chart.json().errors)).toContain('Enter some data!');
    const notJson = await render('{nope');
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().errors).toEqual({ widgetJSON: 'The block must be JSON' });
    const badId = await render({ type: 'text', id: 'x', value: {} });
    expect(badId.json().errors).toEqual({ 'widgetJSON.id': 'Block ids are 24 hex characters' });
  });

  it('is refused from another site’s pages', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/widget/GetWidgetRendering',
      headers: { host, origin: 'http://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ widgetJSON: JSON.stringify(summary({})) }).toString(),
    });
    expect(response.statusCode).toBe(403);
  });

  it('limits each address (60 a minute)', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 61; n++) statuses.push((await render(summary({}), {}, '203.0.113.99')).statusCode);
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
    expect((await render(summary({}), {}, '203.0.113.100')).statusCode).toBe(200);
  });
});
