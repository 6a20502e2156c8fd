import { eq } from 'drizzle-orm';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import type { Database } from '../../db/client';
import { createSite } from '../../testing/fixtures';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { openTestDatabase } from '../../testing/test-database';
import { createMailOutbox, LEASE_MS, retryDelayMs, type MailOutbox } from './outbox';
import { mailOutbox } from './tables';
import { smtpTransport } from './transport';

interface Received {
  to: string[];
  messageId: string | undefined;
  raw: string;
}
type Refusal = { code: number; text: string };
const refusal = ({ code, text }: Refusal) => Object.assign(new Error(text), { responseCode: code });

/**
 * Delivery through a real SMTP server on 127.0.0.1 (smtp-server, the server half of nodemailer's
 * project): what the server answers decides each recipient's state, never a blanket "Sent".
 */
describe('mail delivery through a real SMTP server', () => {
  let database: Database;
  let t: TestApp;
  let server: SMTPServer;
  let outbox: MailOutbox;
  let websiteId: string;
  let now = Date.now();
  const received: Received[] = [];
  const recipientsTried: string[][] = [];
  const logs: { details: Record<string, unknown>; message: string }[] = [];
  // What the server does next: refuse at the greeting, refuse some recipients, refuse the data.
  let greeting: Refusal | null = null;
  let dataRefusal: Refusal | null = null;
  const rcptRefusals = new Map<string, Refusal>();

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onConnect: (_session, callback) => callback(greeting ? refusal(greeting) : undefined),
      onRcptTo: (address: SMTPServerAddress, _session, callback) => {
        const refused = rcptRefusals.get(address.address);
        callback(refused ? refusal(refused) : undefined);
      },
      onData: (stream, session, callback) => {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
        stream.on('end', () => {
          const to = session.envelope.rcptTo.map((address) => address.address);
          recipientsTried.push(to);
          const messageId = /^Message-ID: (.*)$/im.exec(raw)?.[1]?.trim();
          if (dataRefusal) return callback(refusal(dataRefusal));
          received.push({ to, messageId, raw });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.server.address() as { port: number }).port;
    database = await openTestDatabase('pglite');
    t = await buildTestApp({ database, config: { appSecret: 's'.repeat(40) }, mailTransport: null });
    websiteId = (await createSite(t.services, 'smtp')).website.id;
    outbox = createMailOutbox({
      db: database.db,
      transport: smtpTransport(`smtp://127.0.0.1:${port}`),
      from: 'Site <no-reply@shop.example>',
      clock: () => new Date(now),
      log: { warn: (details, message) => logs.push({ details, message }) },
    });
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await t.app.close();
    await database.close();
  });
  beforeEach(() => {
    greeting = null;
    dataRefusal = null;
    rcptRefusals.clear();
    received.length = 0;
    recipientsTried.length = 0;
    logs.length = 0;
  });

  const send = (to: string) =>
    outbox.enqueue(database.db, { websiteId, to, subject: 'Hello', text: 'Body', purpose: 'test' });
  const rowOf = async (id: string) =>
    (await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;
  const later = (ms: number) => (now += ms + 1);

  it('marks a mail refused for one of two recipients as partly sent, with the server’s answer', async () => {
    rcptRefusals.set('gone@example.com', { code: 550, text: 'No such user here' });
    const id = await send('ada@example.com, gone@example.com');
    expect(await outbox.deliverDue()).toEqual({ sent: 1, failed: 0 });
    const row = await rowOf(id);
    expect(row.status).toBe('partial');
    expect(row.recipients).toEqual([
      { address: 'ada@example.com', state: 'sent' },
      {
        address: 'gone@example.com',
        state: 'failed',
        answer: expect.stringContaining('550 No such user here'),
      },
    ]);
    expect(row.lastError).toContain('gone@example.com: 550 No such user here');
    expect(received.map((mail) => mail.to)).toEqual([['ada@example.com']]);
    // A permanent refusal is final: nothing is tried again.
    later(24 * 3600_000);
    expect(await outbox.deliverDue()).toEqual({ sent: 0, failed: 0 });
  });

  it('fails a mail the server refuses permanently at once, without retrying', async () => {
    rcptRefusals.set('gone@example.com', { code: 550, text: 'No such user here' });
    const id = await send('gone@example.com');
    expect(await outbox.deliverDue()).toEqual({ sent: 0, failed: 1 });
    expect(await rowOf(id)).toMatchObject({ status: 'failed', attempts: 1 });
    later(24 * 3600_000);
    expect(await outbox.deliverDue()).toEqual({ sent: 0, failed: 0 });
    expect(recipientsTried).toHaveLength(0);
  });

  it('retries a temporary refusal (421 at the greeting) and delivers once the server is back', async () => {
    greeting = { code: 421, text: 'Too busy, try later' };
    const id = await send('ada@example.com');
    expect(await outbox.deliverDue()).toEqual({ sent: 0, failed: 1 });
    expect(await rowOf(id)).toMatchObject({ status: 'queued', attempts: 1 });
    expect((await rowOf(id)).lastError).toContain('421');
    greeting = null;
    later(retryDelayMs(1));
    expect(await outbox.deliverDue()).toEqual({ sent: 1, failed: 0 });
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(received).toHaveLength(1);
  });

  it('keeps one Message-ID across attempts, and retries only the recipients still waiting', async () => {
    rcptRefusals.set('busy@example.com', { code: 450, text: 'Mailbox busy' });
    const id = await send('ada@example.com, busy@example.com');
    await outbox.deliverDue();
    expect((await rowOf(id)).status).toBe('queued');
    rcptRefusals.clear();
    later(retryDelayMs(1));
    await outbox.deliverDue();
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(received.map((mail) => mail.to)).toEqual([['ada@example.com'], ['busy@example.com']]);
    expect(new Set(received.map((mail) => mail.messageId))).toEqual(new Set([`<${id}@shop.example>`]));
  });

  it('sends a mail left "sending" by a crashed sender within a minute', async () => {
    const id = await send('ada@example.com');
    // What a sender that claimed the mail and then died leaves behind.
    await database.db
      .update(mailOutbox)
      .set({ status: 'sending', nextAttemptAt: new Date(now + LEASE_MS) })
      .where(eq(mailOutbox.id, id));
    expect(await outbox.deliverDue()).toEqual({ sent: 0, failed: 0 });
    later(LEASE_MS);
    expect(LEASE_MS).toBeLessThan(60_000);
    expect(await outbox.deliverDue()).toEqual({ sent: 1, failed: 0 });
  });

  it('logs a failed delivery with its id, purpose and SMTP code, never an address or the content', async () => {
    rcptRefusals.set('gone@example.com', { code: 550, text: 'No such user here' });
    const id = await send('gone@example.com');
    await outbox.deliverDue();
    expect(logs).toEqual([
      {
        message: 'mail delivery failed',
        details: expect.objectContaining({
          mailId: id,
          purpose: 'test',
          status: 'failed',
          responseCode: 550,
        }),
      },
    ]);
    expect(JSON.stringify(logs)).not.toMatch(/@|Hello|Body/);
  });
});

describe('mail settings checked at start', () => {
  it('refuses an SMTP_URL that is not smtp:// or smtps://, saying what it should look like', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow(
      'SMTP_URL must look like smtp://user:password@host:587',
    );
    expect(() => loadConfig({ SMTP_URL: 'mail.example.com:587' })).toThrow('SMTP_URL must look like');
    expect(loadConfig({ SMTP_URL: 'smtps://user:pw@mail.example.com:465' }).smtpUrl).toBe(
      'smtps://user:pw@mail.example.com:465',
    );
  });

  it('takes DKIM settings all together or not at all', () => {
    expect(() => loadConfig({ DKIM_DOMAIN: 'shop.example' })).toThrow(
      'DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY go together',
    );
    const dkim = loadConfig({
      DKIM_DOMAIN: 'shop.example',
      DKIM_SELECTOR: 'mail',
      DKIM_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\\nabc\\n-----END PRIVATE KEY-----',
    }).dkim;
    expect(dkim).toEqual({
      domainName: 'shop.example',
      keySelector: 'mail',
      privateKey: '-----BEGIN PRIVATE KEY-----\nabc\n-----END PRIVATE KEY-----',
    });
  });
});
