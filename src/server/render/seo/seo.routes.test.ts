import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER_EMAIL, seedDemoSite } from '../../modules/seed/seed-demo';
import { openTestDatabase } from '../../testing/test-database';
import { buildTestApp, hostOf, visitor, type TestApp } from '../../testing/test-app';
import type { Database } from '../../db/client';

let database: Database;
let t: TestApp;
const demoHost = hostOf('demo');
const ORIGIN = `http://${demoHost}`;

const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
const metaOf = (html: string, name: string) =>
  new RegExp(`<meta (?:property|name)="${name}" content="([^"]*)"`).exec(html)?.[1];
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );

/** The owners' app saves settings whole: read them, change some, save. */
async function changeSettings(patch: Record<string, unknown>) {
  const owner = visitor(t.app, demoHost);
  await owner.signIn(DEMO_OWNER_EMAIL, 'owner-password-1');
  const current = JSON.parse((await owner.get('/api/rest/site-settings')).body) as Record<string, unknown>;
  const saved = await owner.request('PUT', '/api/rest/site-settings', { ...current, ...patch });
  expect(saved.statusCode, saved.body).toBe(200);
  return current;
}

beforeAll(async () => {
  database = await openTestDatabase();
  t = await buildTestApp({ database });
  await seedDemoSite({ ...t.services, ownerPassword: 'owner-password-1' });
  // A page the owner has created and not yet published.
  const owner = visitor(t.app, demoHost);
  await owner.signIn(DEMO_OWNER_EMAIL, 'owner-password-1');
  const created = await owner.request('POST', '/api/rest/pages', {
    title: 'Secret plans',
    urlId: 'secret-plans',
  });
  expect(created.statusCode).toBe(201);
});
afterAll(async () => {
  await t.app.close();
  await database.close();
});

describe('sitemap.xml', () => {
  it('lists published public pages, visible posts and products on the site origin, and nothing else', async () => {
    const response = await visitor(t.app, demoHost).get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    expect(response.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = locsOf(response.body);
    expect(locs).toEqual(
      expect.arrayContaining([
        `${ORIGIN}/`,
        `${ORIGIN}/about`,
        `${ORIGIN}/journal`,
        `${ORIGIN}/journal/inside-our-roast-log`,
        `${ORIGIN}/shop`,
        `${ORIGIN}/shop/house-blend`,
      ]),
    );
    // The home page appears once, at `/`; the locked page and the unpublished page never.
    expect(locs).not.toContain(`${ORIGIN}/home`);
    expect(locs.some((loc) => loc?.includes('wholesale'))).toBe(false);
    expect(locs.some((loc) => loc?.includes('secret-plans'))).toBe(false);
    expect(new Set(locs).size).toBe(locs.length);
    // Every listed page opens for an anonymous visitor.
    for (const loc of locs) {
      const page = await visitor(t.app, demoHost).get(new URL(loc!).pathname);
      expect(page.statusCode, loc).toBe(200);
    }
  });

  it('belongs to a site: the bare platform domain has none', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { host: hostOf('no-such-site') },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('robots.txt', () => {
  it('allows the site, keeps crawlers out of the app, API and shoppers’ pages, and names the sitemap', async () => {
    const response = await visitor(t.app, demoHost).get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toContain('User-agent: *');
    for (const path of ['/config/', '/api/', '/cart', '/checkout'])
      expect(response.body).toContain(`Disallow: ${path}\n`);
    expect(response.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

describe('favicon.ico', () => {
  it('is a generated icon until the owner chooses one, then a redirect to it', async () => {
    const generated = await visitor(t.app, demoHost).get('/favicon.ico');
    expect(generated.statusCode).toBe(200);
    expect(generated.headers['content-type']).toBe('image/png');
    const image = await sharp(generated.rawPayload).metadata();
    expect(image).toMatchObject({ format: 'png', width: 64, height: 64 });

    await changeSettings({ faviconUrl: '/assets/static/demo/icon.png' });
    const chosen = await visitor(t.app, demoHost).get('/favicon.ico');
    expect(chosen.statusCode).toBe(302);
    expect(chosen.headers.location).toBe('/assets/static/demo/icon.png');
    await changeSettings({ faviconUrl: '' });
  });
});

describe('page heads', () => {
  it('give the home page a canonical address, Open Graph, a Twitter card and the organisation in JSON-LD', async () => {
    const { body } = await visitor(t.app, demoHost).get('/?utm_source=newsletter');
    expect(body).toContain(`<link rel="canonical" href="${ORIGIN}/"/>`);
    expect(metaOf(body, 'og:type')).toBe('website');
    expect(metaOf(body, 'og:url')).toBe(`${ORIGIN}/`);
    expect(metaOf(body, 'og:site_name')).toBe('Larkspur Coffee Roasters');
    expect(metaOf(body, 'twitter:card')).toMatch(/^summary/);
    const [organization, site] = jsonLdOf(body);
    expect(organization).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      url: `${ORIGIN}/`,
    });
    expect(site).toMatchObject({ '@type': 'WebSite', name: 'Larkspur Coffee Roasters' });
  });

  it('describe a post as an article with its BlogPosting', async () => {
    const { body } = await visitor(t.app, demoHost).get('/journal/inside-our-roast-log');
    expect(metaOf(body, 'og:type')).toBe('article');
    expect(metaOf(body, 'og:url')).toBe(`${ORIGIN}/journal/inside-our-roast-log`);
    const [post] = jsonLdOf(body);
    expect(post).toMatchObject({
      '@type': 'BlogPosting',
      url: `${ORIGIN}/journal/inside-our-roast-log`,
      publisher: { '@type': 'Organization' },
    });
    expect(typeof post?.headline).toBe('string');
    expect(Number.isNaN(Date.parse(String(post?.datePublished)))).toBe(false);
  });

  it('describe a product with its price, currency and availability', async () => {
    const { body } = await visitor(t.app, demoHost).get('/shop/house-blend');
    expect(metaOf(body, 'og:type')).toBe('product');
    const [product] = jsonLdOf(body);
    expect(product).toMatchObject({ '@type': 'Product', name: 'House Blend' });
    const offers = product?.offers as Record<string, unknown>;
    expect(offers.priceCurrency).toBe('USD');
    expect(String(offers.price ?? offers.lowPrice)).toMatch(/^\d+\.\d{2}$/);
    expect(offers.availability).toBe('https://schema.org/InStock');
    for (const image of (product?.image as string[] | undefined) ?? [])
      expect(image.startsWith('http')).toBe(true);
  });

  it('leave tracking queries out of canonical addresses, and give pages that are not content none', async () => {
    const list = await visitor(t.app, demoHost).get('/journal?ref=x');
    expect(list.body).toContain(`<link rel="canonical" href="${ORIGIN}/journal"/>`);
    const missing = await visitor(t.app, demoHost).get('/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('rel="canonical"');
    expect(missing.body).not.toContain('application/ld+json');
    const locked = await visitor(t.app, demoHost).get('/wholesale');
    expect(locked.body).not.toContain('og:url');
  });

  it('cannot be broken out of by a title: JSON-LD is escaped for its script element', async () => {
    const before = await changeSettings({ title: '</script><script>alert(1)</script>' });
    const { body } = await visitor(t.app, demoHost).get('/');
    expect(body).not.toContain('<script>alert(1)</script>');
    expect(jsonLdOf(body)[0]?.name).toBe('</script><script>alert(1)</script>');
    await changeSettings({ title: before.title });
  });
});
