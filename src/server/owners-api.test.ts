import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './db/client';
import {
  addContributor,
  ContributorRole,
  createSite,
  heading,
  layoutOf,
  OWNER_PASSWORD,
} from './testing/fixtures';
import { buildTestApp, hostOf, visitor, type TestApp } from './testing/test-app';
import { openTestDatabase } from './testing/test-database';

/**
 * Every owners' endpoint, under the same guard: signed out → 401, a contributor whose role may
 * not edit → 403, another site's owner → 404 (never data), bad input → 400 with field messages.
 */
let database: Database;
let t: TestApp;
let site: Awaited<ReturnType<typeof createSite>>;
let other: Awaited<ReturnType<typeof createSite>>;
let blogId = '';
let itemId = '';
const host = hostOf('guarded');

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface Endpoint {
  method: Method;
  /** The route, for the test name. */
  path: string;
  url: () => string;
  valid?: () => unknown;
  /** A body the schema refuses, and a field whose message must come back. */
  invalid?: { body: unknown; field: string; message?: string };
}

const validSettings = {
  title: 'Guarded',
  logoUrl: '',
  locale: 'en-US',
  currency: 'EUR',
  timeZone: 'Europe/Berlin',
  measurementStandard: 2,
  escapeKeyLoginAllowed: false,
  announcementBar: { enabled: true, text: 'Hello', href: '' },
  header: { showTitle: true, alignment: 'left' },
  footer: { smallPrint: '© Guarded' },
};

const endpoints: Endpoint[] = [
  { path: '/api/rest/site', method: 'GET', url: () => '/api/rest/site' },
  { path: '/api/rest/pages', method: 'GET', url: () => '/api/rest/pages' },
  {
    path: '/api/rest/pages',
    method: 'POST',
    url: () => '/api/rest/pages',
    valid: () => ({ title: 'Guarded new' }),
    invalid: { body: { title: '' }, field: 'title', message: 'Enter a page title' },
  },
  { path: '/api/rest/pages/:pageId', method: 'GET', url: () => `/api/rest/pages/${site.home.id}` },
  {
    path: '/api/rest/pages/:pageId',
    method: 'PATCH',
    url: () => `/api/rest/pages/${site.home.id}`,
    valid: () => ({ title: 'Home' }),
    invalid: {
      body: { title: 'x'.repeat(201) },
      field: 'title',
      message: 'Page titles must be 200 characters or fewer',
    },
  },
  {
    path: '/api/rest/pages/:pageId/layout',
    method: 'PUT',
    url: () => `/api/rest/pages/${site.home.id}/layout`,
    valid: () => ({ layout: layoutOf(heading('Hi')) }),
    invalid: {
      body: { layout: { blocks: [{ id: 'a'.repeat(24), type: 'heading', data: { text: '' } }] } },
      field: 'layout.blocks.0.data.text',
      message: 'Enter the heading text',
    },
  },
  {
    path: '/api/rest/navigation',
    method: 'PUT',
    url: () => '/api/rest/navigation',
    valid: () => ({ main: [site.home.id], _hidden: [] }),
    invalid: { body: { main: ['nope'], _hidden: [] }, field: 'main.0', message: 'Unknown page' },
  },
  { path: '/api/rest/design', method: 'GET', url: () => '/api/rest/design' },
  {
    path: '/api/rest/design',
    method: 'PUT',
    url: () => '/api/rest/design',
    valid: () => ({ themeId: 'ocean' }),
    invalid: {
      body: { palette: { background: 'red' } },
      field: 'palette.background',
      message: 'Use a colour like #1d1b18',
    },
  },
  { path: '/api/rest/site-settings', method: 'GET', url: () => '/api/rest/site-settings' },
  { path: '/api/commerce/subscriptions', method: 'GET', url: () => '/api/commerce/subscriptions' },
  {
    path: '/api/commerce/subscriptions.csv',
    method: 'GET',
    url: () => '/api/commerce/subscriptions.csv?status=active',
  },
  {
    path: '/api/rest/site-settings',
    method: 'PUT',
    url: () => '/api/rest/site-settings',
    valid: () => validSettings,
    invalid: {
      body: { ...validSettings, currency: 'XXX' },
      field: 'currency',
      message: 'Choose one of the supported currencies',
    },
  },
  { path: '/api/rest/blogs/:collectionId', method: 'GET', url: () => `/api/rest/blogs/${blogId}` },
  {
    path: '/api/rest/blogs/:collectionId/taxonomy',
    method: 'GET',
    url: () => `/api/rest/blogs/${blogId}/taxonomy`,
  },
  {
    path: '/api/rest/blogs/:collectionId/taxonomy',
    method: 'POST',
    url: () => `/api/rest/blogs/${blogId}/taxonomy`,
    valid: () => ({ tagType: 'tag', action: 'delete', name: 'unused' }),
    invalid: {
      body: { tagType: 'tag', action: 'rename', name: 'a', newName: 'x'.repeat(51) },
      field: 'newName',
      message: 'Tags must be 50 characters or fewer',
    },
  },
  {
    path: '/api/rest/blogs/:collectionId/items',
    method: 'POST',
    url: () => `/api/rest/blogs/${blogId}/items`,
    valid: () => ({ title: 'Guarded post', status: 4 }),
    invalid: {
      body: { title: 'Post', status: 1, tags: ['x'.repeat(51)] },
      field: 'tags.0',
      message: 'Tags must be 50 characters or fewer',
    },
  },
  { path: '/api/rest/items/:itemId', method: 'GET', url: () => `/api/rest/items/${itemId}` },
  {
    path: '/api/rest/items/:itemId',
    method: 'PUT',
    url: () => `/api/rest/items/${itemId}`,
    valid: () => ({ title: 'Post', status: 4 }),
    invalid: {
      body: { title: 'Post', status: 1, categories: ['c'.repeat(26)] },
      field: 'categories.0',
      message: 'Categories must be 25 characters or fewer',
    },
  },
  { path: '/api/rest/items/:itemId', method: 'DELETE', url: () => `/api/rest/items/${'e'.repeat(24)}` },
  { path: '/api/rest/publish', method: 'POST', url: () => '/api/rest/publish', valid: () => ({}) },
  { path: '/api/rest/pages/:pageId', method: 'DELETE', url: () => `/api/rest/pages/${'f'.repeat(24)}` },
];

/** Signed in once each (sign-in is rate limited per address); the sessions are reused. */
const sessions = new Map<string, ReturnType<typeof visitor>>();
async function signedIn(email: string) {
  let session = sessions.get(email);
  if (!session) {
    session = visitor(t.app, host);
    await session.signIn(email, OWNER_PASSWORD);
    sessions.set(email, session);
  }
  return session;
}

const call = (session: ReturnType<typeof visitor>, endpoint: Endpoint, body?: unknown) =>
  session.request(
    endpoint.method,
    endpoint.url(),
    endpoint.method === 'GET' || endpoint.method === 'DELETE' ? undefined : (body ?? {}),
  );

beforeAll(async () => {
  database = await openTestDatabase();
  t = await buildTestApp({ database });
  site = await createSite(t.services, 'guarded');
  other = await createSite(t.services, 'elsewhere');
  await addContributor(t.services, site.website.id, ContributorRole.viewer, 'guarded-viewer');
  const blog = await t.services.content.createCollection({
    websiteId: site.website.id,
    type: 'blog',
    title: 'News',
    navigation: 'main',
  });
  blogId = blog.id;
  itemId = (
    await t.services.content.createItem({
      websiteId: site.website.id,
      collectionId: blog.id,
      title: 'First',
      body: layoutOf(heading('First')),
      status: 1,
    })
  ).id;
});
afterAll(async () => {
  await t.app.close();
  await database.close();
});

describe.each(endpoints.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
  '%s',
  (_name, endpoint) => {
    it('asks signed-out callers to sign in (401)', async () => {
      const guest = visitor(t.app, host);
      await guest.get('/api/auth/me');
      expect((await call(guest, endpoint, endpoint.valid?.())).statusCode).toBe(401);
    });

    it('refuses a contributor whose role may not edit (403)', async () => {
      const viewer = await signedIn('guarded-viewer@example.com');
      const response = await call(viewer, endpoint, endpoint.valid?.());
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'forbidden' });
    });

    it('shows another site’s owner nothing (404)', async () => {
      const stranger = await signedIn(other.ownerEmail);
      const response = await call(stranger, endpoint, endpoint.valid?.());
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('Welcome to guarded');
    });

    it.runIf(endpoint.invalid)('answers bad input with 400 and field messages', async () => {
      const owner = await signedIn(site.ownerEmail);
      const response = await call(owner, endpoint, endpoint.invalid!.body);
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.code).toBe('validation');
      expect(body.errors[endpoint.invalid!.field]).toBe(endpoint.invalid!.message);
    });

    it.runIf(endpoint.method !== 'GET')('requires the crumb', async () => {
      const owner = await signedIn(site.ownerEmail);
      const response = await owner.request(endpoint.method, endpoint.url(), {}, { crumb: false });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'crumbFail' });
    });
  },
);
