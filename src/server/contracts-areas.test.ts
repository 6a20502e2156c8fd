import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './db/client';
import { OPENAPI_PATH } from './plugins/openapi';
import { createSite, OWNER_PASSWORD } from './testing/fixtures';
import { buildTestApp, hostOf, visitor, type TestApp } from './testing/test-app';
import { openTestDatabase } from './testing/test-database';

/**
 * Issue 12 item 1 for census, analytics, forms and accounts: their JSON routes publish an answer
 * schema in the OpenAPI document (the same schema the route serialises through), and declare
 * who may call them before their input is judged.
 */
const HOST = hostOf('contracts-areas');
let database: Database;
let t: TestApp;
let site: Awaited<ReturnType<typeof createSite>>;

beforeAll(async () => {
  database = await openTestDatabase();
  t = await buildTestApp({ database });
  site = await createSite(t.services, 'contracts-areas');
});
afterAll(async () => {
  await t.app.close();
  await database.close();
});

type Operation = { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> };
type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

/** Route (as OpenAPI writes it) → the status whose JSON answer must have a schema. */
const ANSWERS: Array<[method: string, path: string, status: string]> = [
  ['post', '/api/census/RecordHit', '202'],
  ['post', '/api/census/button-click', '202'],
  ['post', '/api/census/RecordQuickView/{id}', '202'],
  ['post', '/api/events/RecordEvent', '202'],
  ['post', '/api/1/performance/records', '202'],
  ['get', '/api/1/performance/settings', '200'],
  ['post', '/api/consent/record', '201'],
  ['get', '/api/census/analytics', '200'],
  ['get', '/api/census/analytics/{view}', '200'],
  ['get', '/api/consent/records', '200'],
  ['post', '/api/form/FormSubmissionKey', '200'],
  ['post', '/api/form/SaveFormSubmission', '200'],
  ['get', '/api/form/captcha/challenge', '200'],
  ['get', '/api/rest/forms', '200'],
  ['post', '/api/rest/forms', '201'],
  ['get', '/api/rest/forms/{formId}', '200'],
  ['put', '/api/rest/forms/{formId}', '200'],
  ['get', '/api/rest/forms/{formId}/submissions', '200'],
  ['get', '/api/rest/newsletter/subscribers', '200'],
  ['get', '/api/rest/forms/notify-addresses', '200'],
  ['post', '/api/rest/forms/notify-addresses/resend', '200'],
  ['post', '/api/auth/Login', '200'],
  ['get', '/api/auth/me', '200'],
  ['post', '/api/platform/sign-up', '202'],
  ['post', '/api/platform/sign-up/confirm', '200'],
  ['post', '/api/platform/password-reset', '202'],
  ['post', '/api/platform/password-reset/complete', '200'],
];

describe('answers of census, analytics, forms and accounts', () => {
  it('are described in the OpenAPI document', async () => {
    const response = await t.app.inject({ method: 'GET', url: OPENAPI_PATH, headers: { host: HOST } });
    const document = response.json<OpenApiDocument>();
    const undescribed = ANSWERS.filter(
      ([method, path, status]) =>
        !document.paths[path]?.[method]?.responses?.[status]?.content?.['application/json']?.schema,
    ).map(([method, path, status]) => `${method.toUpperCase()} ${path} ${status}`);
    expect(undescribed).toEqual([]);
  });

  it('send only what the contract names: the account answer carries no more than id, e-mail and name', async () => {
    const owner = visitor(t.app, HOST);
    await owner.get('/');
    const signIn = await owner.request('POST', '/api/auth/Login', {
      email: site.ownerEmail,
      password: OWNER_PASSWORD,
    });
    expect(signIn.statusCode).toBe(200);
    expect(Object.keys(signIn.json<{ account: object }>().account).sort()).toEqual([
      'displayName',
      'email',
      'id',
    ]);
  });
});

describe('who may call them, judged before their input', () => {
  it('asks an anonymous password change to sign in, whatever its body', async () => {
    const anonymous = visitor(t.app, HOST);
    await anonymous.get('/');
    const response = await anonymous.request('POST', '/api/auth/password', { newPassword: 1 });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'loginRequired' });
  });

  it('answers 404 for sign-up on a site’s host, whatever its body', async () => {
    const anonymous = visitor(t.app, HOST);
    await anonymous.get('/');
    const response = await anonymous.request('POST', '/api/platform/sign-up', { email: 42 });
    expect(response.statusCode).toBe(404);
  });

  it('asks an anonymous analytics reader to sign in, whatever its range', async () => {
    const anonymous = visitor(t.app, HOST);
    await anonymous.get('/');
    const response = await anonymous.get('/api/census/analytics/overview?from=nonsense');
    expect(response.statusCode).toBe(401);
  });

  it('judges a signed-in owner’s form query: 400 with field errors', async () => {
    const owner = visitor(t.app, HOST);
    await owner.signIn(site.ownerEmail, OWNER_PASSWORD);
    const response = await owner.get('/api/rest/newsletter/subscribers?pageSize=1000');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation', errors: { pageSize: expect.any(String) } });
  });
});
