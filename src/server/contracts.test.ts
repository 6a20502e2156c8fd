import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './db/client';
import { OPENAPI_PATH } from './plugins/openapi';
import { createSite, OWNER_PASSWORD } from './testing/fixtures';
import { buildTestApp, cookieHeader, hostOf, visitor, type TestApp } from './testing/test-app';
import { openTestDatabase } from './testing/test-database';

/**
 * Issue 12 item 1: the API's contracts both ways. Routes validate with the shared zod schemas
 * AFTER the access rules (a caller without the right gets 401/403, whatever the body), and the
 * OpenAPI document is generated from the same schemas and lists every route.
 */
const HOST = hostOf('contracts');
let database: Database;
let t: TestApp;
let site: Awaited<ReturnType<typeof createSite>>;

beforeAll(async () => {
  database = await openTestDatabase();
  t = await buildTestApp({ database });
  site = await createSite(t.services, 'contracts');
});
afterAll(async () => {
  await t.app.close();
  await database.close();
});

type OpenApiDocument = {
  openapi: string;
  paths: Record<string, Record<string, { requestBody?: unknown; responses?: Record<string, unknown> }>>;
};

/** Fastify's `/a/:id/*` as OpenAPI writes it: `/a/{id}/{*}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, '{*}');

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 and lists every registered route with its method', async () => {
    const response = await t.app.inject({ method: 'GET', url: OPENAPI_PATH, headers: { host: HOST } });
    expect(response.statusCode).toBe(200);
    const document = response.json<OpenApiDocument>();
    expect(document.openapi).toBe('3.1.0');
    expect(t.routes.length).toBeGreaterThan(100);
    const missing = t.routes
      .filter((route) => !document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()])
      .map((route) => `${route.method} ${route.url}`);
    expect(missing).toEqual([]);
  });
});

/**
 * The JSON routes whose answers are contracts (README "Converted so far"): each names the schema
 * of its success answer, so the document shows it and the serialiser drops fields outside it.
 * Deletes answer 204 with no body; the store's have their own tests.
 */
const ANSWERED_PATHS = [
  /^\/api\/rest\/(pages|navigation|blogs|items|design|site-settings|site|publish|media|mail|video-embeds)(\/|$)/,
  /^\/api\/site-header-footer$/,
  /^\/api\/platform\//,
];

describe('answer contracts', () => {
  it('names the success answer of every converted JSON route', async () => {
    const response = await t.app.inject({ method: 'GET', url: OPENAPI_PATH, headers: { host: HOST } });
    const document = response.json<OpenApiDocument>();
    const unanswered = Object.entries(document.paths)
      .filter(([path]) => ANSWERED_PATHS.some((pattern) => pattern.test(path)))
      .flatMap(([path, methods]) =>
        Object.entries(methods)
          .filter(([method]) => method !== 'delete')
          .filter(([, operation]) => {
            const answers = Object.entries(operation.responses ?? {});
            return !answers.some(([status, answer]) => /^2\d\d$/.test(status) && hasContent(answer));
          })
          .map(([method]) => `${method.toUpperCase()} ${path}`),
      );
    expect(unanswered).toEqual([]);
  });
});

const hasContent = (answer: unknown) =>
  typeof answer === 'object' && answer !== null && 'content' in answer && answer.content !== undefined;

describe('access before validation', () => {
  const badPage = { title: 42, layout: 'nope' };

  it('asks an anonymous caller to sign in, whatever its body', async () => {
    const anonymous = visitor(t.app, HOST);
    await anonymous.get('/');
    const response = await anonymous.request('POST', '/api/rest/pages', badPage);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'loginRequired' });
  });

  it('refuses a signed-in call without the crumb (403), whatever its body', async () => {
    const owner = visitor(t.app, HOST);
    await owner.signIn(site.ownerEmail, OWNER_PASSWORD);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/rest/pages',
      headers: { host: HOST, cookie: cookieHeader(owner.jar), 'content-type': 'application/json' },
      payload: JSON.stringify(badPage),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'crumbFail' });
  });

  it('judges the body of a signed-in call with the crumb: 400 with field errors', async () => {
    const owner = visitor(t.app, HOST);
    await owner.signIn(site.ownerEmail, OWNER_PASSWORD);
    const response = await owner.request('POST', '/api/rest/pages', badPage);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation', errors: { title: expect.any(String) } });
  });
});
