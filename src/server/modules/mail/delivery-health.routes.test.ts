import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createSite, OWNER_PASSWORD } from '../../testing/fixtures';
import { buildTestApp, hostOf, visitor, type TestApp } from '../../testing/test-app';
import { openTestDatabase } from '../../testing/test-database';
import { smtpTransport } from './transport';

/**
 * The owners' "e-mail is not being delivered" warning: without a mail server, waiting mail is a
 * problem at once; with a real SMTP server (smtp-server on 127.0.0.1), only mail that waits 15
 * minutes or fails is, and delivering it clears the warning.
 */
let database: Database;
let smtp: SMTPServer;
let smtpPort = 0;
let accepting = true;
let now = Date.now();

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo: (_address, _session, callback) =>
      accepting
        ? callback()
        : callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 })),
    onData: (stream, _session, callback) => {
      stream.resume();
      stream.on('end', () => callback());
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpPort = (smtp.server.address() as { port: number }).port;
  database = await openTestDatabase();
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await database.close();
});

async function siteWithOwner(t: TestApp, identifier: string) {
  const site = await createSite(t.services, identifier);
  const owner = visitor(t.app, hostOf(identifier));
  await owner.signIn(site.ownerEmail, OWNER_PASSWORD);
  const queue = (subject: string) =>
    t.services.outbox.enqueue(database.db, {
      websiteId: site.website.id,
      to: 'ada@example.com',
      subject,
      text: 'Hello',
      purpose: 'form-notification',
    });
  return { site, owner, queue, state: async () => (await owner.get('/api/rest/mail/delivery')).json() };
}

describe('mail delivery state for the owners', () => {
  it('without a mail server: waiting mail means e-mail is not being delivered (per site)', async () => {
    const t = await buildTestApp({ database, mailTransport: null });
    try {
      const quiet = await siteWithOwner(t, 'no-smtp-quiet');
      const busy = await siteWithOwner(t, 'no-smtp-busy');
      expect(await busy.state()).toMatchObject({ delivering: false, waiting: 0, problem: null });
      await busy.queue('First');
      await busy.queue('Second');
      expect(await busy.state()).toMatchObject({ delivering: false, waiting: 2, problem: 'not-delivering' });
      // Another site's mail is not this site's problem.
      expect(await quiet.state()).toMatchObject({ waiting: 0, problem: null });
      expect((await visitor(t.app, hostOf('no-smtp-busy')).get('/api/rest/mail/delivery')).statusCode).toBe(
        401,
      );
    } finally {
      await t.app.close();
    }
  });

  it('with a mail server: fine while fresh, delayed after 15 minutes or a failure, fine once delivered', async () => {
    const t = await buildTestApp({
      database,
      clock: () => new Date(now),
      mailTransport: smtpTransport(`smtp://127.0.0.1:${smtpPort}`),
    });
    try {
      const shop = await siteWithOwner(t, 'with-smtp');
      await shop.queue('Fresh');
      expect(await shop.state()).toMatchObject({ delivering: true, waiting: 1, problem: null });
      now += 16 * 60 * 1000;
      expect(await shop.state()).toMatchObject({ waiting: 1, oldestWaitingMinutes: 16, problem: 'delayed' });
      // (The database is shared with the first test: its sites' waiting mail goes out too.)
      expect((await t.services.outbox.deliverDue()).sent).toBeGreaterThanOrEqual(1);
      expect(await shop.state()).toMatchObject({ waiting: 0, problem: null });

      // The mail server refuses the recipient for good: the failure shows for the week.
      accepting = false;
      await shop.queue('Refused');
      await t.services.outbox.deliverDue();
      expect(await shop.state()).toMatchObject({ failedRecently: 1, problem: 'delayed' });
      now += 8 * 24 * 60 * 60 * 1000;
      await shop.owner.signIn(shop.site.ownerEmail, OWNER_PASSWORD); // a week later: a new session
      expect(await shop.state()).toMatchObject({ failedRecently: 0, problem: null });
    } finally {
      accepting = true;
      await t.app.close();
    }
  });
});
