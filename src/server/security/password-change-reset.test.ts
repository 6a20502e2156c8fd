import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCatalogue } from '../../shared/errors';
import type { Database } from '../db/client';
import type { MailMessage } from '../modules/mail/outbox';
import { createSite, OWNER_PASSWORD } from '../testing/fixtures';
import { buildTestApp, hostOf, TEST_APP_DOMAIN, visitor, type TestApp } from '../testing/test-app';
import { openTestDatabase } from '../testing/test-database';

/** Issue 10 item 7: password change signs out other sessions; reset by a single-use, one-hour e-mailed link. */
let database: Database;
let t: TestApp;
let now = Date.now();
const sent: MailMessage[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  t = await buildTestApp({
    database,
    clock: () => new Date(now),
    mailTransport: { sendMail: async (message) => void sent.push(message) },
  });
});
afterAll(async () => {
  await t.app.close();
  await database.close();
});

const signedIn = async (host: string, email: string, password: string) => {
  const browser = visitor(t.app, host);
  await browser.signIn(email, password);
  return browser;
};
const isSignedIn = async (browser: ReturnType<typeof visitor>) =>
  (await browser.get('/api/auth/me')).json().account !== null;

describe('password change', () => {
  it('needs the current password and signs out every other session', async () => {
    const site = await createSite(t.services, 'change');
    const here = await signedIn(hostOf('change'), site.ownerEmail, OWNER_PASSWORD);
    const elsewhere = await signedIn(hostOf('change'), site.ownerEmail, OWNER_PASSWORD);
    const platform = await signedIn(TEST_APP_DOMAIN, site.ownerEmail, OWNER_PASSWORD);

    const wrong = await here.request('POST', '/api/auth/password', {
      currentPassword: 'not-my-password',
      newPassword: 'a-new-password-1',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'currentPasswordWrong',
      errors: { currentPassword: errorCatalogue.currentPasswordWrong.message },
    });
    const short = await here.request('POST', '/api/auth/password', {
      currentPassword: OWNER_PASSWORD,
      newPassword: 'short',
    });
    expect(short.json()).toMatchObject({
      code: 'validation',
      errors: { newPassword: 'Use at least 8 characters' },
    });

    const changed = await here.request('POST', '/api/auth/password', {
      currentPassword: OWNER_PASSWORD,
      newPassword: 'a-new-password-1',
    });
    expect(changed.statusCode).toBe(204);
    expect(await isSignedIn(here)).toBe(true);
    expect(await isSignedIn(elsewhere)).toBe(false);
    expect(await isSignedIn(platform)).toBe(false);
    const old = await visitor(t.app, hostOf('change')).request('POST', '/api/auth/Login', {
      email: site.ownerEmail,
      password: OWNER_PASSWORD,
    });
    expect(old.statusCode).toBe(401);
    await signedIn(hostOf('change'), site.ownerEmail, 'a-new-password-1');
  });

  it('is for signed-in owners only', async () => {
    const anonymous = await visitor(t.app, hostOf('change')).request('POST', '/api/auth/password', {
      currentPassword: 'x',
      newPassword: 'a-new-password-2',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('password reset', () => {
  const ask = (email: string) =>
    visitor(t.app, TEST_APP_DOMAIN).request('POST', '/api/platform/password-reset', { email });
  const deliver = async () => {
    sent.length = 0;
    await t.services.outbox.deliverDue();
    return [...sent];
  };
  const tokenOf = (mail: MailMessage) => /\/reset-password#token=([\w-]+)/.exec(mail.text)?.[1] ?? '';

  it('mails a single-use link to registered addresses only, and answers the same either way', async () => {
    const site = await createSite(t.services, 'reset');
    const known = await ask(site.ownerEmail.toUpperCase());
    const unknown = await ask('nobody-here@example.com');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.body).toBe(known.body);
    const mails = await deliver();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: site.ownerEmail, subject: 'Reset your Sitebuilder password' });
    expect(mails[0]!.text).toContain(`http://${TEST_APP_DOMAIN}/reset-password#token=`);
    // Platform mail is no site's: the site's owners never see it in their outbox.
    const owner = await signedIn(hostOf('reset'), site.ownerEmail, OWNER_PASSWORD);
    expect(JSON.stringify((await owner.get('/api/rest/mail/outbox')).json())).not.toContain('reset-password');

    const complete = (token: string, password: string) =>
      visitor(t.app, TEST_APP_DOMAIN).request('POST', '/api/platform/password-reset/complete', {
        token,
        password,
      });
    const browser = visitor(t.app, TEST_APP_DOMAIN);
    const done = await browser.request('POST', '/api/platform/password-reset/complete', {
      token: tokenOf(mails[0]!),
      password: 'after-the-reset-1',
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().account.email).toBe(site.ownerEmail);
    // This browser is signed in on the platform entry; every earlier session has ended.
    expect(await isSignedIn(browser)).toBe(true);
    expect(await isSignedIn(owner)).toBe(false);
    await signedIn(hostOf('reset'), site.ownerEmail, 'after-the-reset-1');

    const again = await complete(tokenOf(mails[0]!), 'a-third-password');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'passwordResetInvalid' });
  });

  it('refuses a link older than an hour', async () => {
    const site = await createSite(t.services, 'reset-late');
    await ask(site.ownerEmail);
    const [mail] = await deliver();
    now += 61 * 60_000;
    const late = await visitor(t.app, TEST_APP_DOMAIN).request(
      'POST',
      '/api/platform/password-reset/complete',
      {
        token: tokenOf(mail!),
        password: 'too-late-password',
      },
    );
    expect(late.json()).toMatchObject({
      code: 'passwordResetInvalid',
      error: errorCatalogue.passwordResetInvalid.message,
    });
    await signedIn(hostOf('reset-late'), site.ownerEmail, OWNER_PASSWORD);
  });
});
