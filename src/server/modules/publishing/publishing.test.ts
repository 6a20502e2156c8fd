import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createSharedState } from '../../shared-state/shared-state';
import {
  addContributor,
  block,
  ContributorRole,
  createSite,
  heading,
  layoutOf,
  OWNER_PASSWORD,
} from '../../testing/fixtures';
import { buildTestApp, hostOf, visitor, type TestApp } from '../../testing/test-app';
import { openTestDatabase } from '../../testing/test-database';

let database: Database;
let t: TestApp;
let site: Awaited<ReturnType<typeof createSite>>;
const host = hostOf('drafts');
let ownerSession: ReturnType<typeof visitor>;

beforeAll(async () => {
  database = await openTestDatabase();
  t = await buildTestApp({ database, config: { renderCache: true } });
  site = await createSite(t.services, 'drafts');
  ownerSession = visitor(t.app, host);
  await ownerSession.signIn(site.ownerEmail, OWNER_PASSWORD);
});
afterAll(async () => {
  await t.app.close();
  await database.close();
});

const guestGet = (path: string) => visitor(t.app, host).get(path);
const publish = async () => {
  const response = await ownerSession.request('POST', '/api/rest/publish');
  expect(response.statusCode).toBe(200);
  return response.json() as { contentVersion: number };
};

describe('drafts and publishing', () => {
  it('keeps layout edits in the draft until publish, then serves them from a fresh cache entry', async () => {
    expect((await guestGet('/')).body).toContain('Welcome to drafts');
    const saved = await ownerSession.request('PUT', `/api/rest/pages/${site.home.id}/layout`, {
      layout: layoutOf(heading('Draft words'), block('button', { label: 'Buy beans', href: '/shop' })),
    });
    expect(saved.statusCode).toBe(200);

    // The editor sees the draft; visitors (served from the render cache) do not.
    expect((await ownerSession.get(`/api/rest/pages/${site.home.id}`)).json()).toMatchObject({
      hasUnpublishedChanges: true,
      layout: { blocks: [{ data: { text: 'Draft words' } }, { type: 'button' }] },
    });
    expect((await guestGet('/')).body).not.toContain('Draft words');
    expect((await ownerSession.get('/api/rest/site')).json().hasUnpublishedChanges).toBe(true);

    const before = (await ownerSession.get('/api/rest/site')).json().contentVersion;
    const { contentVersion } = await publish();
    expect(contentVersion).toBe(before + 1);
    const after = await guestGet('/');
    expect(after.body).toContain('Draft words');
    expect(after.body).toContain('Buy beans');
    expect((await ownerSession.get('/api/rest/site')).json().hasUnpublishedChanges).toBe(false);
  });

  it('keeps a new page away from visitors (URL, navigation, search) until publish', async () => {
    const created = await ownerSession.request('POST', '/api/rest/pages', { title: 'Secret Menu' });
    expect(created.statusCode).toBe(201);
    const { id, urlId } = created.json().page;
    expect(urlId).toBe('secret-menu');
    await ownerSession.request('PUT', `/api/rest/pages/${id}/layout`, {
      layout: layoutOf(heading('Seasonal specials')),
    });
    expect((await guestGet('/secret-menu')).statusCode).toBe(404);
    expect((await guestGet('/')).body).not.toContain('Secret Menu');
    expect((await guestGet('/search?q=secret')).body).not.toContain('Secret Menu');
    const listed = (await ownerSession.get('/api/rest/pages')).json().pages;
    expect(listed).toContainEqual(
      expect.objectContaining({ id, published: false, hasUnpublishedChanges: true, navigation: 'main' }),
    );

    await publish();
    const page = await guestGet('/secret-menu');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Seasonal specials');
    expect((await guestGet('/')).body).toContain('Secret Menu');
  });

  it('refuses a URL another page uses, and a reserved one', async () => {
    const taken = await ownerSession.request('POST', '/api/rest/pages', { title: 'Home' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual({ urlId: 'Another page already uses this URL' });
    const reserved = await ownerSession.request('POST', '/api/rest/pages', { title: 'Config' });
    expect(reserved.json().errors).toEqual({ urlId: '“config” is reserved. Choose another URL.' });
  });

  it('renames, reorders, hides and deletes pages', async () => {
    const pages = (await ownerSession.get('/api/rest/pages')).json().pages as Array<{
      id: string;
      title: string;
    }>;
    const secret = pages.find((page) => page.title === 'Secret Menu')!;
    const renamed = await ownerSession.request('PATCH', `/api/rest/pages/${secret.id}`, {
      title: 'Winter Menu',
      urlId: 'Winter Menu',
    });
    expect(renamed.json().page).toEqual({ id: secret.id, title: 'Winter Menu', urlId: 'winter-menu' });
    expect((await guestGet('/winter-menu')).statusCode).toBe(200);

    // Winter Menu first, then hide Home from the menu.
    const reordered = await ownerSession.request('PUT', '/api/rest/navigation', {
      main: [secret.id],
      _hidden: [site.home.id],
    });
    expect(reordered.statusCode).toBe(200);
    expect(
      reordered.json().pages.map((page: { id: string; navigation: string }) => [page.id, page.navigation]),
    ).toEqual([
      [secret.id, 'main'],
      [site.home.id, '_hidden'],
    ]);
    // With Home hidden, the first page of the menu is the home page.
    const nav = (await guestGet('/')).body.match(/<nav class="site-nav"[\s\S]*?<\/nav>/)?.[0] ?? '';
    expect(nav).toContain('Winter Menu');
    expect(nav).not.toContain('>Home<');

    const stale = await ownerSession.request('PUT', '/api/rest/navigation', {
      main: [secret.id],
      _hidden: [],
    });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().errors.main).toBe('The list of pages is out of date. Reload and try again.');
    const lastOne = await ownerSession.request('DELETE', `/api/rest/pages/${secret.id}`);
    expect(lastOne.statusCode).toBe(400);
    expect(lastOne.json().errors.page).toBe('A site needs at least one page in its navigation');

    await ownerSession.request('PUT', '/api/rest/navigation', {
      main: [site.home.id, secret.id],
      _hidden: [],
    });
    expect((await ownerSession.request('DELETE', `/api/rest/pages/${secret.id}`)).statusCode).toBe(204);
    expect((await guestGet('/winter-menu')).statusCode).toBe(404);
  });

  it('applies design tokens on publish only, as CSS custom properties and self-hosted fonts', async () => {
    const draft = await ownerSession.request('PUT', '/api/rest/design', {
      themeId: 'midnight',
      palette: {
        background: '#14161c',
        surface: '#1d2029',
        text: '#eef0f5',
        muted: '#a4a9b8',
        accent: '#f0b44c',
        onAccent: '#14161c',
        border: '#2e3240',
      },
      fonts: { heading: 'playfair-display', body: 'inter' },
      animation: { style: 'rise', durationMs: 400 },
    });
    expect(draft.statusCode).toBe(200);
    expect((await guestGet('/')).body).not.toContain('--color-background:#14161c');

    // The preview shows the draft design to the editor.
    const preview = await ownerSession.get(`/config/preview/${site.home.id}`);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['cache-control']).toBe('private, no-store');
    expect(preview.body).toContain('--color-background:#14161c');

    await publish();
    const page = (await guestGet('/')).body;
    expect(page).toContain('--color-background:#14161c');
    expect(page).toContain('--font-heading:"Playfair Display"');
    expect(page).toContain('src:url(/assets/fonts/playfair-display-latin-700-normal.woff2) format("woff2")');
    expect(page).toContain('@media (prefers-reduced-motion:no-preference)');
    expect(page).not.toMatch(/fonts\.googleapis|fonts\.gstatic|use\.typekit/);
    expect((await ownerSession.get('/api/rest/design')).json()).toMatchObject({
      hasUnpublishedChanges: false,
      design: { themeId: 'midnight' },
    });
  });

  it('shows the preview to editors of this site only', async () => {
    expect((await guestGet(`/config/preview/${site.home.id}`)).statusCode).toBe(401);
    await addContributor(t.services, site.website.id, ContributorRole.viewer, 'drafts-viewer');
    const viewer = visitor(t.app, host);
    await viewer.signIn('drafts-viewer@example.com', OWNER_PASSWORD);
    expect((await viewer.get(`/config/preview/${site.home.id}`)).statusCode).toBe(403);
  });

  it('applies settings at once and validates them', async () => {
    const settings = (await ownerSession.get('/api/rest/site-settings')).json();
    const saved = await ownerSession.request('PUT', '/api/rest/site-settings', {
      ...settings,
      title: 'Drafts & Co',
      currency: 'JPY',
      announcementBar: { enabled: true, text: 'Free shipping this week', href: '' },
      escapeKeyLoginAllowed: true,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ title: 'Drafts & Co', currency: 'JPY' });
    const page = (await guestGet('/')).body;
    expect(page).toContain('Free shipping this week');
    expect(page).toContain('"currency":"JPY"');
    const bad = await ownerSession.request('PUT', '/api/rest/site-settings', {
      ...settings,
      timeZone: 'Mars/Olympus',
      locale: 'english',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      timeZone: 'Choose a time zone from the list',
      locale: 'Choose one of the listed languages',
    });
  });
});

describe('the owner runtime', () => {
  it('is added for signed-in people, escape-to-login sites and the logout page, never for plain visitors', async () => {
    const plain = await createSite(t.services, 'plain-js');
    const anonymous = await visitor(t.app, hostOf('plain-js')).get('/');
    // Site-wide features (tracking) may load for visitors; the owner runtime must not.
    expect(anonymous.body).not.toContain('/assets/runtime/owner.test.js');
    expect((await visitor(t.app, hostOf('plain-js')).get('/?logout=true')).body).toContain(
      '/assets/runtime/owner.test.js',
    );
    const owner = visitor(t.app, hostOf('plain-js'));
    await owner.signIn(plain.ownerEmail, OWNER_PASSWORD);
    expect((await owner.get('/')).body).toContain('/assets/runtime/owner.test.js');
    // The drafts site allows escape-to-login (set above): every visitor gets the runtime.
    expect((await guestGet('/')).body).toContain('/assets/runtime/owner.test.js');
  });
});

// The sign-in limits per account: src/server/security/sign-in-limits.test.ts.

describe.runIf(process.env.TEST_REDIS_URL)('publishing across processes', () => {
  it('a publish on one process shows on another at once', async () => {
    const keyPrefix = `test:${Date.now()}:publish:`;
    const [one, two] = await Promise.all(
      [0, 1].map(async () =>
        buildTestApp({
          database,
          config: { renderCache: true },
          sharedState: await createSharedState({ redisUrl: process.env.TEST_REDIS_URL!, keyPrefix }),
        }),
      ),
    );
    try {
      const shared = await createSite(one!.services, 'fanout-publish');
      const viaTwo = () => visitor(two!.app, hostOf('fanout-publish')).get('/');
      expect((await viaTwo()).body).toContain('Welcome to fanout-publish');
      const owner = visitor(one!.app, hostOf('fanout-publish'));
      await owner.signIn(shared.ownerEmail, OWNER_PASSWORD);
      await owner.request('PUT', `/api/rest/pages/${shared.home.id}/layout`, {
        layout: layoutOf(heading('Published everywhere')),
      });
      await owner.request('POST', '/api/rest/publish');
      let body = '';
      for (let attempt = 0; attempt < 50 && !body.includes('Published everywhere'); attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        body = (await viaTwo()).body;
      }
      expect(body).toContain('Published everywhere');
    } finally {
      await Promise.all(
        [one, two].map(async (instance) => {
          await instance!.app.close();
          await instance!.sharedState.close();
        }),
      );
    }
  });
});
