import { readdirSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp, type AppDependencies } from '../app';
import { loadConfig, type AppConfig } from '../config';
import type { Database } from '../db/client';
import type { MailTransport } from '../modules/mail';
import type { AssetManifest } from '../render/assets';
import { createSharedState, type SharedState } from '../shared-state/shared-state';

export const TEST_APP_DOMAIN = 'localhost:3000';
export const hostOf = (identifier: string) => `${identifier}.${TEST_APP_DOMAIN}`;

/** A manifest naming every runtime feature, so route tests need no build. */
export const testManifest: AssetManifest = {
  stylesheets: ['/assets/site.test.css'],
  // Every feature the build would make (one per file in src/runtime/features), so none can be missing here.
  features: Object.fromEntries(
    readdirSync(fileURLToPath(new URL('../../runtime/features', import.meta.url)))
      .filter((file) => file.endsWith('.ts'))
      .map((file) => {
        const name = basename(file, '.ts');
        return [name, `/assets/runtime/${name}.test.js`];
      }),
  ),
  apps: {
    config: { script: '/assets/app/config.test.js', css: ['/assets/app/config.test.css'], preload: [] },
    platform: { script: '/assets/app/platform.test.js', css: ['/assets/app/platform.test.css'], preload: [] },
  },
};

export async function buildTestApp(options: {
  database: Database;
  sharedState?: SharedState;
  config?: Partial<AppConfig>;
  clock?: () => Date;
  mailTransport?: MailTransport | null;
  logStream?: { write(line: string): void };
  stripeFactory?: AppDependencies['stripeFactory'];
  dnsResolver?: AppDependencies['dnsResolver'];
}) {
  const config = {
    ...loadConfig({ LOG_LEVEL: 'silent', APP_DOMAIN: TEST_APP_DOMAIN, PASSWORD_HASH_COST: 'test' }),
    ...options.config,
  };
  const sharedState = options.sharedState ?? (await createSharedState({}));
  const built = await buildApp({
    config,
    database: options.database,
    sharedState,
    manifest: testManifest,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.mailTransport !== undefined ? { mailTransport: options.mailTransport } : {}),
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.stripeFactory ? { stripeFactory: options.stripeFactory } : {}),
    ...(options.dnsResolver ? { dnsResolver: options.dnsResolver } : {}),
  });
  await built.app.ready();
  return { ...built, config, sharedState };
}

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

/** Cookies set by a response, as a name → value map (deleted cookies map to ''). */
export function cookiesOf(response: LightMyRequestResponse): Record<string, string> {
  return Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie.value]));
}

export const cookieHeader = (cookies: Record<string, string>) =>
  Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');

/**
 * A visitor with a cookie jar on one host: keeps the crumb and session cookies between calls
 * and sends the crumb on state-changing calls, as the runtime does.
 */
export function visitor(app: TestApp['app'], host: string) {
  const jar: Record<string, string> = {};
  async function request(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
    options: { crumb?: boolean; headers?: Record<string, string> } = {},
  ) {
    if (method !== 'GET' && options.crumb !== false && !jar.crumb) await ensureCrumb();
    const headers: Record<string, string> = { host, ...options.headers };
    if (Object.keys(jar).length > 0) headers.cookie = cookieHeader(jar);
    if (method !== 'GET' && options.crumb !== false && jar.crumb) headers['x-csrf-token'] = jar.crumb;
    const response = await app.inject({
      method,
      url,
      headers,
      ...(payload === undefined
        ? {}
        : typeof payload === 'string'
          ? { payload }
          : { payload: payload as object }),
    });
    for (const cookie of response.cookies) {
      if (cookie.value === '' || (cookie.expires && cookie.expires.getTime() < Date.now()))
        delete jar[cookie.name];
      else jar[cookie.name] = cookie.value;
    }
    return response;
  }
  /** The first state-changing call without a crumb is refused with one, as for the runtime. */
  async function ensureCrumb() {
    if (!jar.crumb) await request('POST', '/api/auth/Logout', undefined, { crumb: false });
    return jar.crumb ?? '';
  }
  return {
    jar,
    request,
    ensureCrumb,
    get: (url: string) => request('GET', url),
    async signIn(email: string, password: string) {
      const response = await request('POST', '/api/auth/Login', { email, password });
      if (response.statusCode !== 200)
        throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
      return response;
    },
  };
}
