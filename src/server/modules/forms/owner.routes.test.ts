import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import {
  addContributor,
  block,
  ContributorRole,
  createSite,
  layoutOf,
  OWNER_PASSWORD,
} from '../../testing/fixtures';
import { buildTestApp, hostOf, visitor, type TestApp } from '../../testing/test-app';
import { openTestDatabase } from '../../testing/test-database';
import { contactDefinition, goodValues, submit } from './test-forms';

let database: Database;
let t: TestApp;
let site: Awaited<ReturnType<typeof createSite>>;
const host = hostOf('bakery');

async function owner() {
  const session = visitor(t.app, host);
  await session.signIn(site.ownerEmail, OWNER_PASSWORD);
  return session;
}

beforeAll(async () => {
  database = await openTestDatabase();
  t = await buildTestApp({
    database,
    config: { appSecret: 'b'.repeat(40), formRateLimits: { perAddress: 1000, perSite: 1000 } },
  });
  site = await createSite(t.services, 'bakery');
});
afterAll(async () => {
  await t.app.close();
  await database.close();
});

describe('form definitions API', () => {
  it('asks anonymous callers to sign in and hides forms from other sites’ owners', async () => {
    expect((await visitor(t.app, host).get('/api/rest/forms')).statusCode).toBe(401);
    const session = await owner();
    const created = await session.request('POST', '/api/rest/forms', contactDefinition());
    const other = await createSite(t.services, 'other-bakery');
    const stranger = visitor(t.app, host);
    await stranger.signIn(other.ownerEmail, OWNER_PASSWORD);
    expect((await stranger.get(`/api/rest/forms/${created.json().id}`)).statusCode).toBe(404);
    const strangerOnOwnSite = visitor(t.app, hostOf('other-bakery'));
    await strangerOnOwnSite.signIn(other.ownerEmail, OWNER_PASSWORD);
    expect((await strangerOnOwnSite.get(`/api/rest/forms/${created.json().id}`)).statusCode).toBe(404);
    expect((await strangerOnOwnSite.get(`/api/rest/forms/${created.json().id}/submissions`)).statusCode).toBe(
      404,
    );
    expect(
      (await strangerOnOwnSite.get(`/api/rest/forms/${created.json().id}/submissions.csv`)).statusCode,
    ).toBe(404);
    expect(
      (await strangerOnOwnSite.request('PUT', `/api/rest/forms/${created.json().id}`, contactDefinition()))
        .statusCode,
    ).toBe(404);
    expect((await strangerOnOwnSite.get('/api/rest/forms')).json().forms).toEqual([]);
    // A block on the other site naming this form shows nothing of it.
    await t.services.content.createCollection({
      websiteId: other.website.id,
      type: 'page',
      title: 'Borrowed',
      urlId: 'borrowed',
      navigation: 'main',
      layout: layoutOf(block('form', { formId: created.json().id })),
    });
    const borrowed = await visitor(t.app, hostOf('other-bakery')).get('/borrowed');
    expect(borrowed.body).toContain('This form has not been configured yet.');
    expect(borrowed.body).not.toContain('data-form-id');
  });

  it('refuses viewers', async () => {
    await addContributor(t.services, site.website.id, ContributorRole.viewer, 'bakery-viewer');
    const viewer = visitor(t.app, host);
    await viewer.signIn('bakery-viewer@example.com', OWNER_PASSWORD);
    expect((await viewer.get('/api/rest/forms')).statusCode).toBe(403);
  });

  it('creates, reads and updates a form with every editable property; pages show the change', async () => {
    const session = await owner();
    const created = await session.request('POST', '/api/rest/forms', contactDefinition());
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;
    await t.services.content.createCollection({
      websiteId: site.website.id,
      type: 'page',
      title: 'Contact',
      urlId: 'contact',
      navigation: 'main',
      layout: layoutOf(block('form', { formId: id })),
    });
    const page = await visitor(t.app, host).get('/contact');
    expect(page.body).toContain('action="/forms/' + id + '/submit"');
    expect(page.body).toContain('/assets/runtime/forms.test.js');
    // A hidden field starts with its default, or the query parameter named by its key (also without JavaScript).
    expect(page.body).toMatch(/name="field\.source" value="direct"/);
    expect((await visitor(t.app, host).get('/contact?utm_source=flyer')).body).toMatch(
      /name="field\.source" value="flyer"/,
    );

    const read = await session.get(`/api/rest/forms/${id}`);
    expect(read.json()).toMatchObject({
      name: 'Contact',
      kind: 'form',
      settings: { submitButtonText: 'Submit', captcha: { provider: 'none' } },
    });
    const definition = contactDefinition({
      submitButtonText: 'Send it',
      advanced: {
        successMessage: '<p>Merci!</p><script>alert(1)</script>',
        redirectUrl: '/thanks',
        postSubmitHtml: '<img src="https://pixel.example/p.gif">',
      },
      disclaimer: { enabled: true, html: '<p>We keep your data safe.</p>', requireAcceptance: false },
    });
    definition.fields.push(
      { id: 'amount', type: 'currency', title: 'Amount', currencySymbol: '€' },
      { id: 'rule', type: 'section', title: 'Rule', underline: true },
      { id: 'mobile', type: 'phone', title: 'Mobile', showCountryCode: true },
    );
    const updated = await session.request('PUT', `/api/rest/forms/${id}`, definition);
    expect(updated.statusCode).toBe(200);
    expect(updated.json().settings.advanced).toEqual({
      successMessage: '<p>Merci!</p>',
      redirectUrl: '/thanks',
      postSubmitHtml: '<img src="https://pixel.example/p.gif" />',
    });
    const after = await visitor(t.app, host).get('/contact');
    expect(after.body).toContain('Send it');
    expect(after.body).toContain('We keep your data safe.');
    expect(after.body).toContain('€');
  });

  it('answers bad definitions with messages at the fields', async () => {
    const session = await owner();
    const response = await session.request('POST', '/api/rest/forms', {
      name: '',
      kind: 'newsletter',
      fields: [
        { id: 'a', type: 'radio', title: 'Pick', options: [] },
        { id: 'a', type: 'text', title: 'Again' },
      ],
      settings: {
        captcha: { provider: 'recaptcha', siteKey: '' },
        advanced: { redirectUrl: 'javascript:alert(1)' },
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      name: 'Enter a form name',
      'fields.0.options': 'Add at least one option',
      'settings.advanced.redirectUrl': 'Links must be formatted as http://example.com or https://example.com',
    });
  });

  it('refuses a captcha provider this server cannot check', async () => {
    const session = await owner();
    const response = await session.request(
      'POST',
      '/api/rest/forms',
      contactDefinition({ captcha: { provider: 'turnstile', siteKey: 'site-key' } }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors['settings.captcha.provider']).toMatch(/Turnstile/);
  });
});

describe('submissions, search, pages and CSV', () => {
  it('lists a form’s submissions newest first, finds them by any value, pages them and exports CSV', async () => {
    const session = await owner();
    const id = (await session.request('POST', '/api/rest/forms', contactDefinition())).json().id as string;
    const names = ['Ada', 'Grace', 'Hedy', 'Katherine', '=HYPERLINK("x")'];
    for (const [index, first] of names.entries()) {
      const response = await submit(t.app, host, {
        formId: id,
        form: JSON.stringify({ ...goodValues, name: [first, 'Doe'], message: `note ${index}` }),
      });
      expect(response.statusCode).toBe(200);
    }
    const pageOne = (await session.get(`/api/rest/forms/${id}/submissions?pageSize=2`)).json();
    expect(pageOne.total).toBe(5);
    expect(pageOne.rows.map((row: { display: { name: string } }) => row.display.name)).toEqual([
      '=HYPERLINK("x") Doe',
      'Katherine Doe',
    ]);
    expect(pageOne.fields.map((field: { id: string }) => field.id)).toContain('message');
    const pageThree = (await session.get(`/api/rest/forms/${id}/submissions?pageSize=2&page=3`)).json();
    expect(pageThree.rows.map((row: { display: { name: string } }) => row.display.name)).toEqual(['Ada Doe']);
    const found = (await session.get(`/api/rest/forms/${id}/submissions?query=GRACE`)).json();
    expect(found.total).toBe(1);
    expect(found.rows[0].values.name).toEqual(['Grace', 'Doe']);
    expect((await session.get(`/api/rest/forms/${id}/submissions?query=nobody`)).json().total).toBe(0);
    expect((await session.get(`/api/rest/forms/${id}/submissions?pageSize=1000`)).statusCode).toBe(400);

    const csv = await session.get(`/api/rest/forms/${id}/submissions.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.headers['content-disposition']).toContain('contact-submissions.csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Submitted,Name,Email,Phone,Topic,Brew,Opinion,Message,utm_source,Page');
    expect(lines).toHaveLength(6);
    expect(lines[1]).toContain(
      'Ada Doe,ada@example.com,503 555 0142,Beans,Espresso,Fresh: Strongly Agree,note 0,newsletter',
    );
    // A visitor's formula is shown as text, never run by the spreadsheet.
    expect(lines[5]).toContain(`"'=HYPERLINK(""x"") Doe"`);
  });
});

describe('mail outbox API', () => {
  it('lists the site’s queued mail for its owner only', async () => {
    const session = await owner();
    const response = await session.get('/api/rest/mail/outbox?pageSize=5');
    expect(response.statusCode).toBe(200);
    expect(response.json().rows[0]).toMatchObject({
      // The forms here name an address that is not the owner's: its confirmation is the latest mail.
      to: 'owner@example.com',
      purpose: 'notify-address-verification',
      status: 'queued',
      attempts: 0,
    });
    expect((await visitor(t.app, host).get('/api/rest/mail/outbox')).statusCode).toBe(401);
  });
});
