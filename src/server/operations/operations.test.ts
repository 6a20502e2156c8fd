import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { websites } from '../modules/websites/tables';
import { openDatabase, type Database } from '../db/client';
import { seedDemoSite } from '../modules/seed/seed-demo';
import { openTestDatabase } from '../testing/test-database';
import { buildTestApp, hostOf, type TestApp } from '../testing/test-app';
import { bearerMatches } from './routes';

const TOKEN = 'a-long-enough-metrics-token';
let database: Database;
let t: TestApp;

const valueOf = (text: string, metric: string, labels = '') =>
  Number(
    text
      .split('\n')
      .find((line) => line.startsWith(`${metric}${labels ? '{' : ' '}`) && line.includes(labels))
      ?.split(' ')
      .pop(),
  );

beforeAll(async () => {
  database = await openTestDatabase();
  t = await buildTestApp({ database, config: { metricsToken: TOKEN } });
  await seedDemoSite({ ...t.services, ownerPassword: 'owner-password-1' });
});
afterAll(async () => {
  await t.app.close();
  await database.close();
});

describe('/readyz', () => {
  it('is ready when the database answers and every migration is applied (on any host)', async () => {
    for (const host of ['127.0.0.1', hostOf('demo'), 'unknown.example']) {
      const response = await t.app.inject({ url: '/readyz', headers: { host } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toEqual({
        status: 'ready',
        checks: { database: 'ok', redis: 'not configured', migrations: 'ok' },
      });
    }
  });

  it('counts the migrations a database has not applied', async () => {
    const fresh = await openDatabase({ dataDir: 'memory://' });
    try {
      const shipped = await fresh.pendingMigrations();
      expect(shipped).toBeGreaterThan(10);
      await fresh.migrate();
      expect(await fresh.pendingMigrations()).toBe(0);
    } finally {
      await fresh.close();
    }
  }, 60_000);
});

describe("/_sitebuilder/cache-version (the caching proxy's cache key)", () => {
  const versionOf = async (host: string) => {
    const response = await t.app.inject({ url: '/_sitebuilder/cache-version', headers: { host } });
    expect(response.statusCode).toBe(204);
    expect(response.headers['cache-control']).toBe('no-store');
    return response.headers['x-cache-version'];
  };

  it("names the Host's site and its content version, which a publish changes", async () => {
    const demo = (await t.services.websites.findByIdentifier('demo'))!;
    const before = await versionOf(hostOf('demo'));
    expect(before).toBe(`${demo.id}.${demo.contentVersion}`);
    await t.services.websites.changes.write(demo.id, (tx) =>
      tx.update(websites).set({ title: demo.title }).where(eq(websites.id, demo.id)),
    );
    expect(await versionOf(hostOf('demo'))).toBe(`${demo.id}.${demo.contentVersion + 1}`);
    expect(await versionOf('localhost:3000')).toBe('platform');
    expect(await versionOf('nobody.example')).toBe('unknown');
  });
});

describe('/metrics', () => {
  it('needs the bearer token: none or a wrong one is refused', async () => {
    const anonymous = await t.app.inject({ url: '/metrics', headers: { host: '127.0.0.1' } });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['www-authenticate']).toBe('Bearer');
    const wrong = await t.app.inject({
      url: '/metrics',
      headers: { host: '127.0.0.1', authorization: `Bearer ${TOKEN}x` },
    });
    expect(wrong.statusCode).toBe(401);
    expect(bearerMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerMatches(TOKEN, TOKEN)).toBe(false);
  });

  it('does not exist without METRICS_TOKEN', async () => {
    const closed = await buildTestApp({ database });
    try {
      const response = await closed.app.inject({
        url: '/metrics',
        headers: { host: '127.0.0.1', authorization: `Bearer ${TOKEN}` },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await closed.app.close();
    }
  });

  it('reports requests by route template and status, render cache hits, jobs, mail backlog and the process', async () => {
    t.services.cache.clear();
    const demo = hostOf('demo');
    for (let i = 0; i < 3; i++) await t.app.inject({ url: '/about', headers: { host: demo } });
    await t.app.inject({ url: '/no-such-page', headers: { host: demo } });
    const response = await t.app.inject({
      url: '/metrics',
      headers: { host: '127.0.0.1', authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.body;
    // Pages are one route template ("/*"), never one label per URL.
    expect(text).not.toContain('route="/about"');
    expect(valueOf(text, 'http_request_duration_seconds_count', 'status="200"')).toBeGreaterThanOrEqual(3);
    expect(text).toMatch(
      /http_request_duration_seconds_count\{[^}]*route="\/\*"[^}]*status="404"[^}]*\} 1\b/,
    );
    expect(valueOf(text, 'render_cache_hits_total')).toBeGreaterThanOrEqual(2);
    expect(valueOf(text, 'render_cache_misses_total')).toBeGreaterThanOrEqual(2);
    expect(text).toMatch(/^job_queue_due\{job="mail\.deliver"\} \d+$/m);
    expect(text).toMatch(/^mail_outbox_backlog \d+$/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
    expect(text).toMatch(/^census_buffer_rows\{table="hits"\} \d+$/m);
    // Query times are measured on PostgreSQL's pool only (below).
    expect(text).not.toContain('db_query_duration_seconds');
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('/metrics on PostgreSQL', () => {
  it("reports the pool's clients and the time queries take", async () => {
    const postgres = await openTestDatabase('postgres');
    const app = await buildTestApp({ database: postgres, config: { metricsToken: TOKEN } });
    try {
      for (let i = 0; i < 3; i++) await app.app.inject({ url: '/readyz', headers: { host: '127.0.0.1' } });
      const text = (
        await app.app.inject({
          url: '/metrics',
          headers: { host: '127.0.0.1', authorization: `Bearer ${TOKEN}` },
        })
      ).body;
      expect(valueOf(text, 'db_query_duration_seconds_count')).toBeGreaterThanOrEqual(6);
      expect(valueOf(text, 'db_query_duration_seconds_sum')).toBeGreaterThan(0);
      expect(valueOf(text, 'db_pool_clients', 'state="open"')).toBeGreaterThanOrEqual(1);
    } finally {
      await app.app.close();
      await postgres.close();
    }
  }, 60_000);
});
