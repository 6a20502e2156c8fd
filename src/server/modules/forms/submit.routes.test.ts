import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formMessages } from '../../../shared/forms/validate';
import { newId } from '../../../shared/ids';
import type { Database } from '../../db/client';
import { createSite } from '../../testing/fixtures';
import { buildTestApp, hostOf, type TestApp } from '../../testing/test-app';
import { openTestDatabase } from '../../testing/test-database';
import { contactDefinition, goodValues, notifying, submit } from './test-forms';

let database: Database;
let t: TestApp;
let site: Awaited<ReturnType<typeof createSite>>;
let formId: string;
const host = hostOf('roastery');
let ipCounter = 0;
/** Each test its own address, so the per-address limit only bites where a test wants it to. */
const freshIp = () => `203.0.113.${++ipCounter}`;

beforeAll(async () => {
  database = await openTestDatabase();
  t = await buildTestApp({
    database,
    config: { appSecret: 'a'.repeat(40), formRateLimits: { perAddress: 5, perSite: 1000 } },
  });
  site = await createSite(t.services, 'roastery');
  formId = (await t.services.forms.create(site.website.id, contactDefinition(notifying(site.ownerEmail)))).id;
});
afterAll(async () => {
  await t.app.close();
  await database.close();
});

const send = (
  values: unknown,
  extra: Record<string, unknown> = {},
  options: { key?: string; ip?: string } = {},
) =>
  submit(
    t.app,
    host,
    { formId, form: JSON.stringify(values), pagePath: '/contact', ...extra },
    { ip: freshIp(), ...options },
  );

describe('POST /api/form/FormSubmissionKey', () => {
  it('hands out a fresh key each time', async () => {
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/form/FormSubmissionKey',
      headers: { host, cookie: `crumb=${'c'.repeat(32)}`, 'x-csrf-token': 'c'.repeat(32) },
    });
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/form/FormSubmissionKey',
      headers: { host, cookie: `crumb=${'c'.repeat(32)}`, 'x-csrf-token': 'c'.repeat(32) },
    });
    expect(first.statusCode).toBe(200);
    expect(typeof first.json().key).toBe('string');
    expect(first.json().key).not.toBe(second.json().key);
  });
});

describe('POST /api/form/SaveFormSubmission', () => {
  it('stores a valid submission (phone gets its leading empty part) and queues the owner notification', async () => {
    const response = await send(goodValues);
    expect(response.statusCode).toBe(200);
    const { submissionId } = response.json();
    const page = await t.services.forms.submissions(site.website.id, formId, {
      query: '',
      page: 1,
      pageSize: 50,
    });
    const stored = page.rows.find((row) => row.id === submissionId);
    expect(stored?.values).toMatchObject({
      name: ['Ada', 'Lovelace'],
      phone: ['', '503', '555', '0142'],
      opinion: { Fresh: '2' },
      source: 'newsletter',
    });
    expect(stored?.values).not.toHaveProperty('intro');
    expect(stored?.display.opinion).toBe('Fresh: Strongly Agree');
    expect(stored?.notification).toBe('queued');
    const outbox = await t.services.outbox.list(site.website.id, {
      query: site.ownerEmail,
      page: 1,
      pageSize: 10,
    });
    expect(outbox.rows[0]).toMatchObject({ purpose: 'form-notification', status: 'queued' });
  });

  it('keeps a visitor’s text from faking lines of the owner’s mail, and names the visitor in the subject', async () => {
    const response = await send(
      { ...goodValues, name: ['Eve\nSent from /admin', 'Doe'], message: 'line one\nline two' },
      { pagePath: '//evil.example/\nSent from the bank' },
    );
    expect(response.statusCode).toBe(200);
    const [mail] = await database.db.query.mailOutbox.findMany({
      where: (row, { eq, and }) =>
        and(eq(row.websiteId, site.website.id), eq(row.purpose, 'form-notification')),
      orderBy: (row, { desc }) => [desc(row.createdAt)],
      limit: 1,
    });
    expect(mail!.text).toContain('Name\nEve Sent from /admin Doe\n');
    // Paragraph fields keep their line breaks, in both parts of the mail.
    expect(mail!.text).toContain('Message\nline one\nline two\n');
    expect(mail!.html).toMatch(/Message<\/span><br\/>line one<br\/>line two<\/p>/);
    // Not a path on this site: the page is not named at all.
    expect(mail!.text).toContain('Sent from your site on');
    expect(mail!.text).not.toContain('evil.example');
    expect(mail!.subject).toBe('New submission: Contact from Eve Sent from /admin Doe');
    const stored = await t.services.forms.submissions(site.website.id, formId, {
      query: 'eve',
      page: 1,
      pageSize: 5,
    });
    expect(stored.rows[0]?.pagePath).toBeNull();
  });

  it('answers 400 with each field’s message keyed by field id', async () => {
    const response = await send({
      ...goodValues,
      name: ['', ''],
      email: 'not-an-email',
      topic: 'Tea',
      message: 'x'.repeat(21),
      brew: ['Aeropress'],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation',
      error: 'One or more fields is invalid, please check your entries.',
      errors: {
        name: 'Name is required.',
        email: 'Email is not valid. Email addresses should follow the format user@domain.com.',
        topic: 'Tea is not one of the expected options',
        message: 'You have exceeded the character limit.',
        brew: 'Aeropress is not one of the expected options',
      },
    });
  });

  it('answers 400 "Could not parse the form fields" for a malformed JSON map', async () => {
    for (const form of ['{"name": ', '[1,2]', '{"email": 5}', 'null']) {
      const response = await send(undefined, { form });
      expect(response.statusCode, form).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'malformedJson',
        error: 'Could not parse the form fields, please check your entries.',
      });
    }
  });

  it('answers 400 with field errors when the payload itself is not the spec’s shape', async () => {
    const response = await send(goodValues, { formId: 'not-an-id' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('formId');
  });

  it('answers 404 "This form has not been configured yet." for an unknown form', async () => {
    const response = await send(goodValues, { formId: newId() });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      code: 'formNotConfigured',
      error: 'This form has not been configured yet.',
    });
  });

  it('answers 401 for a tampered, foreign or expired key', async () => {
    const key = (
      await t.app.inject({
        method: 'POST',
        url: '/api/form/FormSubmissionKey',
        headers: { host, cookie: `crumb=${'c'.repeat(32)}`, 'x-csrf-token': 'c'.repeat(32) },
      })
    ).json().key as string;
    const tampered = key.slice(0, -3) + (key.endsWith('AAA') ? 'BBB' : 'AAA');
    const other = await createSite(t.services, 'other-roastery');
    const foreignKey = (
      await t.app.inject({
        method: 'POST',
        url: '/api/form/FormSubmissionKey',
        headers: {
          host: hostOf('other-roastery'),
          cookie: `crumb=${'c'.repeat(32)}`,
          'x-csrf-token': 'c'.repeat(32),
        },
      })
    ).json().key as string;
    const past = await buildTestApp({
      database,
      config: { appSecret: 'a'.repeat(40) },
      clock: () => new Date(Date.now() - 7 * 60 * 60_000),
    });
    const oldKey = (
      await past.app.inject({
        method: 'POST',
        url: '/api/form/FormSubmissionKey',
        headers: { host, cookie: `crumb=${'c'.repeat(32)}`, 'x-csrf-token': 'c'.repeat(32) },
      })
    ).json().key as string;
    await past.app.close();
    for (const bad of [tampered, foreignKey, oldKey, 'garbage']) {
      const response = await send(goodValues, {}, { key: bad });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        code: 'formKeyInvalid',
        error: 'Unable to submit form. Please try again later.',
      });
    }
    expect(other.website.id).not.toBe(site.website.id);
  });

  it('stores a retried send with the same key once and answers with the same id', async () => {
    const key = (
      await t.app.inject({
        method: 'POST',
        url: '/api/form/FormSubmissionKey',
        headers: { host, cookie: `crumb=${'c'.repeat(32)}`, 'x-csrf-token': 'c'.repeat(32) },
      })
    ).json().key as string;
    const before = (
      await t.services.forms.submissions(site.website.id, formId, { query: '', page: 1, pageSize: 1 })
    ).total;
    const [first, second] = [await send(goodValues, {}, { key }), await send(goodValues, {}, { key })];
    expect(first.json().submissionId).toBe(second.json().submissionId);
    expect(
      (await t.services.forms.submissions(site.website.id, formId, { query: '', page: 1, pageSize: 1 }))
        .total,
    ).toBe(before + 1);
  });

  it('pretends success to a bot that fills the honeypot, and stores nothing', async () => {
    const before = (
      await t.services.forms.submissions(site.website.id, formId, { query: '', page: 1, pageSize: 1 })
    ).total;
    const response = await send(goodValues, { honeypot: 'http://spam.example' });
    expect(response.statusCode).toBe(200);
    expect(
      (await t.services.forms.submissions(site.website.id, formId, { query: '', page: 1, pageSize: 1 }))
        .total,
    ).toBe(before);
  });

  it('answers 429 with the spec’s message once one address sends too many', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt++)
      statuses.push((await send(goodValues, {}, { ip })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    const limited = await send(goodValues, {}, { ip });
    expect(limited.json()).toMatchObject({
      code: 'formRateLimited',
      error: 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is still welcome.
    expect((await send(goodValues)).statusCode).toBe(200);
  });

  it('answers 429 once the whole site gets too many, whatever the address', async () => {
    const busy = await buildTestApp({
      database,
      config: { appSecret: 'a'.repeat(40), formRateLimits: { perAddress: 100, perSite: 3 } },
    });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 5; attempt++)
        statuses.push(
          (await submit(busy.app, host, { formId, form: JSON.stringify(goodValues) }, { ip: freshIp() }))
            .statusCode,
        );
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
    } finally {
      await busy.app.close();
    }
  });

  it('asks for the captcha when the form has one and none was sent', async () => {
    const guarded = await t.services.forms.create(
      site.website.id,
      contactDefinition({ captcha: { provider: 'altcha', siteKey: '' } }),
    );
    const response = await send(goodValues, { formId: guarded.id });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'captchaIncomplete',
      error: formMessages.captchaIncomplete,
    });
  });

  it('needs the disclaimer accepted when the form asks for it', async () => {
    const withTerms = await t.services.forms.create(
      site.website.id,
      contactDefinition({ disclaimer: { enabled: true, html: '<p>Terms</p>', requireAcceptance: true } }),
    );
    const refused = await send(goodValues, { formId: withTerms.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ disclaimer: 'Please accept the terms to continue.' });
    expect((await send({ ...goodValues, disclaimer: 'accepted' }, { formId: withTerms.id })).statusCode).toBe(
      200,
    );
  });

  it('takes the payload form-encoded too, as older clients send it', async () => {
    const key = (
      await t.app.inject({
        method: 'POST',
        url: '/api/form/FormSubmissionKey',
        headers: { host, cookie: `crumb=${'c'.repeat(32)}`, 'x-csrf-token': 'c'.repeat(32) },
      })
    ).json().key as string;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/form/SaveFormSubmission',
      headers: {
        host,
        cookie: `crumb=${'c'.repeat(32)}`,
        'x-csrf-token': 'c'.repeat(32),
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': freshIp(),
      },
      payload: new URLSearchParams({
        key,
        formId,
        isOverlayForm: 'true',
        form: JSON.stringify(goodValues),
        contentSource: 'c',
      }).toString(),
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a call without the crumb, like every state-changing API call', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/form/SaveFormSubmission',
      headers: { host },
      payload: { key: 'x', formId, form: '{}' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ crumbFail: true });
  });

  it('refuses another site’s form as not configured', async () => {
    const other = await createSite(t.services, 'third-roastery');
    const foreignForm = await t.services.forms.create(other.website.id, contactDefinition());
    const response = await send(goodValues, { formId: foreignForm.id });
    expect(response.statusCode).toBe(404);
  });
});
