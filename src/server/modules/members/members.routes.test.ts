import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createSite } from '../../testing/fixtures';
import { buildTestApp, cookieHeader, hostOf, visitor, type TestApp } from '../../testing/test-app';
import { openTestDatabase } from '../../testing/test-database';
import { checkoutBody, createShop } from '../store/store-fixtures';

let database: Database;
let t: TestApp;
let shop: Awaited<ReturnType<typeof createShop>>;
const host = hostOf('members');
const otherHost = hostOf('elsewhere');
const PASSWORD = 'members-only-please';
const XSRF = 'x-site-user-xsrf-token';

beforeAll(async () => {
  database = await openTestDatabase();
  t = await buildTestApp({ database, mailTransport: null, config: { signInRateLimitPerMinute: 1000 } });
  const site = await createSite(t.services, 'members');
  await createSite(t.services, 'elsewhere');
  shop = await createShop(t.services, site.website.id);
});
afterAll(async () => {
  await t.app.close();
  await database.close();
});

type Guest = ReturnType<typeof visitor>;
const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/** The token of the newest link of this kind mailed to `to`. */
async function linkIn(to: string, path: string): Promise<string> {
  const result = await database.db.execute(
    sql`select text from mail_outbox where "to" = ${to} order by created_at desc, id desc limit 1`,
  );
  const text = String(rowsOf(result)[0]?.text ?? '');
  const match = new RegExp(`${path.replace('/', '\\/')}\\?token=([\\w%-]+)`).exec(text);
  if (!match) throw new Error(`no ${path} link mailed to ${to}: ${text.slice(0, 200)}`);
  return decodeURIComponent(match[1]!);
}

async function signUp(guest: Guest, email: string, password = PASSWORD) {
  const asked = await guest.request('POST', '/api/site-users/account', {
    email,
    password,
    displayName: 'Ada',
  });
  expect(asked.statusCode).toBe(202);
  const verified = await guest.request('POST', '/api/site-users/account/verify', {
    token: await linkIn(email, '/account/verify'),
  });
  expect(verified.statusCode).toBe(200);
  return verified.json() as { xsrfToken: string; siteUser: { id: string; email: string } };
}

const signIn = (guest: Guest, email: string, password = PASSWORD) =>
  guest.request('POST', '/api/site-users/account/session', { email, password, rememberMe: true });

describe('sign-up and sign-in', () => {
  it('verifies the address by a single-use link, then signs in with the chosen password', async () => {
    const guest = visitor(t.app, host);
    await guest.request('POST', '/api/site-users/account', {
      email: 'Ann@Example.com',
      password: PASSWORD,
      displayName: 'Ann',
    });
    // Not verified yet: the right password says so, a wrong one says nothing more.
    expect((await signIn(visitor(t.app, host), 'ann@example.com')).json()).toMatchObject({
      code: 'memberUnverified',
    });
    expect((await signIn(visitor(t.app, host), 'ann@example.com', 'wrong-password')).statusCode).toBe(401);
    const token = await linkIn('ann@example.com', '/account/verify');
    const verified = await guest.request('POST', '/api/site-users/account/verify', { token });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().siteUser).toMatchObject({ email: 'ann@example.com', displayName: 'Ann' });
    const again = await visitor(t.app, host).request('POST', '/api/site-users/account/verify', { token });
    expect(again.statusCode).toBe(400);
    const signedIn = await signIn(visitor(t.app, host), 'ann@example.com');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().xsrfToken).toMatch(/^[\w-]{40,}$/);
    // Its own cookie, not the owners' session.
    expect(signedIn.cookies.map((cookie) => cookie.name)).toContain('member_session');
    expect(signedIn.cookies.map((cookie) => cookie.name)).not.toContain('sid');
  });

  it('answers a sign-up of a registered address the same way, and mails the owner of the address instead', async () => {
    await signUp(visitor(t.app, host), 'bea@example.com');
    const again = await visitor(t.app, host).request('POST', '/api/site-users/account', {
      email: 'bea@example.com',
      password: 'someone-elses-password',
      displayName: 'Mallory',
    });
    expect(again.statusCode).toBe(202);
    // The old password still works; the new one does not.
    expect((await signIn(visitor(t.app, host), 'bea@example.com', 'someone-elses-password')).statusCode).toBe(
      401,
    );
    expect((await signIn(visitor(t.app, host), 'bea@example.com')).statusCode).toBe(200);
  });

  it('rotates the session id on sign-in: the previous cookie stops working', async () => {
    const guest = visitor(t.app, host);
    await signUp(guest, 'cy@example.com');
    const before = guest.jar.member_session!;
    expect((await signIn(guest, 'cy@example.com')).statusCode).toBe(200);
    expect(guest.jar.member_session).toBeTruthy();
    expect(guest.jar.member_session).not.toBe(before);
    const stale = await t.app.inject({
      method: 'GET',
      url: '/api/site-users/account',
      headers: { host, cookie: cookieHeader({ member_session: before }) },
    });
    expect(stale.json()).toEqual({ siteUser: null, xsrfToken: null });
    expect((await guest.get('/api/site-users/account')).json().siteUser.email).toBe('cy@example.com');
  });

  it('locks a member account after 8 wrong passwords, even for the right one', async () => {
    await signUp(visitor(t.app, host), 'dee@example.com');
    for (let attempt = 0; attempt < 8; attempt++)
      expect((await signIn(visitor(t.app, host), 'dee@example.com', `wrong-${attempt}`)).statusCode).toBe(
        401,
      );
    const locked = await signIn(visitor(t.app, host), 'dee@example.com');
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeTruthy();
  });

  it('keeps sites apart: a member of one site is unknown on another', async () => {
    const guest = visitor(t.app, host);
    await signUp(guest, 'eve@example.com');
    expect((await signIn(visitor(t.app, otherHost), 'eve@example.com')).statusCode).toBe(401);
    const carried = await t.app.inject({
      method: 'GET',
      url: '/api/site-users/account',
      headers: { host: otherHost, cookie: cookieHeader({ member_session: guest.jar.member_session! }) },
    });
    expect(carried.json().siteUser).toBeNull();
  });

  it('refuses NUL bytes and huge input with 400, never 500', async () => {
    const guest = visitor(t.app, host);
    const nul = await guest.request('POST', '/api/site-users/account/session', {
      email: 'a\u0000@example.com',
      password: 'x',
    });
    expect(nul.statusCode).toBe(400);
    const huge = await guest.request('POST', '/api/site-users/account/session', {
      email: 'a@example.com',
      password: 'x'.repeat(5000),
    });
    expect(huge.statusCode).toBe(400);
    const longName = await guest.request('POST', '/api/site-users/account', {
      email: 'long@example.com',
      password: PASSWORD,
      displayName: 'n'.repeat(10_000),
    });
    expect(longName.statusCode).toBe(400);
    const form = await guest.request('POST', '/account/sign-in', `email=${'a'.repeat(300_000)}&password=x`, {
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-csrf-token': guest.jar.crumb! },
    });
    expect(form.statusCode).toBe(400);
  });
});

describe('the site-user XSRF header', () => {
  it('is required on every site-user mutation after sign-in', async () => {
    const guest = visitor(t.app, host);
    const { xsrfToken } = await signUp(guest, 'fay@example.com');
    const calls = [
      ['PUT', '/api/site-users/account/profile', { displayName: 'Fay' }],
      ['DELETE', '/api/site-users/account/sessions', undefined],
      ['DELETE', '/api/site-users/account', undefined],
      ['DELETE', '/api/site-users/account/session', undefined],
    ] as const;
    for (const [method, url, body] of calls) {
      const missing = await guest.request(method, url, body);
      expect(missing.statusCode, `${method} ${url}`).toBe(403);
      expect(missing.json().code).toBe('siteUserXsrfFail');
      const wrong = await guest.request(method, url, body, { headers: { [XSRF]: 'x'.repeat(43) } });
      expect(wrong.statusCode).toBe(403);
    }
    const renamed = await guest.request(
      'PUT',
      '/api/site-users/account/profile',
      { displayName: 'Fay' },
      { headers: { [XSRF]: xsrfToken } },
    );
    expect(renamed.statusCode).toBe(204);
    // The crumb rules still apply on top.
    const noCrumb = await guest.request('DELETE', '/api/site-users/account/session', undefined, {
      crumb: false,
      headers: { [XSRF]: xsrfToken },
    });
    expect(noCrumb.json()).toMatchObject({ code: 'crumbFail' });
    const out = await guest.request('DELETE', '/api/site-users/account/session', undefined, {
      headers: { [XSRF]: xsrfToken },
    });
    expect(out.statusCode).toBe(204);
    expect((await guest.get('/api/site-users/account')).json().siteUser).toBeNull();
  });

  it('is named in the API document', async () => {
    const document = (
      await t.app.inject({ method: 'GET', url: '/api/openapi.json', headers: { host } })
    ).json();
    const signOut = document.paths['/api/site-users/account/session'].delete;
    expect(signOut.parameters.map((parameter: { name: string }) => parameter.name)).toContain(XSRF);
  });
});

describe('password reset', () => {
  it('works once, within the hour, and ends every session', async () => {
    const guest = visitor(t.app, host);
    await signUp(guest, 'gus@example.com');
    const asked = await visitor(t.app, host).request('POST', '/api/site-users/account/password-reset', {
      email: 'gus@example.com',
    });
    expect(asked.statusCode).toBe(202);
    const unknown = await visitor(t.app, host).request('POST', '/api/site-users/account/password-reset', {
      email: 'nobody@example.com',
    });
    expect(unknown.statusCode).toBe(202);
    const token = await linkIn('gus@example.com', '/account/reset-password');
    // Another site cannot spend it.
    const foreign = await visitor(t.app, otherHost).request(
      'POST',
      '/api/site-users/account/password-reset/complete',
      { token, password: 'another-new-password' },
    );
    expect(foreign.statusCode).toBe(400);
    const done = await visitor(t.app, host).request(
      'POST',
      '/api/site-users/account/password-reset/complete',
      { token, password: 'a-new-password' },
    );
    expect(done.statusCode).toBe(204);
    const twice = await visitor(t.app, host).request(
      'POST',
      '/api/site-users/account/password-reset/complete',
      { token, password: 'third-password' },
    );
    expect(twice.json()).toMatchObject({ code: 'passwordResetInvalid' });
    expect((await guest.get('/api/site-users/account')).json().siteUser).toBeNull();
    expect((await signIn(visitor(t.app, host), 'gus@example.com')).statusCode).toBe(401);
    expect((await signIn(visitor(t.app, host), 'gus@example.com', 'a-new-password')).statusCode).toBe(200);
  });
});

describe('carts', () => {
  const cartOf = async (guest: Guest) => (await guest.get('/api/commerce/cart')).json().cart;
  const add = (guest: Guest, variantId: string, quantity = 1) =>
    guest.request('POST', '/api/commerce/cart/items', { variantId, quantity });

  it('merges the anonymous cart into the member’s at sign-in, and copies it at sign-out when asked', async () => {
    const member = visitor(t.app, host);
    const { xsrfToken } = await signUp(member, 'hal@example.com');
    await add(member, shop.mug.variants[0]!.id);
    const memberCart = member.jar.cart;
    await member.request('DELETE', '/api/site-users/account/session', undefined, {
      headers: { [XSRF]: xsrfToken },
    });
    // Without cloneCart the signed-out browser keeps nothing of the member's cart.
    expect(member.jar.cart).toBeUndefined();

    const guest = visitor(t.app, host);
    await add(guest, shop.beans.variants[0]!.id, 2);
    const anonymous = guest.jar.cart;
    const signedIn = await signIn(guest, 'hal@example.com');
    expect(guest.jar.cart).toBe(memberCart);
    const merged = await cartOf(guest);
    expect(merged.totalQuantity).toBe(3);
    // The anonymous cart is spent.
    const old = await t.app.inject({
      method: 'GET',
      url: '/api/commerce/cart',
      headers: { host, cookie: cookieHeader({ cart: anonymous! }) },
    });
    expect(old.json().cart?.totalQuantity ?? 0).toBe(0);

    await guest.request('DELETE', '/api/site-users/account/session?cloneCart=true', undefined, {
      headers: { [XSRF]: signedIn.json().xsrfToken },
    });
    expect(guest.jar.cart).toBeTruthy();
    expect(guest.jar.cart).not.toBe(memberCart);
    expect((await cartOf(guest)).totalQuantity).toBe(3);
  });
});

describe('account page and erasure', () => {
  it('shows the member their own orders only, exports their data, and anonymises orders on erasure', async () => {
    const ivy = visitor(t.app, host);
    const { xsrfToken } = await signUp(ivy, 'ivy@example.com');
    await ivy.request('POST', '/api/commerce/cart/items', {
      variantId: shop.mug.variants[0]!.id,
      quantity: 1,
    });
    const placed = await ivy.request('POST', '/api/commerce/checkout', checkoutBody('ivy@example.com'));
    expect(placed.statusCode).toBeLessThan(300);
    const page = await ivy.get('/account');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toContain('no-store');
    expect(page.body).toContain('ivy@example.com');
    expect(page.body).toMatch(/Order #\d+/);

    const jo = visitor(t.app, host);
    await signUp(jo, 'jo@example.com');
    expect((await jo.get('/account')).body).not.toMatch(/Order #\d+/);

    const exported = await ivy.get('/api/site-users/account/export');
    expect(exported.headers['content-disposition']).toContain('attachment');
    expect(exported.json()).toMatchObject({
      account: { email: 'ivy@example.com' },
      orders: [{ lines: [{ title: 'Mug' }] }],
    });

    const erased = await ivy.request('DELETE', '/api/site-users/account', undefined, {
      headers: { [XSRF]: xsrfToken },
    });
    expect(erased.statusCode).toBe(204);
    const rows = await database.db.execute(
      sql`select email, customer_name from orders where lines::text like '%Mug%' and email like '%ivy%'`,
    );
    expect(rowsOf(rows)).toHaveLength(0);
    const kept = await database.db.execute(sql`select email from orders where email = 'erased@invalid'`);
    expect(rowsOf(kept).length).toBeGreaterThan(0);
    expect((await signIn(visitor(t.app, host), 'ivy@example.com')).statusCode).toBe(401);
  });

  it('refuses the account page’s posts without the session’s XSRF token', async () => {
    const kim = visitor(t.app, host);
    await signUp(kim, 'kim@example.com');
    const refused = await kim.request('POST', '/account/profile', `displayName=Kim&crumb=${kim.jar.crumb}`, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('analytics', () => {
  const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
  const hitOf = (websiteId: string, path: string) =>
    new URLSearchParams({
      event: 'view',
      data: JSON.stringify({
        websiteId,
        url: `http://${host}${path}`,
        userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
        pageType: 'page',
      }),
    }).toString();
  const memberIdsAt = async (path: string) => {
    await t.services.census.flush();
    const rows = rowsOf(
      await database.db.execute(sql`select member_id from census_hits where path = ${path}`),
    );
    return rows.map((row) => row.member_id);
  };

  it('records a member’s hits with their id, and an anonymous visitor’s without one', async () => {
    const websiteId = (await t.services.websites.findByIdentifier('members'))!.id;
    const lee = visitor(t.app, host);
    const { siteUser } = await signUp(lee, 'lee@example.com');
    const member = await lee.request('POST', '/api/census/RecordHit', hitOf(websiteId, '/member-hit'), {
      crumb: false,
      headers: FORM,
    });
    expect(member.json()).toEqual({ recorded: true });
    expect(await memberIdsAt('/member-hit')).toEqual([siteUser.id]);
    await visitor(t.app, host).request('POST', '/api/census/RecordHit', hitOf(websiteId, '/anonymous-hit'), {
      crumb: false,
      headers: FORM,
    });
    expect(await memberIdsAt('/anonymous-hit')).toEqual([null]);
  });

  it('stores the server-known member id with performance records, whatever the client claims', async () => {
    const websiteId = (await t.services.websites.findByIdentifier('members'))!.id;
    const record = (pageLoadId: string) =>
      JSON.stringify([
        {
          app: 'site',
          event: 'user',
          pageLoadId,
          timestamp: Date.now(),
          context: { websiteId, pageType: 'page', memberId: 'forgedmember000000000000' },
          data: { path: '/' },
        },
      ]);
    const contextOf = async (pageLoadId: string) => {
      await t.services.census.flush();
      const rows = rowsOf(
        await database.db.execute(
          sql`select context from performance_records where page_load_id = ${pageLoadId}`,
        ),
      );
      return rows[0]?.context as { memberId?: string | null } | undefined;
    };
    const mia = visitor(t.app, host);
    const { siteUser } = await signUp(mia, 'mia@example.com');
    const headers = { 'content-type': 'text/plain;charset=UTF-8' };
    await mia.request('POST', '/api/1/performance/records', record('memberload00000000000000'), { headers });
    expect((await contextOf('memberload00000000000000'))?.memberId).toBe(siteUser.id);
    await visitor(t.app, host).request(
      'POST',
      '/api/1/performance/records',
      record('anonload0000000000000000'),
      { headers },
    );
    expect((await contextOf('anonload0000000000000000'))?.memberId).toBeNull();
  });
});
