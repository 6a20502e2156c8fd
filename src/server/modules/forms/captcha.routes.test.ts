import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { createSite } from '../../testing/fixtures';
import { buildTestApp, hostOf, type TestApp } from '../../testing/test-app';
import { openTestDatabase } from '../../testing/test-database';
import { createCaptchaService } from './captcha';
import { captchaSpent } from './tables';
import { contactDefinition, goodValues, submit } from './test-forms';

/**
 * Captcha checks through the real routes: ALTCHA challenges solved for real (a small cost,
 * so the test is quick), and the reCAPTCHA / Turnstile adapters against a local HTTP server
 * that speaks their siteverify protocol (the real providers cannot be reached from here).
 */
let database: Database;
let t: TestApp;
let site: Awaited<ReturnType<typeof createSite>>;
let provider: Server;
let providerUrl: string;
const seen: Array<{ path: string; form: URLSearchParams }> = [];
const host = hostOf('cafe');
let ip = 0;

const captchaConfig = (verifyUrl: string): Partial<AppConfig> => ({
  appSecret: 'c'.repeat(40),
  formRateLimits: { perAddress: 1000, perSite: 1000 },
  captcha: {
    altcha: { cost: 10, maxCounter: 200, lifetimeMs: 10 * 60_000 },
    recaptcha: { secretKey: 'recaptcha-secret', verifyUrl: `${verifyUrl}/recaptcha` },
    turnstile: { secretKey: 'turnstile-secret', verifyUrl: `${verifyUrl}/turnstile` },
  },
});

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => resolve(body));
  });

beforeAll(async () => {
  // Good tokens start with "ok"; "used" is what the provider says of a replay; "down" is an outage.
  provider = createServer(async (request, response) => {
    const form = new URLSearchParams(await readBody(request));
    seen.push({ path: request.url ?? '', form });
    const token = form.get('response') ?? '';
    if (token === 'down') return response.writeHead(503).end();
    const answer = token.startsWith('ok')
      ? { success: true }
      : {
          success: false,
          'error-codes': [token === 'used' ? 'timeout-or-duplicate' : 'invalid-input-response'],
        };
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
  database = await openTestDatabase();
  t = await buildTestApp({ database, config: captchaConfig(providerUrl) });
  site = await createSite(t.services, 'cafe');
});
afterAll(async () => {
  await t.app.close();
  await database.close();
  await new Promise((resolve) => provider.close(resolve));
});

const send = (formId: string, captchaKey: string | undefined, app = t.app) =>
  submit(
    app,
    host,
    { formId, form: JSON.stringify(goodValues), ...(captchaKey === undefined ? {} : { captchaKey }) },
    { ip: `198.18.0.${++ip}` },
  );

async function solvedPayload(app = t.app): Promise<string> {
  const challenge = (
    await app.inject({ method: 'GET', url: '/api/form/captcha/challenge', headers: { host } })
  ).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  expect(solution).not.toBeNull();
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

describe('ALTCHA proof of work', () => {
  it('accepts a solved challenge once and refuses it when replayed', async () => {
    const formId = (
      await t.services.forms.create(
        site.website.id,
        contactDefinition({ captcha: { provider: 'altcha', siteKey: '' } }),
      )
    ).id;
    const challengeResponse = await t.app.inject({
      method: 'GET',
      url: '/api/form/captcha/challenge',
      headers: { host },
    });
    expect(challengeResponse.headers['cache-control']).toBe('no-store');
    const payload = await solvedPayload();
    expect((await send(formId, payload)).statusCode).toBe(200);
    const replay = await send(formId, payload);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({
      code: 'captchaIncomplete',
      error: 'Complete CAPTCHA before submitting.',
    });
  });

  it('refuses a forged solution and a challenge that has expired', async () => {
    const formId = (
      await t.services.forms.create(
        site.website.id,
        contactDefinition({ captcha: { provider: 'altcha', siteKey: '' } }),
      )
    ).id;
    const good = JSON.parse(Buffer.from(await solvedPayload(), 'base64').toString()) as {
      challenge: unknown;
      solution: { counter: number; derivedKey: string };
    };
    const forged = Buffer.from(
      JSON.stringify({
        ...good,
        solution: { ...good.solution, counter: good.solution.counter + 1, derivedKey: 'ab'.repeat(32) },
      }),
    ).toString('base64');
    expect((await send(formId, forged)).statusCode).toBe(400);
    expect((await send(formId, 'not base64 at all')).statusCode).toBe(400);

    // A server whose clock is an hour behind hands out challenges that are already stale.
    const past = await buildTestApp({
      database,
      config: captchaConfig(providerUrl),
      clock: () => new Date(Date.now() - 60 * 60_000),
    });
    try {
      const stale = await solvedPayload(past.app);
      const response = await send(formId, stale);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('captchaIncomplete');
    } finally {
      await past.app.close();
    }
  });
});

describe.each(['recaptcha', 'turnstile'] as const)('%s adapter', (name) => {
  it('asks the configured verify URL with the secret, the token and the address; refuses bad and replayed tokens', async () => {
    const formId = (
      await t.services.forms.create(
        site.website.id,
        contactDefinition({ captcha: { provider: name, siteKey: 'public-site-key' } }),
      )
    ).id;
    const token = `ok-${name}-${Date.now()}`;
    expect((await send(formId, token)).statusCode).toBe(200);
    const call = seen.find((entry) => entry.form.get('response') === token);
    expect(call?.path).toBe(`/${name}`);
    expect(call?.form.get('secret')).toBe(`${name}-secret`);
    expect(call?.form.get('remoteip')).toMatch(/^198\.18\.0\./);
    // The provider still says yes to the same token, but it was spent here already.
    expect((await send(formId, token)).statusCode).toBe(400);
    expect((await send(formId, 'used')).statusCode).toBe(400);
    expect((await send(formId, 'wrong')).json()).toMatchObject({ code: 'captchaIncomplete' });
    expect((await send(formId, undefined)).statusCode).toBe(400);
  });

  it('answers 500 (and stores nothing) when the provider cannot be asked', async () => {
    const formId = (
      await t.services.forms.create(
        site.website.id,
        contactDefinition({ captcha: { provider: name, siteKey: 'public-site-key' } }),
      )
    ).id;
    const response = await send(formId, 'down');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ code: 'internal' });
    expect(
      (await t.services.forms.submissions(site.website.id, formId, { query: '', page: 1, pageSize: 1 }))
        .total,
    ).toBe(0);
  });
});

describe('spent answers', () => {
  it('are forgotten only once they have expired', async () => {
    const config = { secret: 'c'.repeat(40), ...captchaConfig(providerUrl).captcha! };
    const token = `ok-prune-${Date.now()}`;
    expect(await t.services.captcha.verify('turnstile', site.website.id, token)).toEqual({ ok: true });
    const count = async () => (await database.db.select().from(captchaSpent)).length;
    const before = await count();
    await t.services.captcha.prune();
    expect(await count()).toBe(before);
    await createCaptchaService({
      db: database.db,
      config,
      clock: () => new Date(Date.now() + 24 * 60 * 60_000),
    }).prune();
    expect(await count()).toBe(0);
  });
});
