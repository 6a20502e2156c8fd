import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createSite, OWNER_PASSWORD } from '../../testing/fixtures';
import { buildTestApp, hostOf, visitor, type TestApp } from '../../testing/test-app';
import { openTestDatabase } from '../../testing/test-database';
import { orderConfirmationMail, smtpTransport } from '../mail';
import { sampleBrand } from '../mail/templates/samples';
import { contactDefinition, goodValues, notifying, submit } from './test-forms';

/**
 * Mail a visitor or an owner can cause, through a real SMTP server on 127.0.0.1 (smtp-server):
 * the visitor's auto-reply (rate-limited per address), notification addresses confirmed by a
 * link before they receive anything, and the per-site daily cap that holds form mail but never
 * order mail.
 */
const DAILY_CAP = 10;
let database: Database;
let t: TestApp;
let server: SMTPServer;
let now = Date.now();
const received: { to: string[]; raw: string }[] = [];

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData: (stream, session, callback) => {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((address) => address.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  database = await openTestDatabase();
  t = await buildTestApp({
    database,
    config: {
      appSecret: 'l'.repeat(40),
      formRateLimits: { perAddress: 1000, perSite: 1000 },
      mailDailyCapPerSite: DAILY_CAP,
    },
    clock: () => new Date(now),
    mailTransport: smtpTransport(`smtp://127.0.0.1:${port}`),
  });
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await t.app.close();
  await database.close();
});

/** Sends what is due and answers what the SMTP server took in this round. */
async function deliver() {
  const before = received.length;
  await t.services.outbox.deliverDue();
  return received.slice(before);
}
const to = <Mail extends { to: string[] }>(mails: Mail[], address: string) =>
  mails.filter((mail) => mail.to.includes(address));
/** The mail's text as written (quoted-printable undone). */
const bodyOf = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));

async function ownerOf(identifier: string) {
  const site = await createSite(t.services, identifier);
  const session = visitor(t.app, hostOf(identifier));
  await session.signIn(site.ownerEmail, OWNER_PASSWORD);
  return { site, session, host: hostOf(identifier) };
}

describe('auto-reply to the visitor', () => {
  it('sends the owner’s text to the address the visitor gave, once per address in 10 minutes', async () => {
    const { site, session, host } = await ownerOf('replies');
    const created = await session.request('POST', '/api/rest/forms', {
      ...contactDefinition({
        ...notifying(site.ownerEmail),
        autoReply: { enabled: true, subject: 'Thanks!', message: 'We got your message.\nTalk soon' },
      }),
    });
    expect(created.statusCode).toBe(201);
    const formId = created.json().id as string;
    const send = (email: string, message = 'buy at spam.example') =>
      submit(t.app, host, { formId, form: JSON.stringify({ ...goodValues, email, message }) });

    expect((await send('Visitor@Example.com')).statusCode).toBe(200);
    const first = await deliver();
    const [reply] = to(first, 'visitor@example.com');
    expect(bodyOf(reply!.raw)).toContain('Subject: Thanks!');
    expect(bodyOf(reply!.raw)).toMatch(/We got your message\.\r?\nTalk soon/);
    // The visitor's words are never repeated to the address they typed.
    expect(bodyOf(reply!.raw)).not.toContain('spam.example');
    expect(to(first, site.ownerEmail)).toHaveLength(1);

    // Again within 10 minutes: the owner hears of it, the address gets nothing more.
    now += 5 * 60_000;
    expect((await send('visitor@example.com')).statusCode).toBe(200);
    const second = await deliver();
    expect(to(second, 'visitor@example.com')).toHaveLength(0);
    expect(to(second, site.ownerEmail)).toHaveLength(1);
    // Another address has its own allowance.
    expect((await send('other@example.com')).statusCode).toBe(200);
    expect(to(await deliver(), 'other@example.com')).toHaveLength(1);

    now += 6 * 60_000;
    expect((await send('visitor@example.com')).statusCode).toBe(200);
    expect(to(await deliver(), 'visitor@example.com')).toHaveLength(1);
  });

  it('refuses an auto-reply without text or without an e-mail field to send it to', async () => {
    const { session } = await ownerOf('replies-invalid');
    const noText = await session.request('POST', '/api/rest/forms', {
      ...contactDefinition({ autoReply: { enabled: true, subject: '', message: '  ' } }),
    });
    expect(noText.statusCode).toBe(400);
    expect(noText.json().errors).toMatchObject({
      'settings.autoReply.message': 'Enter the text of the auto-reply',
    });
    const definition = contactDefinition({ autoReply: { enabled: true, subject: '', message: 'Hi' } });
    const noEmail = await session.request('POST', '/api/rest/forms', {
      ...definition,
      fields: definition.fields.filter((field) => field.type !== 'email'),
    });
    expect(noEmail.statusCode).toBe(400);
    expect(Object.keys(noEmail.json().errors)).toContain('settings.autoReply.enabled');
  });
});

describe('notification addresses other than the owner’s', () => {
  it('receive nothing until confirmed through the link; opening the link confirms nothing', async () => {
    const { site, session, host } = await ownerOf('colleagues');
    const created = await session.request('POST', '/api/rest/forms', {
      ...contactDefinition({
        storage: { notifyEmails: [site.ownerEmail, 'Colleague@Example.com'], emailSubject: '' },
      }),
    });
    const formId = created.json().id as string;
    const states = async () =>
      Object.fromEntries(
        (
          (await session.get('/api/rest/forms/notify-addresses')).json().addresses as {
            email: string;
            status: string;
          }[]
        ).map((address) => [address.email, address.status]),
      );
    expect(await states()).toEqual({ [site.ownerEmail]: 'owner', 'colleague@example.com': 'pending' });

    expect((await submit(t.app, host, { formId, form: JSON.stringify(goodValues) })).statusCode).toBe(200);
    const round = await deliver();
    const notifications = round.filter((mail) => mail.raw.includes('New submission: Contact'));
    expect(notifications.map((mail) => mail.to)).toEqual([[site.ownerEmail]]);
    const [verification] = to(round, 'colleague@example.com');
    const link = new URL(
      /https?:\/\/\S+\/forms\/notify\/confirm\?token=[\w.%-]+/.exec(bodyOf(verification!.raw))![0],
    );
    expect(link.host).toBe(host);

    // Scanners fetch links: GET and HEAD show the button and change nothing.
    const url = link.pathname + link.search;
    const page = await t.app.inject({ method: 'GET', url, headers: { host } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Confirm address');
    expect((await t.app.inject({ method: 'HEAD', url, headers: { host } })).statusCode).toBe(200);
    expect((await states())['colleague@example.com']).toBe('pending');
    // Another site's host does nothing with the token.
    await createSite(t.services, 'colleagues-elsewhere');
    const foreign = await t.app.inject({
      method: 'GET',
      url,
      headers: { host: hostOf('colleagues-elsewhere') },
    });
    expect(foreign.statusCode).toBe(400);

    const press = () =>
      t.app.inject({
        method: 'POST',
        url: link.pathname,
        headers: { host, origin: `http://${host}`, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ token: link.searchParams.get('token')! }).toString(),
      });
    const confirmed = await press();
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain('colleague@example.com will receive this site’s form submissions');
    expect((await states())['colleague@example.com']).toBe('verified');
    // The link works once.
    expect((await press()).statusCode).toBe(400);

    expect((await submit(t.app, host, { formId, form: JSON.stringify(goodValues) })).statusCode).toBe(200);
    const after = (await deliver()).filter((mail) => mail.raw.includes('New submission: Contact'));
    expect(after.flatMap((mail) => mail.to.map((address) => address.toLowerCase())).sort()).toEqual(
      ['colleague@example.com', site.ownerEmail].sort(),
    );
  });

  it('sends the confirmation again on request, at most every 10 minutes', async () => {
    const { session } = await ownerOf('late-colleague');
    await session.request('POST', '/api/rest/forms', { ...contactDefinition(notifying('late@example.com')) });
    expect(to(await deliver(), 'late@example.com')).toHaveLength(1);
    const resend = () =>
      session.request('POST', '/api/rest/forms/notify-addresses/resend', { email: 'Late@example.com' });
    expect((await resend()).json()).toEqual({ sent: false });
    now += 11 * 60_000;
    expect((await resend()).json()).toEqual({ sent: true });
    expect(to(await deliver(), 'late@example.com')).toHaveLength(1);
    const unknown = await session.request('POST', '/api/rest/forms/notify-addresses/resend', {
      email: 'nobody@example.com',
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('daily mail cap per site', () => {
  it('holds form mail beyond the cap (kept, never sent), tells the owner when it resets, never holds order mail', async () => {
    // 13:00 of a later day (UTC), so the jump to the next day below stays within the session's
    // 12-hour idle limit whatever the time the suite runs (near midnight the jump was ~24 hours).
    const afternoon = new Date(now);
    afternoon.setUTCHours(37, 0, 0, 0);
    now = afternoon.getTime();
    const { site, session, host } = await ownerOf('busy-day');
    const formId = (
      await session.request('POST', '/api/rest/forms', { ...contactDefinition(notifying(site.ownerEmail)) })
    ).json().id as string;
    for (let index = 0; index < DAILY_CAP + 2; index++)
      expect((await submit(t.app, host, { formId, form: JSON.stringify(goodValues) })).statusCode).toBe(200);
    expect(to(await deliver(), site.ownerEmail)).toHaveLength(DAILY_CAP);

    const limit = (await session.get('/api/rest/mail/daily-limit')).json();
    const midnight = new Date(now);
    midnight.setUTCHours(24, 0, 0, 0);
    expect(limit).toEqual({
      limit: DAILY_CAP,
      used: DAILY_CAP,
      held: 2,
      reached: true,
      resetsAt: midnight.toISOString(),
    });
    const submissions = (await session.get(`/api/rest/forms/${formId}/submissions?pageSize=50`)).json();
    expect(
      submissions.rows.filter((row: { notification: string }) => row.notification === 'held'),
    ).toHaveLength(2);
    const outbox = (await session.get('/api/rest/mail/outbox?pageSize=50')).json();
    const held = outbox.rows.filter((row: { status: string }) => row.status === 'held');
    expect(held).toHaveLength(2);
    expect(held[0].lastError).toContain(`limit of ${DAILY_CAP} e-mails a day`);

    // A shopper's order mail is never held by the day's form mail.
    const context = await t.services.siteMail.contextOf(site.website.id);
    await database.db.transaction((tx) =>
      t.services.siteMail.write(
        tx,
        context,
        orderConfirmationMail,
        orderConfirmationMail.sample(sampleBrand),
        {
          to: 'shopper@example.com',
        },
      ),
    );
    expect(to(await deliver(), 'shopper@example.com')).toHaveLength(1);

    // A new day: form mail goes out again; what was held stays held.
    now = midnight.getTime() + 60_000;
    expect((await submit(t.app, host, { formId, form: JSON.stringify(goodValues) })).statusCode).toBe(200);
    expect(to(await deliver(), site.ownerEmail)).toHaveLength(1);
    expect((await session.get('/api/rest/mail/daily-limit')).json()).toMatchObject({
      used: 1,
      held: 0,
      reached: false,
    });
  });
});
