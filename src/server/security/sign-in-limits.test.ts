import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCatalogue } from '../../shared/errors';
import type { Database } from '../db/client';
import { LOCK_SCREEN_WRONG_PASSWORD } from '../render/site-routes';
import { createSharedState } from '../shared-state/shared-state';
import { createSite, heading, layoutOf, OWNER_PASSWORD } from '../testing/fixtures';
import { buildTestApp, hostOf, visitor, type TestApp } from '../testing/test-app';
import { openTestDatabase } from '../testing/test-database';

/**
 * Issue 10 item 2: the sign-in limiter counts a try before checking its password, per address
 * and account (5 per 15 minutes) and per account (20 per hour, a growing pause after 5), with
 * browsers that signed in before exempt from the per-account lock; page passwords likewise.
 */
let database: Database;
let t: TestApp;
let now = Date.now();
const clock = () => new Date(now);

beforeAll(async () => {
  database = await openTestDatabase();
  t = await buildTestApp({ database, clock });
});
afterAll(async () => {
  await t.app.close();
  await database.close();
});

const form = { 'content-type': 'application/x-www-form-urlencoded' };

/** One sign-in try as a fresh browser from `address` (forwarded by the trusted local proxy). */
function tryPassword(app: TestApp['app'], host: string, email: string, password: string, address: string) {
  return visitor(app, host).request(
    'POST',
    '/api/auth/Login',
    { email, password },
    {
      headers: { 'x-forwarded-for': address },
    },
  );
}

describe('owners sign-in', () => {
  it('refuses a sixth wrong try from one address for one account, even with the right password', async () => {
    const { ownerEmail } = await createSite(t.services, 'per-address');
    const host = hostOf('per-address');
    const statuses: number[] = [];
    for (let n = 0; n < 5; n++)
      statuses.push((await tryPassword(t.app, host, ownerEmail, 'wrong-wrong', '198.51.100.1')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    const refused = await tryPassword(t.app, host, ownerEmail, OWNER_PASSWORD, '198.51.100.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'signInLocked',
      error: errorCatalogue.signInLocked.message,
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('pauses after 5 wrong tries per account from any address and locks after 20 an hour', async () => {
    const { ownerEmail } = await createSite(t.services, 'per-account');
    const host = hostOf('per-account');
    const statuses: number[] = [];
    for (let n = 1; n <= 6; n++)
      statuses.push((await tryPassword(t.app, host, ownerEmail, 'wrong-wrong', `203.0.113.${n}`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401]);
    // The sixth set a pause: the seventh, from yet another address, is refused unevaluated.
    const paused = await tryPassword(t.app, host, ownerEmail, OWNER_PASSWORD, '203.0.113.7');
    expect(paused.statusCode).toBe(429);
    expect(paused.headers['retry-after']).toBe('1');
    // Each pause doubles (at most a minute); waiting them out allows one try each, 20 in the hour.
    const start = now;
    const pauses: number[] = [1];
    let evaluated = 6;
    now += 1000;
    for (let n = 8; n < 200 && now - start < 55 * 60_000; n++) {
      const response = await tryPassword(t.app, host, ownerEmail, 'wrong-wrong', `203.0.113.${n}`);
      if (response.statusCode === 401) evaluated++;
      else {
        expect(response.statusCode).toBe(429);
        pauses.push(Number(response.headers['retry-after']));
        now += Number(response.headers['retry-after']) * 1000;
      }
    }
    expect(evaluated).toBe(20);
    expect(pauses.slice(0, 7)).toEqual([1, 2, 4, 8, 16, 32, 60]);
    // Once 20 are spent, the account rests until its hour is over.
    expect(pauses.at(-1)).toBeGreaterThan(60);
  });

  it('lets a browser that signed in before past the per-account lock, not past its per-address one', async () => {
    const { ownerEmail } = await createSite(t.services, 'known-device');
    const host = hostOf('known-device');
    const owner = visitor(t.app, host);
    await owner.request(
      'POST',
      '/api/auth/Login',
      { email: ownerEmail, password: OWNER_PASSWORD },
      {
        headers: { 'x-forwarded-for': '192.0.2.10' },
      },
    );
    expect(owner.jar.ss_device).toMatch(/\./);
    await owner.request('POST', '/api/auth/Logout');

    // An attacker guesses from many addresses until the account is paused.
    for (let n = 1; n <= 7; n++) await tryPassword(t.app, host, ownerEmail, 'wrong-wrong', `198.18.0.${n}`);
    expect((await tryPassword(t.app, host, ownerEmail, OWNER_PASSWORD, '198.18.1.1')).statusCode).toBe(429);

    // The owner's browser still signs in; the same password from a browser without the cookie does not.
    const again = await owner.request(
      'POST',
      '/api/auth/Login',
      { email: ownerEmail, password: OWNER_PASSWORD },
      {
        headers: { 'x-forwarded-for': '192.0.2.10' },
      },
    );
    expect(again.statusCode).toBe(200);
    await owner.request('POST', '/api/auth/Logout');

    // A forged or foreign device cookie counts for nothing.
    for (let n = 1; n <= 7; n++) await tryPassword(t.app, host, ownerEmail, 'wrong-wrong', `198.18.2.${n}`);
    const forged = await visitor(t.app, host).request(
      'POST',
      '/api/auth/Login',
      { email: ownerEmail, password: OWNER_PASSWORD },
      { headers: { 'x-forwarded-for': '192.0.2.11', cookie: `ss_device=${owner.jar.ss_device}x` } },
    );
    expect(forged.statusCode).toBe(429);

    // The cookie does not lift the per-address limit: 5 wrong tries from the owner's browser lock it too.
    const typos: number[] = [];
    for (let n = 0; n < 6; n++)
      typos.push(
        (
          await owner.request(
            'POST',
            '/api/auth/Login',
            { email: ownerEmail, password: 'typo-typo' },
            {
              headers: { 'x-forwarded-for': '192.0.2.12' },
            },
          )
        ).statusCode,
      );
    expect(typos).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('the no-JavaScript sign-in form is limited the same way and says so', async () => {
    const { ownerEmail } = await createSite(t.services, 'form-limit');
    const guest = visitor(t.app, hostOf('form-limit'));
    await guest.get('/config/');
    const post = (password: string) =>
      guest.request(
        'POST',
        '/config/sign-in',
        `email=${encodeURIComponent(ownerEmail)}&password=${password}&crumb=${guest.jar.crumb}`,
        { crumb: false, headers: { ...form, 'x-forwarded-for': '198.51.100.77' } },
      );
    for (let n = 0; n < 5; n++) expect((await post('wrong-wrong')).statusCode).toBe(401);
    const locked = await post(OWNER_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
    expect(locked.body).toContain(errorCatalogue.signInLocked.message);
  });
});

describe('page passwords', () => {
  it('refuses a sixth wrong password from one address and pauses guessing from many', async () => {
    const { website } = await createSite(t.services, 'locked-page');
    await t.services.content.createCollection({
      websiteId: website.id,
      type: 'page',
      title: 'Secret',
      urlId: 'secret',
      navigation: 'main',
      password: 'open-sesame-1',
      layout: layoutOf(heading('Behind the lock')),
    });
    const host = hostOf('locked-page');
    const guess = (password: string, address: string) =>
      visitor(t.app, host).request('POST', '/secret', `password=${password}`, {
        headers: { ...form, 'x-forwarded-for': address },
      });
    for (let n = 0; n < 5; n++)
      expect((await guess('guess', '198.51.100.20')).body).toContain(LOCK_SCREEN_WRONG_PASSWORD);
    const locked = await guess('open-sesame-1', '198.51.100.20');
    expect(locked.statusCode).toBe(429);
    expect(locked.body).toContain(errorCatalogue.pagePasswordLocked.message);
    expect(locked.headers['retry-after']).toBeDefined();

    // 30 addresses no longer mean 30 guesses: one more, then a pause for everyone.
    const statuses: number[] = [];
    for (let n = 1; n <= 30; n++) statuses.push((await guess('guess', `198.51.101.${n}`)).statusCode);
    expect(statuses.filter((status) => status !== 429)).toHaveLength(1);
    // …and the right password, once the pause is over, opens the page.
    now += 5_000;
    const right = await guess('open-sesame-1', '198.51.102.1');
    expect(right.statusCode).toBe(303);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL)(
  'parallel guesses on PostgreSQL with two processes sharing Redis',
  () => {
    it('evaluates at most the allowed tries of 200 parallel guesses', async () => {
      const postgres = await openTestDatabase('postgres');
      const keyPrefix = `test:${Date.now()}:sign-in-race:`;
      const [one, two] = await Promise.all(
        [0, 1].map(async () =>
          buildTestApp({
            database: postgres,
            // A still clock: pauses never run out during the test, however slow the machine.
            clock: () => new Date(Date.UTC(2026, 0, 1)),
            sharedState: await createSharedState({ redisUrl: process.env.TEST_REDIS_URL!, keyPrefix }),
          }),
        ),
      );
      try {
        const { ownerEmail } = await createSite(one!.services, 'race');
        const host = hostOf('race');
        const guesses = (address: (n: number) => string) =>
          Promise.all(
            Array.from({ length: 200 }, (_, n) =>
              tryPassword(
                n % 2 === 0 ? one!.app : two!.app,
                host,
                ownerEmail,
                n === 199 ? OWNER_PASSWORD : `wrong-${n}`,
                address(n),
              ),
            ),
          );
        // From 200 addresses: only the per-account limit stands in the way.
        const spread = (await guesses((n) => `10.20.${Math.floor(n / 250)}.${(n % 250) + 1}`)).map(
          (r) => r.statusCode,
        );
        const evaluated = spread.filter((status) => status === 401 || status === 200);
        expect(evaluated.length).toBeLessThanOrEqual(6);
        expect(spread.filter((status) => status === 429).length).toBeGreaterThanOrEqual(194);
        // From one address, against a fresh account: at most 5.
        const { ownerEmail: otherEmail } = await createSite(one!.services, 'race-one-address');
        const fromOne = await Promise.all(
          Array.from({ length: 200 }, (_, n) =>
            tryPassword(
              n % 2 === 0 ? one!.app : two!.app,
              hostOf('race-one-address'),
              otherEmail,
              `wrong-${n}`,
              '10.30.0.1',
            ),
          ),
        );
        expect(fromOne.filter((response) => response.statusCode === 401).length).toBeLessThanOrEqual(5);
      } finally {
        await Promise.all(
          [one, two].map(async (instance) => {
            await instance!.app.close();
            await instance!.sharedState.close();
          }),
        );
        await postgres.close();
      }
    }, 120_000);
  },
);
