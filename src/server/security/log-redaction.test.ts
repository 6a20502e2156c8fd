import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { contactDefinition, goodValues, submit } from '../modules/forms/test-forms';
import { createSite, OWNER_PASSWORD } from '../testing/fixtures';
import { buildTestApp, hostOf, visitor, type TestApp } from '../testing/test-app';
import { openTestDatabase } from '../testing/test-database';

/**
 * Issue 10 item 9: the server's log never holds what visitors submitted, nor secrets: query
 * strings with values, tokens in paths, cookies, the Authorization header, passwords, e-mail
 * addresses, and the SQL parameters drizzle puts into its error messages.
 */
let database: Database;
let t: TestApp;
let site: Awaited<ReturnType<typeof createSite>>;
let formId: string;
const lines: string[] = [];
const host = hostOf('logs');
const log = () => lines.join('');

beforeAll(async () => {
  database = await openTestDatabase();
  t = await buildTestApp({
    database,
    config: { logLevel: 'info' },
    logStream: { write: (line: string) => void lines.push(line) },
  });
  site = await createSite(t.services, 'logs');
  formId = (await t.services.forms.create(site.website.id, contactDefinition())).id;
});
afterAll(async () => {
  await t.app.close();
  await database.close();
});

describe('log redaction', () => {
  it('logs requests without submitted values, tokens, cookies or credentials', async () => {
    lines.length = 0;
    const requests = [
      { url: '/search?q=submitted-search-value-4711&page=2' },
      { url: '/forms/newsletter/confirm?token=newsletter-token-secret-4711' },
      { url: '/commerce/orders/order-access-token-4711' },
      { url: '/config/handoff?token=handoff-token-secret-4711&frameUrl=%2F' },
      { url: '/', headers: { cookie: 'sid=session-cookie-secret-4711; crumb=crumb-secret-value-4711' } },
      { url: '/api/auth/me', headers: { authorization: 'Bearer authorization-secret-4711' } },
    ];
    for (const request of requests)
      await t.app.inject({ method: 'GET', url: request.url, headers: { host, ...request.headers } });
    const owner = visitor(t.app, host);
    await owner.signIn(site.ownerEmail, OWNER_PASSWORD);
    await owner.request('POST', '/api/auth/Login', {
      email: 'nobody@example.com',
      password: 'password-secret-4711',
    });
    await submit(t.app, host, {
      formId,
      form: JSON.stringify({ ...goodValues, email: 'visitor-4711@example.com', message: 'form-value-4711' }),
      pagePath: '/contact?ref=page-query-value-4711',
    });

    const output = log();
    expect(output).toContain('request completed'); // the log is really being written
    expect(output).toContain('/search?q=[redacted]&page=[redacted]');
    expect(output).toContain('/commerce/orders/:token');
    expect(output).not.toMatch(/4711/);
    expect(output).not.toContain(site.ownerEmail);
    expect(output).not.toContain(OWNER_PASSWORD);
  });

  it('logs database errors without the values of the statement', async () => {
    lines.length = 0;
    const census = t.services.census;
    // A row the database refuses: parked with a warning that carries drizzle's error.
    await census.recordHit(
      site.website.id,
      {
        websiteId: site.website.id,
        url: `http://${host}/`,
        userAgent: 'Mozilla/5.0',
        title: '',
        queryString: '?email=census-visitor-4711@example.com',
        referrer: 'https://search.example/?q=referrer-value-4711',
        pageType: 'page',
        viewportInnerWidth: 2 ** 40,
        screenWidth: 4711,
      },
      undefined,
      host,
    );
    await census.flush();
    const output = log();
    expect(output).toContain('census_dead_letters');
    expect(output).toContain('out of range');
    expect(output).not.toMatch(/4711|1099511627776/);
  });

  it('redacts card-ish fields, e-mail, passwords, cookies and authorization in logged objects', () => {
    lines.length = 0;
    t.app.log.info(
      {
        cardNumber: '4242424242424711',
        cvc: '471',
        email: 'buyer-4711@example.com',
        payment: { card: { number: '4000004711' }, cvv: '4711', iban: 'DE4711', expiry: '12/47' },
        response: { ['set-cookie']: 'sid=cookie-4711', authorization: 'Bearer auth-4711' },
        password: 'password-4711',
        orderNumber: 'kept-1234',
      },
      'payment provider answered',
    );
    const output = log();
    expect(output).toContain('payment provider answered');
    expect(output).toContain('kept-1234');
    expect(output).not.toMatch(/4711|471\b/);
  });
});
