import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createSite } from '../../testing/fixtures';
import { buildTestApp, hostOf, type TestApp } from '../../testing/test-app';
import { openTestDatabase, testEngines } from '../../testing/test-database';
import { contactDefinition, goodValues, notifying, submit } from '../forms/test-forms';
import { MAIL_MAX_ATTEMPTS, retryDelayMs, type MailMessage, type MailTransport } from './outbox';

/**
 * A submission whose notification cannot be sent is still stored; the mail stays in the
 * outbox and goes out on a later round. Real nodemailer transports: SMTP to a closed local
 * port (refused at once), then nodemailer's JSON transport standing in for a working server.
 */
describe.each(testEngines)('mail outbox on %s', (engine) => {
  let database: Database;
  let t: TestApp;
  let now = Date.now();
  const refused = nodemailer.createTransport({ host: '127.0.0.1', port: 1, connectionTimeout: 2000 });
  const working = nodemailer.createTransport({ jsonTransport: true });
  const delivered: MailMessage[] = [];
  let smtpUp = false;
  // Which real transport is "the SMTP server" at the moment: down first, then up.
  const transport: MailTransport = {
    async sendMail(message) {
      if (!smtpUp) return refused.sendMail(message);
      const sent = await working.sendMail(message);
      delivered.push(message);
      return sent;
    },
  };

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    t = await buildTestApp({
      database,
      config: { appSecret: 'm'.repeat(40) },
      clock: () => new Date(now),
      mailTransport: transport,
    });
  });
  afterAll(async () => {
    await t.app.close();
    await database.close();
  });

  it('keeps the submission when the notification fails, retries with back-off, and delivers once SMTP is back', async () => {
    const site = await createSite(t.services, 'mailer');
    const formId = (
      await t.services.forms.create(site.website.id, contactDefinition(notifying(site.ownerEmail)))
    ).id;
    const response = await submit(t.app, hostOf('mailer'), { formId, form: JSON.stringify(goodValues) });
    expect(response.statusCode).toBe(200);

    expect(await t.services.outbox.deliverDue()).toEqual({ sent: 0, failed: 1 });
    const afterFailure = (await t.services.outbox.list(site.website.id, { query: '', page: 1, pageSize: 5 }))
      .rows[0]!;
    expect(afterFailure).toMatchObject({ status: 'queued', attempts: 1 });
    expect(afterFailure.lastError).toMatch(/ECONNREFUSED|connect/i);
    const stored = await t.services.forms.submissions(site.website.id, formId, {
      query: '',
      page: 1,
      pageSize: 5,
    });
    expect(stored.total).toBe(1);
    expect(stored.rows[0]?.notification).toBe('queued');

    // Not due yet: nothing is tried before the back-off has passed.
    smtpUp = true;
    expect(await t.services.outbox.deliverDue()).toEqual({ sent: 0, failed: 0 });
    now += retryDelayMs(1) + 1;
    expect(await t.services.outbox.deliverDue()).toEqual({ sent: 1, failed: 0 });
    expect(delivered).toHaveLength(1);
    expect(delivered[0]).toMatchObject({ to: site.ownerEmail, replyTo: 'ada@example.com' });
    expect(delivered[0]?.text).toContain('Name\nAda Lovelace');
    expect(
      (await t.services.forms.submissions(site.website.id, formId, { query: '', page: 1, pageSize: 5 }))
        .rows[0]?.notification,
    ).toBe('sent');
    // Sent mail is never sent again.
    now += 24 * 60 * 60_000;
    expect(await t.services.outbox.deliverDue()).toEqual({ sent: 0, failed: 0 });
  });

  it('gives up after the last attempt and says why', async () => {
    smtpUp = false;
    const site = await createSite(t.services, 'mailer-down');
    const formId = (
      await t.services.forms.create(site.website.id, contactDefinition(notifying(site.ownerEmail)))
    ).id;
    await submit(t.app, hostOf('mailer-down'), { formId, form: JSON.stringify(goodValues) });
    for (let attempt = 1; attempt <= MAIL_MAX_ATTEMPTS; attempt++) {
      await t.services.outbox.deliverDue();
      now += retryDelayMs(attempt) + 1;
    }
    const row = (await t.services.outbox.list(site.website.id, { query: '', page: 1, pageSize: 5 })).rows[0]!;
    expect(row).toMatchObject({ status: 'failed', attempts: MAIL_MAX_ATTEMPTS });
    expect(await t.services.outbox.deliverDue()).toEqual({ sent: 0, failed: 0 });
  });

  it('grows the wait between attempts up to an hour', () => {
    expect([1, 2, 3, 10, 20].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 3_600_000, 3_600_000]);
  });
});
