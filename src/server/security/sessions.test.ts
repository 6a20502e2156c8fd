import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError, errorCatalogue } from '../../shared/errors';
import type { Database } from '../db/client';
import { createPasswordHasher, PASSWORD_COSTS } from '../modules/accounts/passwords';
import { createAccountService, SESSION_IDLE_MS } from '../modules/accounts/service';
import {
  handoffTokens,
  passwordResetTokens,
  sessions as sessionsTable,
  signUpConfirmationTokens,
} from '../modules/accounts/tables';
import { hashToken } from '../modules/accounts/tokens';
import { createContentService } from '../modules/content/service';
import { collections } from '../modules/content/tables';
import { LOCK_SCREEN_WRONG_PASSWORD } from '../render/site-routes';
import { createSite, heading, layoutOf, OWNER_PASSWORD } from '../testing/fixtures';
import { buildTestApp, cookiesOf, hostOf, TEST_APP_DOMAIN, visitor, type TestApp } from '../testing/test-app';
import { openTestDatabase } from '../testing/test-database';

/** Issue 10 item 7: sessions bound to their host, idle timeout, ss_lastid, password hashing. */
let database: Database;
let t: TestApp;
let now = Date.now();

beforeAll(async () => {
  database = await openTestDatabase();
  t = await buildTestApp({ database, clock: () => new Date(now) });
});
afterAll(async () => {
  await t.app.close();
  await database.close();
});

const me = (host: string, sid: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { host, cookie: `sid=${sid}` } });

describe('sessions', () => {
  it('answer only on the host they were issued for', async () => {
    const alpha = await createSite(t.services, 'bound-alpha');
    await createSite(t.services, 'bound-beta');
    const owner = visitor(t.app, hostOf('bound-alpha'));
    await owner.signIn(alpha.ownerEmail, OWNER_PASSWORD);
    const sid = owner.jar.sid!;
    expect((await me(hostOf('bound-alpha'), sid)).json().account.email).toBe(alpha.ownerEmail);
    // Another site, and the platform entry, do not know this session.
    expect((await me(hostOf('bound-beta'), sid)).json().account).toBeNull();
    expect((await me(TEST_APP_DOMAIN, sid)).json().account).toBeNull();
    const sites = await t.app.inject({
      method: 'GET',
      url: '/api/platform/sites',
      headers: { host: TEST_APP_DOMAIN, cookie: `sid=${sid}` },
    });
    expect(sites.statusCode).toBe(401);

    // Nor does a site know a session of the platform entry.
    const platform = visitor(t.app, TEST_APP_DOMAIN);
    await platform.signIn(alpha.ownerEmail, OWNER_PASSWORD);
    expect((await me(TEST_APP_DOMAIN, platform.jar.sid!)).json().account.email).toBe(alpha.ownerEmail);
    expect((await me(hostOf('bound-alpha'), platform.jar.sid!)).json().account).toBeNull();
  });

  it('end after 12 hours without a request, and live on while used', async () => {
    const site = await createSite(t.services, 'idle');
    const owner = visitor(t.app, hostOf('idle'));
    await owner.signIn(site.ownerEmail, OWNER_PASSWORD);
    const sid = owner.jar.sid!;
    now += SESSION_IDLE_MS - 60_000;
    expect((await me(hostOf('idle'), sid)).json().account).not.toBeNull();
    now += SESSION_IDLE_MS - 60_000;
    expect((await me(hostOf('idle'), sid)).json().account).not.toBeNull();
    now += SESSION_IDLE_MS + 60_000;
    expect((await me(hostOf('idle'), sid)).json().account).toBeNull();
  });

  it('that expired or went idle are deleted by the hourly clean-up job, live ones kept', async () => {
    const site = await createSite(t.services, 'purge');
    const { accounts } = t.services;
    const live = await accounts.startSession(site.owner.id, site.website.id);
    const idle = await accounts.startSession(site.owner.id, site.website.id);
    const old = await accounts.startSession(site.owner.id, null);
    // `idle` last seen 13 hours ago; `old` issued 31 days ago (seen an hour ago).
    const hours = (n: number) => new Date(now - n * 60 * 60_000);
    await database.db
      .update(sessionsTable)
      .set({ lastSeenAt: hours(13) })
      .where(eq(sessionsTable.tokenHash, hashToken(idle.token)));
    await database.db
      .update(sessionsTable)
      .set({ lastSeenAt: hours(1), expiresAt: hours(24) })
      .where(eq(sessionsTable.tokenHash, hashToken(old.token)));
    const handoff = await t.services.handoff.issue(site.owner.id, site.website.id);
    // A reset link and a sign-up link, one expired and one live of each.
    const links = (hash: string, expiresAt: Date) => ({
      tokenHash: hash,
      accountId: site.owner.id,
      expiresAt,
    });
    await database.db
      .insert(passwordResetTokens)
      .values([links('reset-expired', hours(2)), links('reset-live', new Date(now + 60 * 60_000))]);
    await database.db.insert(signUpConfirmationTokens).values(
      [links('signup-expired', hours(1)), links('signup-live', new Date(now + 60 * 60_000))].map((row) => ({
        ...row,
        passwordHash: 'scrypt$…',
        displayName: 'Pending',
      })),
    );
    now += 2 * 60_000;
    const rows = async () =>
      (await database.db.select({ tokenHash: sessionsTable.tokenHash }).from(sessionsTable)).map(
        (row) => row.tokenHash,
      );
    const before = await rows();
    expect(before).toEqual(expect.arrayContaining([live, idle, old].map((s) => hashToken(s.token))));

    await t.services.jobs.send('accounts.purge', {});
    expect(await t.services.jobs.runDue('accounts.purge')).toBe(1);
    const after = await rows();
    expect(after).toContain(hashToken(live.token));
    expect(after).not.toContain(hashToken(idle.token));
    expect(after).not.toContain(hashToken(old.token));
    expect(
      await database.db
        .select()
        .from(handoffTokens)
        .where(eq(handoffTokens.tokenHash, hashToken(handoff))),
    ).toHaveLength(0);
    const left = async (table: typeof passwordResetTokens | typeof signUpConfirmationTokens) =>
      (await database.db.select({ tokenHash: table.tokenHash }).from(table)).map((row) => row.tokenHash);
    expect(await left(passwordResetTokens)).toEqual(['reset-live']);
    expect(await left(signUpConfirmationTokens)).toEqual(['signup-live']);
    expect((await me(hostOf('purge'), live.token)).json().account.email).toBe(site.ownerEmail);
  });

  it('keep ss_lastid from page scripts, and clear it on logout', async () => {
    const site = await createSite(t.services, 'lastid');
    const owner = visitor(t.app, hostOf('lastid'));
    const signedIn = await owner.signIn(site.ownerEmail, OWNER_PASSWORD);
    const lastId = signedIn.cookies.find((cookie) => cookie.name === 'ss_lastid');
    expect(lastId?.value).toBe(site.owner.id);
    expect(lastId?.httpOnly).toBe(true);
    const loggedOut = await owner.request('POST', '/api/auth/Logout');
    expect(loggedOut.cookies.find((cookie) => cookie.name === 'ss_lastid')?.value).toBe('');
    expect(owner.jar.ss_lastid).toBeUndefined();
  });
});

describe('password hashes', () => {
  it('use OWASP scrypt cost (N=2^17, r=8, p=1) in production and verify only the right password', async () => {
    const hasher = createPasswordHasher();
    const hash = await hasher.hash('open sesame');
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await hasher.verify('open sesame', hash)).toEqual({ matches: true, needsRehash: false });
    expect((await hasher.verify('open sesame!', hash)).matches).toBe(false);
    expect((await hasher.verify('open sesame', 'plain-text')).matches).toBe(false);
  }, 30_000);

  it('are replaced at the current cost when an older one signs in', async () => {
    const older = createAccountService({
      db: database.db,
      passwords: createPasswordHasher({ cost: { N: 2 ** 8, r: 8, p: 1 } }),
    });
    const account = await older.createAccount({
      email: 'old-hash@example.com',
      password: OWNER_PASSWORD,
      displayName: 'Old',
    });
    const storedHash = async () =>
      (await database.db.query.accounts.findFirst({ where: (row, { eq }) => eq(row.id, account.id) }))!
        .passwordHash;
    expect(await storedHash()).toMatch(/^scrypt\$256\$/);
    const current = createAccountService({
      db: database.db,
      passwords: createPasswordHasher({ cost: PASSWORD_COSTS.test }),
    });
    expect(await current.checkPassword('old-hash@example.com', 'wrong-password')).toBeNull();
    expect(await storedHash()).toMatch(/^scrypt\$256\$/);
    expect((await current.checkPassword('old-hash@example.com', OWNER_PASSWORD))?.id).toBe(account.id);
    expect(await storedHash()).toMatch(new RegExp(`^scrypt\\$${PASSWORD_COSTS.test.N}\\$`));
    expect((await current.checkPassword('old-hash@example.com', OWNER_PASSWORD))?.id).toBe(account.id);
  });

  it('of page passwords are replaced too, and cookies issued before keep the page open', async () => {
    const { website } = await createSite(t.services, 'page-rehash');
    const older = createContentService({
      db: database.db,
      websites: t.services.websites,
      passwords: createPasswordHasher({ cost: { N: 2 ** 8, r: 8, p: 1 } }),
    });
    const page = await older.createCollection({
      websiteId: website.id,
      type: 'page',
      title: 'Members',
      urlId: 'members',
      password: 'page-password-1',
      layout: layoutOf(heading('Behind the lock')),
    });
    // A page locked before unlock keys existed: the migration made its hash its key.
    await database.db
      .update(collections)
      .set({ unlockKey: page.passwordHash })
      .where(eq(collections.id, page.id));
    const storedHash = async () =>
      (await database.db.select().from(collections).where(eq(collections.id, page.id)))[0]!.passwordHash!;
    // What a visitor's browser holds from before (the cookie was then an HMAC keyed by the hash).
    const issuedBefore = createHmac('sha256', page.passwordHash!).update(page.id).digest('base64url');
    const host = hostOf('page-rehash');
    const unlock = (password: string) =>
      visitor(t.app, host).request('POST', '/members', `password=${password}`, {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    const open = (cookie: string) =>
      t.app.inject({ method: 'GET', url: '/members', headers: { host, cookie: `pp_${page.id}=${cookie}` } });

    expect((await unlock('wrong-password')).body).toContain(LOCK_SCREEN_WRONG_PASSWORD);
    expect(await storedHash()).toMatch(/^scrypt\$256\$/);
    const unlocked = await unlock('page-password-1');
    expect(unlocked.statusCode).toBe(303);
    expect(await storedHash()).toMatch(new RegExp(`^scrypt\\$${PASSWORD_COSTS.test.N}\\$`));
    expect(cookiesOf(unlocked)[`pp_${page.id}`]).toBe(issuedBefore);
    expect((await open(issuedBefore)).body).toContain('Behind the lock');
    expect((await open('forged')).body).not.toContain('Behind the lock');
    expect((await unlock('page-password-1')).statusCode).toBe(303);
  });

  it('run at most 2 at once and refuse beyond a small queue with 503 and Retry-After', async () => {
    const hasher = createPasswordHasher({ cost: PASSWORD_COSTS.test, concurrency: 2, queueLimit: 3 });
    let peak = 0;
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, async () => {
        const hashing = hasher.hash('flood');
        peak = Math.max(peak, hasher.load().running);
        return hashing;
      }),
    );
    expect(peak).toBe(2);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(5);
    const refused = results.filter((result) => result.status === 'rejected');
    expect(refused).toHaveLength(5);
    const error = (refused[0] as PromiseRejectedResult).reason as AppError;
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'passwordCheckBusy', status: 503, retryAfterSeconds: 2 });
    expect(error.message).toBe(errorCatalogue.passwordCheckBusy.message);
    expect(hasher.load()).toEqual({ running: 0, waiting: 0 });
  });
});
