import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { block, createSite, layoutOf } from '../testing/fixtures';
import { buildTestApp, hostOf, type TestApp } from '../testing/test-app';
import { openTestDatabase } from '../testing/test-database';

/**
 * Issue 17, embeds without tracking: each provider's hosts join a page's Content-Security-Policy
 * only on pages that show its block (and, for social posts, only when the owner chose the
 * provider's own embed); the booking stand-in base (`BOOKING_WIDGET_BASE_URL`) likewise.
 */
let database: Database;
let t: TestApp;
const host = hostOf('embeds-csp');
const STAND_IN = 'http://127.0.0.1:9/widgets';

const pages: Record<string, ReturnType<typeof layoutOf>> = {
  book: layoutOf(
    block('booking', {
      provider: 'tock',
      widget: 'ordering',
      venue: 'alder',
      link: 'https://www.exploretock.com/alder',
    }),
  ),
  listen: layoutOf(block('audio', { url: 'https://soundcloud.com/artist/track', title: 'Track' })),
  card: layoutOf(block('instagram', { postUrl: 'https://www.instagram.com/p/abc/', text: 'Hello' })),
  embedded: layoutOf(
    block('instagram', { postUrl: 'https://www.instagram.com/p/abc/', text: 'Hello', providerEmbed: true }),
  ),
  shop: layoutOf(block('amazon', { productUrl: 'https://www.amazon.com/dp/B01', title: 'Grinder' })),
};

beforeAll(async () => {
  database = await openTestDatabase();
  t = await buildTestApp({ database, config: { bookingWidgetBaseUrl: STAND_IN } });
  const site = await createSite(t.services, 'embeds-csp');
  for (const [urlId, layout] of Object.entries(pages))
    await t.services.content.createCollection({
      websiteId: site.website.id,
      type: 'page',
      title: urlId,
      urlId,
      navigation: '_hidden',
      layout,
    });
  await t.services.publishing.publish(site.website.id);
});
afterAll(async () => {
  await t.app.close();
  await database.close();
});

function policyOf(response: LightMyRequestResponse): Record<string, string[]> {
  expect(response.statusCode).toBe(200);
  return Object.fromEntries(
    String(response.headers['content-security-policy'])
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources]),
  );
}
const get = (url: string) => t.app.inject({ url, headers: { host } });

describe('embed hosts in the Content-Security-Policy', () => {
  it("allow a booking provider's widget (and the configured stand-in) only on the page with its block", async () => {
    const book = await get('/book');
    const policy = policyOf(book);
    expect(policy['script-src']).toEqual([
      "'self'",
      STAND_IN.replace('/widgets', ''),
      'https://www.exploretock.com',
    ]);
    expect(policy['frame-src']).toEqual(["'self'", 'https://www.exploretock.com']);
    // Its script is the booking feature's only: the widget itself waits for the visitor's press.
    expect(book.body).toMatch(/<script[^>]+booking\.[\w-]+\.js/);
    expect(book.body).not.toContain('exploretock.com/tock.js');
    expect(book.body).not.toContain(`src="${STAND_IN}`);

    for (const other of ['/', '/card', '/shop']) {
      const otherPolicy = policyOf(await get(other));
      expect(otherPolicy['script-src'], other).toEqual(["'self'"]);
      expect(otherPolicy['frame-src'], other).toEqual(["'self'"]);
    }
  });

  it("allow SoundCloud's player frame only on the page with a SoundCloud audio block", async () => {
    expect(policyOf(await get('/listen'))['frame-src']).toEqual(["'self'", 'https://w.soundcloud.com']);
    expect(policyOf(await get('/book'))['frame-src']).not.toContain('https://w.soundcloud.com');
  });

  it("allow a social provider's script only where the owner chose its embed", async () => {
    const card = await get('/card');
    expect(policyOf(card)['script-src']).toEqual(["'self'"]);
    expect(card.body).not.toMatch(/social-embeds\.[\w-]+\.js/);
    const embedded = await get('/embedded');
    const policy = policyOf(embedded);
    expect(policy['script-src']).toEqual(["'self'", 'https://www.instagram.com']);
    expect(policy['frame-src']).toEqual(["'self'", 'https://www.instagram.com']);
    expect(embedded.body).toMatch(/social-embeds\.[\w-]+\.js/);
    // The provider's own script is never in the HTML: the feature adds it when consent allows.
    expect(embedded.body).not.toContain('instagram.com/embed.js');
  });
});
