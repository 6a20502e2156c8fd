import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLink, safeHref } from '../../shared/links/classify';
import { safeMediaSrc } from '../../shared/links/media';
import type { Database } from '../db/client';
import { createShop, productInput, variant } from '../modules/store/store-fixtures';
import { block, createSite, layoutOf, OWNER_PASSWORD } from '../testing/fixtures';
import { buildTestApp, hostOf, visitor, type TestApp } from '../testing/test-app';
import { openTestDatabase } from '../testing/test-database';

/**
 * Issue 10 item 8: two URL rules, each used everywhere it applies. Links keep the spec's link
 * classification and never render script or data URLs, however they are spelled; media
 * addresses are http(s), site-relative or `data:image/*` other than SVG.
 */
const SCRIPT_LINKS = [
  'javascript:alert(1)',
  ' JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'javascript&colon;alert(1)',
  'javascript&#58;alert(1)',
  '&#106;avascript:alert(1)',
  'javascript&#x3A;alert(1)',
  'vbscript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:image/png;base64,iVBORw0KGgo=',
];

describe('the link rule', () => {
  it.each(SCRIPT_LINKS)('never renders %j', (href) => {
    expect(safeHref(href)).toBeUndefined();
    expect(checkLink(href).ok).toBe(false);
  });

  it.each([
    ['mailto:hello@example.com', 'mailto:hello@example.com'],
    ['tel:+1 503 555 0100', 'tel:+1 503 555 0100'],
    ['sms:+15035550100', 'sms:+15035550100'],
    ['ftp://files.example.com/a', 'ftp://files.example.com/a'],
    ['#menu', '#menu'],
    ['/about', '/about'],
    ['https://example.com/?a=1&b=2', 'https://example.com/?a=1&b=2'],
    ['example.com', 'https://example.com'],
  ])('keeps %j', (href, rendered) => expect(safeHref(href)).toBe(rendered));
});

describe('the media rule', () => {
  it.each([
    'https://cdn.example.com/a.jpg',
    'http://cdn.example.com/a.jpg',
    '/assets/static/demo/pour-over.svg',
    'data:image/png;base64,iVBORw0KGgo=',
    'data:image/webp;base64,UklGRg==',
  ])('allows %j', (src) => expect(safeMediaSrc(src)).toBe(src));

  it.each([
    ...SCRIPT_LINKS.filter((href) => !href.startsWith('data:image/png')),
    'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'DATA:image/SVG+xml,<svg/>',
    'data:text/plain,hello',
    '/\\evil.example/a.png',
    'images/a.png',
    'ftp://files.example.com/a.png',
  ])('refuses %j', (src) => expect(safeMediaSrc(src)).toBeUndefined());
});

let database: Database;
let t: TestApp;
let site: Awaited<ReturnType<typeof createSite>>;
let shop: Awaited<ReturnType<typeof createShop>>;
const host = hostOf('urls');

beforeAll(async () => {
  database = await openTestDatabase();
  t = await buildTestApp({ database });
  site = await createSite(t.services, 'urls');
  shop = await createShop(t.services, site.website.id);
});
afterAll(async () => {
  await t.app.close();
  await database.close();
});

async function owner() {
  const session = visitor(t.app, host);
  await session.signIn(site.ownerEmail, OWNER_PASSWORD);
  return session;
}

describe('stored owner URLs', () => {
  it('refuses product images that are not media addresses', async () => {
    const session = await owner();
    for (const image of [
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'javascript&colon;alert(1)',
    ]) {
      const response = await session.request('POST', '/api/commerce/products', {
        ...productInput('Bad image', [variant(1000, 1)]),
        collectionId: shop.shop.id,
        images: ['https://cdn.example.com/fine.jpg', image],
      });
      expect(response.statusCode, image).toBe(400);
      expect(Object.keys(response.json().errors ?? {}), image).toContain('images.1');
    }
  });

  it('refuses script links and SVG data images in blocks and site settings', async () => {
    const session = await owner();
    const layouts = [
      layoutOf(block('button', { text: 'Go', href: 'javascript&colon;alert(1)' })),
      layoutOf(block('image', { src: 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=' })),
      layoutOf(block('image', { src: '/assets/a.png', href: '&#106;avascript:alert(1)' })),
    ];
    for (const layout of layouts) {
      const response = await session.request('PUT', `/api/rest/pages/${site.home.id}/layout`, { layout });
      expect(response.statusCode, JSON.stringify(layout.blocks[0]?.data)).toBe(400);
    }
    const settings = (await session.get('/api/rest/site-settings')).json();
    expect((await session.request('PUT', '/api/rest/site-settings', settings)).statusCode).toBe(200);
    for (const change of [
      { logoUrl: 'data:image/svg+xml,<svg onload=alert(1)>' },
      { announcementBar: { ...settings.announcementBar, href: 'javascript&colon;alert(1)' } },
    ]) {
      const response = await session.request('PUT', '/api/rest/site-settings', { ...settings, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
    }
  });

  it('keeps no script URL in the embed policy, <video poster> included', async () => {
    const session = await owner();
    const html =
      '<video src="https://cdn.example.com/v.mp4" poster="javascript:alert(1)" controls></video>' +
      '<img src="data:image/svg+xml,<svg onload=alert(1)>"><a href="javascript&colon;alert(1)">x</a>';
    const response = await session.request('PUT', `/api/rest/pages/${site.home.id}/layout`, {
      layout: layoutOf(block('embed', { html })),
    });
    expect(response.statusCode).toBe(200);
    const stored = JSON.stringify(response.json().layout);
    expect(stored).toContain('https://cdn.example.com/v.mp4');
    expect(stored).not.toMatch(/javascript|data:image\/svg/i);
  });

  it('does not render a bad image address that was stored before the rule', async () => {
    const legacy = await t.services.store.catalogue.create(site.website.id, shop.shop.id, {
      ...productInput('Legacy', [variant(1000, 1)]),
      images: ['javascript:alert(1)', 'data:text/html,<b>x</b>', 'https://cdn.example.com/ok.jpg'],
    });
    const page = await visitor(t.app, host).get(`/shop/${legacy.urlId}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('https://cdn.example.com/ok.jpg');
    expect(page.body).not.toMatch(/src="(javascript|data:text)/i);
    const list = await visitor(t.app, host).get('/shop');
    expect(list.body).not.toMatch(/src="(javascript|data:text)/i);
  });
});
