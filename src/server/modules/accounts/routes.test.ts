import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCatalogue } from '../../../shared/errors';
import type { Database } from '../../db/client';
import { createSite, OWNER_PASSWORD } from '../../testing/fixtures';
import { buildTestApp, hostOf, visitor, type TestApp } from '../../testing/test-app';
import { openTestDatabase } from '../../testing/test-database';
import { createSharedState } from '../../shared-state/shared-state';

let database: Database;
let t: TestApp;
let ownerEmail: string;
const host = hostOf('shop');

beforeAll(async () => {
  database = await openTestDatabase();
  t = await buildTestApp({ database });
  ({ ownerEmail } = await createSite(t.services, 'shop'));
});
afterAll(async () => {
  await t.app.close();
  await database.close();
});

describe('crumb', () => {
  it('issues a readable crumb cookie on first contact, but never with a page a shared cache may keep', async () => {
    const shared = await t.app.inject({ method: 'GET', url: '/', headers: { host } });
    expect(shared.headers['cache-control']).toContain('public');
    expect(shared.cookies.find((cookie) => cookie.name === 'crumb')).toBeUndefined();
    const response = await t.app.inject({ method: 'GET', url: '/cart', headers: { host } });
    expect(response.headers['cache-control']).toContain('private');
    const crumb = response.cookies.find((cookie) => cookie.name === 'crumb');
    expect(crumb?.value).toMatch(/^[\w-]{40,}$/);
    expect(crumb?.httpOnly).toBeFalsy();
    expect(crumb?.sameSite).toBe('Lax');
  });

  it('refuses a state-changing call without the crumb and hands out a fresh one', async () => {
    const guest = visitor(t.app, host);
    await guest.get('/');
    const refused = await guest.request('POST', '/api/auth/Logout', undefined, { crumb: false });
    expect(refused.statusCode).toBe(403);
    const body = refused.json();
    expect(body).toMatchObject({ code: 'crumbFail', crumbFail: true });
    expect(guest.jar.crumb).toBe(body.crumb);
    // The retry the runtime makes, with the fresh crumb as query parameter, goes through.
    const retried = await guest.request('POST', `/api/auth/Logout?crumb=${body.crumb}`, undefined, {
      crumb: false,
    });
    expect(retried.statusCode).toBe(204);
  });

  it('refuses a crumb that does not match the cookie', async () => {
    const guest = visitor(t.app, host);
    await guest.get('/');
    const forged = await guest.request('POST', '/api/auth/Logout', undefined, {
      crumb: false,
      headers: { 'x-csrf-token': 'x'.repeat(43) },
    });
    expect(forged.statusCode).toBe(403);
  });
});

describe('sign in and out', () => {
  it('answers bad input with field messages', async () => {
    const response = await visitor(t.app, host).request('POST', '/api/auth/Login', {
      email: 'not-an-email',
      password: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation',
      errors: { email: 'Enter a valid e-mail address', password: 'Enter your password' },
    });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await visitor(t.app, host).request('POST', '/api/auth/Login', '{"email":', {
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('malformedJson');
  });

  it('does not say which of e-mail or password was wrong', async () => {
    const wrongPassword = await visitor(t.app, host).request('POST', '/api/auth/Login', {
      email: ownerEmail,
      password: 'nope-nope',
    });
    const unknownEmail = await visitor(t.app, host).request('POST', '/api/auth/Login', {
      email: 'nobody@example.com',
      password: 'nope-nope',
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json().error).toBe(errorCatalogue.invalidCredentials.message);
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
  });

  it('starts a server-side session with HttpOnly cookies and ends it on logout', async () => {
    const owner = visitor(t.app, host);
    const signedIn = await owner.signIn(ownerEmail.toUpperCase(), OWNER_PASSWORD);
    const sid = signedIn.cookies.find((cookie) => cookie.name === 'sid');
    expect(sid?.httpOnly).toBe(true);
    expect(sid?.sameSite).toBe('Lax');
    expect(owner.jar.ss_lastid).toBe(signedIn.json().account.id);
    const token = owner.jar.sid as string;

    expect((await owner.get('/api/auth/me')).json().account.email).toBe(ownerEmail);
    const loggedOut = await owner.request('POST', '/api/auth/Logout');
    expect(loggedOut.statusCode).toBe(204);
    expect(owner.jar.sid).toBeUndefined();
    expect(owner.jar.ss_lastid).toBeUndefined();
    // The old token is dead on the server, not just forgotten by the browser.
    const replay = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { host, cookie: `sid=${token}` },
    });
    expect(replay.json().account).toBeNull();
  });

  it('limits sign-in attempts per address', async () => {
    const fresh = await buildTestApp({ database });
    try {
      const guest = visitor(fresh.app, host);
      const statuses: number[] = [];
      // Other accounts each time: the route's limit per address, not the sign-in limiter's per account.
      for (let attempt = 0; attempt < 12; attempt++)
        statuses.push(
          (
            await guest.request('POST', '/api/auth/Login', {
              email: `someone-${attempt}@example.com`,
              password: 'wrong-wrong',
            })
          ).statusCode,
        );
      expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
      expect(statuses.slice(10)).toEqual([429, 429]);
      const limited = await guest.request('POST', '/api/auth/Login', {
        email: ownerEmail,
        password: OWNER_PASSWORD,
      });
      expect(limited.json()).toMatchObject({ code: 'rateLimited' });
    } finally {
      await fresh.app.close();
    }
  });

  it('takes its per-address limit from SIGN_IN_RATE_LIMIT_PER_MINUTE', async () => {
    const relaxed = await buildTestApp({ database, config: { signInRateLimitPerMinute: 3 } });
    try {
      const guest = visitor(relaxed.app, host);
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 4; attempt++)
        statuses.push(
          (
            await guest.request('POST', '/api/auth/Login', {
              email: `limit-${attempt}@example.com`,
              password: 'wrong-wrong',
            })
          ).statusCode,
        );
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await relaxed.app.close();
    }
  });

  it('counts X-Forwarded-For only from a trusted proxy (loopback by default)', async () => {
    const fresh = await buildTestApp({ database });
    try {
      const attempt = (remoteAddress: string, n: number) =>
        fresh.app.inject({
          method: 'POST',
          url: '/api/auth/Login',
          remoteAddress,
          headers: {
            host,
            cookie: 'crumb=cccccccccccccccccccccccc',
            'x-csrf-token': 'cccccccccccccccccccccccc',
            'x-forwarded-for': `198.51.100.${n}`,
          },
          payload: { email: `nobody-${n}@example.com`, password: 'wrong-wrong' },
        });
      const direct: number[] = [];
      // A client on the internet cannot pick a new address per attempt to dodge the limit.
      for (let n = 1; n <= 12; n++) direct.push((await attempt('203.0.113.7', n)).statusCode);
      expect(direct.slice(10)).toEqual([429, 429]);
      // Behind a proxy on this machine, each forwarded client has its own allowance.
      const proxied: number[] = [];
      for (let n = 1; n <= 12; n++) proxied.push((await attempt('127.0.0.1', n)).statusCode);
      expect(proxied.every((status) => status === 401)).toBe(true);
    } finally {
      await fresh.app.close();
    }
  });

  it.runIf(process.env.TEST_REDIS_URL)(
    'holds the limit across two server processes sharing Redis',
    async () => {
      const keyPrefix = `test:${Date.now()}:`;
      const [one, two] = await Promise.all(
        [0, 1].map(async () =>
          buildTestApp({
            database,
            sharedState: await createSharedState({ redisUrl: process.env.TEST_REDIS_URL!, keyPrefix }),
          }),
        ),
      );
      try {
        // The sign-in limiter's count per address and account is shared: 5 wrong tries, then refused.
        const statuses: number[] = [];
        for (let attempt = 0; attempt < 7; attempt++) {
          const app = attempt % 2 === 0 ? one!.app : two!.app;
          statuses.push(
            (
              await visitor(app, host).request('POST', '/api/auth/Login', {
                email: ownerEmail,
                password: 'wrong-wrong',
              })
            ).statusCode,
          );
        }
        expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
      } finally {
        await Promise.all(
          [one, two].map(async (instance) => {
            await instance!.app.close();
            await instance!.sharedState.close();
          }),
        );
      }
    },
  );
});
