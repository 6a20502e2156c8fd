import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createSite, OWNER_PASSWORD } from '../../testing/fixtures';
import { buildTestApp, hostOf, visitor, type TestApp } from '../../testing/test-app';
import { openTestDatabase } from '../../testing/test-database';

/**
 * The site's favicon and social sharing image (issue 14, owner side): set in Settings through the
 * image picker or a typed address, kept with the site's settings, and drawn in every page's head;
 * the sharing image as an absolute address (og:image must be one).
 */
let database: Database;
let t: TestApp;
let site: Awaited<ReturnType<typeof createSite>>;
const host = hostOf('heads');
const FAVICON = '/media/0123456789abcdef01234567/icon.png';
const SOCIAL = '/media/89abcdef0123456701234567/share%20card.jpg';

beforeAll(async () => {
  database = await openTestDatabase();
  t = await buildTestApp({ database });
  site = await createSite(t.services, 'heads');
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

describe('favicon and social sharing image', () => {
  it('are saved with the settings and drawn in the page head', async () => {
    const session = await owner();
    const settings = (await session.get('/api/rest/site-settings')).json();
    expect(settings).toMatchObject({ faviconUrl: '', socialImageUrl: '' });
    const saved = await session.request('PUT', '/api/rest/site-settings', {
      ...settings,
      faviconUrl: FAVICON,
      socialImageUrl: SOCIAL,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ faviconUrl: FAVICON, socialImageUrl: SOCIAL });

    const html = (await visitor(t.app, host).get('/')).body;
    expect(html).toContain(`<link rel="icon" href="${FAVICON}"/>`);
    expect(html).toMatch(
      new RegExp(`<meta property="og:image" content="https?://heads[^"]*${SOCIAL.replace(/[.]/g, '\\.')}"/>`),
    );

    // A client that does not know the fields leaves them as they are; '' removes them.
    const { faviconUrl: _favicon, socialImageUrl: _social, ...older } = saved.json();
    void _favicon;
    void _social;
    await session.request('PUT', '/api/rest/site-settings', { ...older, title: 'Heads' });
    expect((await session.get('/api/rest/site-settings')).json()).toMatchObject({ faviconUrl: FAVICON });
    await session.request('PUT', '/api/rest/site-settings', { ...older, faviconUrl: '', socialImageUrl: '' });
    const plain = (await visitor(t.app, host).get('/')).body;
    expect(plain).not.toContain('rel="icon"');
    expect(plain).not.toContain('og:image');
  });

  it('refuses SVG data images and script addresses', async () => {
    const session = await owner();
    const settings = (await session.get('/api/rest/site-settings')).json();
    for (const change of [
      { faviconUrl: 'data:image/svg+xml,<svg onload=alert(1)>' },
      { socialImageUrl: 'javascript:alert(1)' },
    ]) {
      const response = await session.request('PUT', '/api/rest/site-settings', { ...settings, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(Object.keys(response.json().errors ?? {})).toEqual(Object.keys(change));
    }
  });
});
