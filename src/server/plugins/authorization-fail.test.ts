import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { createSite, OWNER_PASSWORD } from '../testing/fixtures';
import { buildTestApp, hostOf, visitor, type TestApp } from '../testing/test-app';
import { openTestDatabase } from '../testing/test-database';

/**
 * Which answers carry `authorizationFail` (visitor-runtime §8): a call that needs an account and
 * arrives with a session cookie the server no longer accepts (the session ended mid-page). No
 * session at all is `loginRequired`, as before.
 */
let database: Database;
let t: TestApp;
let site: Awaited<ReturnType<typeof createSite>>;
const host = hostOf('session-ends');

beforeAll(async () => {
  database = await openTestDatabase();
  t = await buildTestApp({ database });
  site = await createSite(t.services, 'session-ends');
});
afterAll(async () => {
  await t.app.close();
  await database.close();
});

/** A signed-in page whose session is then ended from elsewhere (another tab signed out). */
async function pageWithEndedSession() {
  const page = visitor(t.app, host);
  await page.signIn(site.ownerEmail, OWNER_PASSWORD);
  const elsewhere = visitor(t.app, host);
  Object.assign(elsewhere.jar, page.jar);
  expect((await elsewhere.request('POST', '/api/auth/Logout')).statusCode).toBe(204);
  return page;
}

describe('authorizationFail', () => {
  it('answers a call needing an account with a session that ended', async () => {
    const page = await pageWithEndedSession();
    const response = await page.get('/api/rest/site-settings');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'authorizationFail', authorizationFail: true });
    expect(response.json().loginRequired).toBeUndefined();
  });

  it('answers the logout of a page whose session ended, and still clears the cookie', async () => {
    const page = await pageWithEndedSession();
    const response = await page.request('POST', '/api/auth/Logout');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'authorizationFail', authorizationFail: true });
    expect(page.jar.sid).toBeUndefined();
    // The cookie is gone: the next logout is the plain one again.
    expect((await page.request('POST', '/api/auth/Logout')).statusCode).toBe(204);
  });

  it('keeps loginRequired for calls without any session, and lets live sessions through', async () => {
    const anonymous = visitor(t.app, host);
    await anonymous.get('/');
    const response = await anonymous.get('/api/rest/site-settings');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'loginRequired', loginRequired: true });
    expect(response.json().authorizationFail).toBeUndefined();
    const owner = visitor(t.app, host);
    await owner.signIn(site.ownerEmail, OWNER_PASSWORD);
    expect((await owner.get('/api/rest/site-settings')).statusCode).toBe(200);
  });
});
