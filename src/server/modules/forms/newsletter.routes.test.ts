import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { block, createSite, layoutOf, OWNER_PASSWORD } from '../../testing/fixtures';
import { buildTestApp, hostOf, visitor, type TestApp } from '../../testing/test-app';
import { openTestDatabase } from '../../testing/test-database';
import { contactDefinition, goodValues, submit } from './test-forms';

let database: Database;
let t: TestApp;
let site: Awaited<ReturnType<typeof createSite>>;
let newsletterId: string;
let contactId: string;
const host = hostOf('florist');
let clockOffsetMs = 0;

beforeAll(async () => {
  database = await openTestDatabase();
  t = await buildTestApp({
    database,
    config: { appSecret: 'n'.repeat(40), formRateLimits: { perAddress: 1000, perSite: 1000 } },
    clock: () => new Date(Date.now() + clockOffsetMs),
  });
  site = await createSite(t.services, 'florist');
  newsletterId = (
    await t.services.forms.create(site.website.id, {
      name: 'News',
      kind: 'newsletter',
      fields: [{ id: 'email', type: 'email', title: 'Email Address', required: true }],
      settings: { captcha: { provider: 'none', siteKey: '' } },
    })
  ).id;
  contactId = (await t.services.forms.create(site.website.id, contactDefinition())).id;
  await t.services.content.createCollection({
    websiteId: site.website.id,
    type: 'page',
    title: 'Contact',
    urlId: 'contact',
    navigation: 'main',
    layout: layoutOf(
      block('form', { formId: contactId }),
      block('newsletter', { formId: newsletterId, title: 'Stay in touch' }),
    ),
  });
});
afterAll(async () => {
  await t.app.close();
  await database.close();
});

/** The links in the latest mail to `to`, read from the outbox as a person reads the e-mail. */
async function linksMailedTo(to: string) {
  const outbox = await t.services.outbox.list(site.website.id, { query: to, page: 1, pageSize: 1 });
  expect(outbox.rows[0]?.purpose).toBe('newsletter-confirmation');
  const rows = await database.db.query.mailOutbox.findMany({
    where: (mail, { eq }) => eq(mail.id, outbox.rows[0]!.id),
  });
  const urls = rows[0]!.text.match(/http:\/\/\S+/g) ?? [];
  return {
    confirm: new URL(urls.find((url) => url.includes('/forms/newsletter/confirm'))!),
    unsubscribe: new URL(urls.find((url) => url.includes('/forms/newsletter/unsubscribe'))!),
  };
}

const statusOf = async (email: string) =>
  (await t.services.newsletter.list(site.website.id, { query: email, page: 1, pageSize: 5 })).rows[0]?.status;

/** Opens a mailed link as a person does: the page shows a button, and only pressing it (a POST) acts. */
async function follow(link: URL) {
  const page = await t.app.inject({ method: 'GET', url: link.pathname + link.search, headers: { host } });
  if (page.statusCode !== 200) return page;
  const token = /name="token" value="([^"]+)"/.exec(page.body)?.[1];
  expect(token).toBeDefined();
  return t.app.inject({
    method: 'POST',
    url: link.pathname,
    headers: { host, origin: `http://${host}`, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      token: token!.replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code))),
    }).toString(),
  });
}

describe('newsletter double opt-in', () => {
  it('keeps a sign-up pending until the signed link is opened, then confirms; unsubscribe ends it', async () => {
    const response = await submit(t.app, host, {
      formId: newsletterId,
      form: JSON.stringify({ email: 'Fern@Example.com' }),
    });
    expect(response.statusCode).toBe(200);
    expect(await statusOf('fern@example.com')).toBe('pending');
    const links = await linksMailedTo('fern@example.com');
    expect(links.confirm.host).toBe(host);

    const forged = await follow(
      new URL(
        `${links.confirm.pathname}?token=${links.confirm.searchParams.get('token')!.slice(0, -2)}xx`,
        links.confirm,
      ),
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.body).toContain('This link is invalid or has expired.');
    expect(await statusOf('fern@example.com')).toBe('pending');

    // The confirmation link of one site does nothing on another.
    await createSite(t.services, 'other-florist');
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: links.confirm.pathname + links.confirm.search,
      headers: { host: hostOf('other-florist') },
    });
    expect(elsewhere.statusCode).toBe(400);

    const confirmed = await follow(links.confirm);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain('fern@example.com is now subscribed');
    expect(await statusOf('fern@example.com')).toBe('confirmed');

    const unsubscribed = await follow(links.unsubscribe);
    expect(unsubscribed.statusCode).toBe(200);
    expect(await statusOf('fern@example.com')).toBe('unsubscribed');
  });

  it('changes nothing when a mail scanner fetches the links (HEAD and GET), only when the button posts', async () => {
    await submit(t.app, host, { formId: newsletterId, form: JSON.stringify({ email: 'scan@example.com' }) });
    const links = await linksMailedTo('scan@example.com');
    for (const link of [links.confirm, links.unsubscribe])
      for (const method of ['HEAD', 'GET'] as const) {
        const response = await t.app.inject({ method, url: link.pathname + link.search, headers: { host } });
        expect(response.statusCode).toBe(200);
        expect(await statusOf('scan@example.com')).toBe('pending');
      }
    const page = await t.app.inject({
      method: 'GET',
      url: links.confirm.pathname + links.confirm.search,
      headers: { host },
    });
    expect(page.body).toContain('<button type="submit">Confirm subscription</button>');
    expect(page.body).toContain('scan@example.com');
    expect((await follow(links.confirm)).body).toContain('scan@example.com is now subscribed');
    expect(await statusOf('scan@example.com')).toBe('confirmed');
  });

  it('unsubscribes with the one-click POST of RFC 8058, named in the mail’s List-Unsubscribe headers', async () => {
    await submit(t.app, host, { formId: newsletterId, form: JSON.stringify({ email: 'click@example.com' }) });
    const links = await linksMailedTo('click@example.com');
    const [mail] = await database.db.query.mailOutbox.findMany({
      where: (row, { eq }) => eq(row.to, 'click@example.com'),
    });
    expect(mail?.headers).toEqual({
      'List-Unsubscribe': `<${links.unsubscribe.href}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    // What a mail provider sends: multipart, no Origin, no cookie, token in the URL.
    const boundary = 'one-click-boundary';
    const response = await t.app.inject({
      method: 'POST',
      url: links.unsubscribe.pathname + links.unsubscribe.search,
      headers: { host, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(response.statusCode).toBe(200);
    expect(await statusOf('click@example.com')).toBe('unsubscribed');
    // The form-encoded variant works too, and a foreign page cannot post it for a visitor.
    const foreign = await t.app.inject({
      method: 'POST',
      url: links.unsubscribe.pathname + links.unsubscribe.search,
      headers: { host, origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('voids the confirmation link once the address unsubscribed, so it cannot subscribe again', async () => {
    await submit(t.app, host, { formId: newsletterId, form: JSON.stringify({ email: 'void@example.com' }) });
    const links = await linksMailedTo('void@example.com');
    await follow(links.unsubscribe);
    expect(await statusOf('void@example.com')).toBe('unsubscribed');
    const again = await follow(links.confirm);
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('This link is invalid or has expired.');
    expect(await statusOf('void@example.com')).toBe('unsubscribed');
  });

  it('sends the confirmation again at most once every 10 minutes per address', async () => {
    const signUp = () =>
      submit(t.app, host, { formId: newsletterId, form: JSON.stringify({ email: 'again@example.com' }) });
    const mails = async () =>
      (await t.services.outbox.list(site.website.id, { query: 'again@example.com', page: 1, pageSize: 10 }))
        .total;
    await signUp();
    const first = await linksMailedTo('again@example.com');
    await signUp();
    await signUp();
    expect(await mails()).toBe(1);
    clockOffsetMs = 11 * 60_000;
    try {
      await signUp();
      expect(await mails()).toBe(2);
      // The earlier mail's link still confirms the same pending sign-up.
      expect((await follow(first.confirm)).statusCode).toBe(200);
      expect(await statusOf('again@example.com')).toBe('confirmed');
    } finally {
      clockOffsetMs = 0;
    }
  });

  it('builds links from the site’s own host, whatever X-Forwarded-Host says', async () => {
    const crumb = 'c'.repeat(32);
    const headers = {
      host,
      cookie: `crumb=${crumb}`,
      'x-csrf-token': crumb,
      'x-forwarded-host': 'evil.example',
    };
    const { key } = (
      await t.app.inject({ method: 'POST', url: '/api/form/FormSubmissionKey', headers })
    ).json();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/form/SaveFormSubmission',
      headers,
      payload: { key, formId: newsletterId, form: JSON.stringify({ email: 'spoof@example.com' }) },
    });
    expect(response.statusCode).toBe(200);
    const links = await linksMailedTo('spoof@example.com');
    expect(links.confirm.host).toBe(host);
    expect(links.unsubscribe.host).toBe(host);
  });

  it('refuses a confirmation link older than a week', async () => {
    await submit(t.app, host, { formId: newsletterId, form: JSON.stringify({ email: 'late@example.com' }) });
    const links = await linksMailedTo('late@example.com');
    clockOffsetMs = 8 * 24 * 60 * 60_000;
    try {
      const response = await follow(links.confirm);
      expect(response.statusCode).toBe(400);
      expect(await statusOf('late@example.com')).toBe('pending');
    } finally {
      clockOffsetMs = 0;
    }
  });

  it('lists subscribers for the owner, with search, and exports them as CSV', async () => {
    await submit(t.app, host, { formId: newsletterId, form: JSON.stringify({ email: 'ivy@example.com' }) });
    const session = visitor(t.app, host);
    await session.signIn(site.ownerEmail, OWNER_PASSWORD);
    const list = (await session.get('/api/rest/newsletter/subscribers?query=ivy')).json();
    expect(list).toMatchObject({
      total: 1,
      rows: [{ email: 'ivy@example.com', status: 'pending', formId: newsletterId }],
    });
    const csv = await session.get('/api/rest/newsletter/subscribers.csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Email,Status,Signed up,Confirmed,Unsubscribed');
    expect(csv.body).toMatch(/ivy@example.com,pending,/);
    expect((await visitor(t.app, host).get('/api/rest/newsletter/subscribers.csv')).statusCode).toBe(401);
  });
});

describe('forms without JavaScript', () => {
  const post = (formId: string, fields: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: `/forms/${formId}/submit`,
      headers: { host, 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '192.0.2.50' },
      payload: new URLSearchParams(fields).toString(),
    });

  it('shows the page again with each error above its field and the typed values kept', async () => {
    const response = await post(contactId, {
      pagePath: '/contact',
      'field.name.0': 'Ada',
      'field.name.1': '',
      'field.email': 'nope',
      'field.topic': 'Beans',
      'field.message': 'Hi',
      honeypot: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('Your form has encountered a problem. Please scroll down to review.');
    expect(response.body).toContain('scroll up to review');
    expect(response.body).toContain('Name is required.');
    expect(response.body).toContain(
      'Email is not valid. Email addresses should follow the format user@domain.com.',
    );
    expect(response.body).toContain('value="nope"');
    // The newsletter on the same page is untouched.
    expect(response.body).toContain('Stay in touch');
  });

  it('stores a good post and shows the success message in place of the form', async () => {
    const before = (
      await t.services.forms.submissions(site.website.id, contactId, { query: '', page: 1, pageSize: 1 })
    ).total;
    const response = await post(contactId, {
      pagePath: '/contact',
      'field.name.0': 'Ada',
      'field.name.1': 'Lovelace',
      'field.email': goodValues.email,
      'field.phone.0': '503',
      'field.phone.1': '555',
      'field.phone.2': '0142',
      'field.topic': 'Beans',
      'checkbox.brew': 'Espresso',
      'likert.opinion.Fresh': '1',
      'field.message': 'Hi',
      'field.source': 'direct',
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Thank you!');
    expect(response.body).toMatch(/<form[^>]*hidden=""/);
    const page = await t.services.forms.submissions(site.website.id, contactId, {
      query: '',
      page: 1,
      pageSize: 1,
    });
    expect(page.total).toBe(before + 1);
    expect(page.rows[0]?.values).toMatchObject({
      phone: ['', '503', '555', '0142'],
      brew: ['Espresso'],
      opinion: { Fresh: '1' },
    });
  });

  it('answers a post to an unknown form with 404', async () => {
    const response = await post('0123456789abcdef01234567', { pagePath: '/contact' });
    expect(response.statusCode).toBe(404);
  });
});
