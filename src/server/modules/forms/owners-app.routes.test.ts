import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { block, createSite, layoutOf, OWNER_PASSWORD } from '../../testing/fixtures';
import { buildTestApp, hostOf, visitor, type TestApp } from '../../testing/test-app';
import { openTestDatabase } from '../../testing/test-database';
import { contactDefinition, goodValues, submit } from './test-forms';

let database: Database;
let t: TestApp;

beforeAll(async () => {
  database = await openTestDatabase();
  t = await buildTestApp({ database, config: { appSecret: 'p'.repeat(40) } });
});
afterAll(async () => {
  await t.app.close();
  await database.close();
});

describe('the editor preview of a page with a form', () => {
  it('renders the form as visitors will see it, and only this site’s forms', async () => {
    const site = await createSite(t.services, 'preview-forms');
    const host = hostOf('preview-forms');
    const session = visitor(t.app, host);
    await session.signIn(site.ownerEmail, OWNER_PASSWORD);
    const formId = (
      await session.request(
        'POST',
        '/api/rest/forms',
        contactDefinition({ submitButtonText: 'Send to the bakery' }),
      )
    ).json().id as string;
    const other = await createSite(t.services, 'preview-other');
    const otherSession = visitor(t.app, hostOf('preview-other'));
    await otherSession.signIn(other.ownerEmail, OWNER_PASSWORD);
    const foreignId = (
      await otherSession.request('POST', '/api/rest/forms', { ...contactDefinition(), name: 'Foreign' })
    ).json().id as string;

    // A draft page (never published) holding this site's form and another site's form.
    const page = await t.services.content.createCollection({
      websiteId: site.website.id,
      type: 'page',
      title: 'Draft contact',
      urlId: 'draft-contact',
      navigation: 'main',
      layout: layoutOf(block('form', { formId }), block('form', { formId: foreignId })),
    });
    const preview = await session.get(`/config/preview/${page.id}`);
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain(`data-form-id="${formId}"`);
    expect(preview.body).toContain('Send to the bakery');
    expect(preview.body).toContain('action="/forms/' + formId + '/submit"');
    expect(preview.body).toContain('/assets/runtime/forms.test.js');
    // The foreign form is not this site's: it previews as not configured, showing none of its fields.
    expect(preview.body).not.toContain(`data-form-id="${foreignId}"`);
    expect(preview.body).toContain('This form has not been configured yet.');
  });
});

describe('the forms list', () => {
  it('counts each form’s own submissions', async () => {
    const site = await createSite(t.services, 'counting');
    const host = hostOf('counting');
    const session = visitor(t.app, host);
    await session.signIn(site.ownerEmail, OWNER_PASSWORD);
    const busy = (
      await session.request('POST', '/api/rest/forms', { ...contactDefinition(), name: 'Busy' })
    ).json().id as string;
    const quiet = (
      await session.request('POST', '/api/rest/forms', { ...contactDefinition(), name: 'Quiet' })
    ).json().id as string;
    for (let n = 0; n < 2; n++)
      expect(
        (
          await submit(
            t.app,
            host,
            { formId: busy, form: JSON.stringify(goodValues) },
            { ip: `198.51.100.${20 + n}` },
          )
        ).statusCode,
      ).toBe(200);
    const counts = Object.fromEntries(
      (
        (await session.get('/api/rest/forms')).json().forms as Array<{ id: string; submissionCount: number }>
      ).map((form) => [form.id, form.submissionCount]),
    );
    expect(counts).toEqual({ [busy]: 2, [quiet]: 0 });
  });
});
