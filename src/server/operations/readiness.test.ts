import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { currentRequestId } from '../jobs';
import { jobs } from '../jobs/tables';
import { imageFile, upload } from '../modules/media/test-media';
import { createSite, OWNER_PASSWORD } from '../testing/fixtures';
import { createSharedState } from '../shared-state/shared-state';
import { buildTestApp, hostOf, visitor, type TestApp } from '../testing/test-app';
import { openTestDatabase, testEngines } from '../testing/test-database';

/** Readiness fails for the right reason, with a JSON answer a load balancer and a person can read. */
const opened: { app?: TestApp; database?: Database }[] = [];
afterEach(async () => {
  for (const { app, database } of opened.splice(0)) {
    await app?.app.close().catch(() => {});
    await database?.close().catch(() => {});
  }
});

async function open(engine: 'pglite' | 'postgres' = 'pglite', redisUrl?: string) {
  const database = await openTestDatabase(engine);
  const sharedState = await createSharedState(
    redisUrl ? { redisUrl, keyPrefix: `readyz-${Date.now()}:` } : {},
  );
  const app = await buildTestApp({ database, sharedState });
  opened.push({ app, database });
  const readyz = () => app.app.inject({ url: '/readyz', headers: { host: '127.0.0.1' } });
  return { database, app, readyz };
}

describe.each(testEngines)('/readyz on %s', (engine) => {
  it('answers 503 with the failing check when a shipped migration is not applied', async () => {
    const { database, app, readyz } = await open(engine);
    expect((await readyz()).statusCode).toBe(200);
    // As if the newest migration had not run: its row in drizzle's journal is gone.
    await database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    const response = await readyz();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: 'not ready',
      checks: { database: 'ok', redis: 'not configured', migrations: 'failing' },
    });
    // Liveness is a different question: the process and its database still answer.
    const health = await app.app.inject({ url: '/healthz', headers: { host: '127.0.0.1' } });
    expect(health.statusCode).toBe(200);
  }, 60_000);

  it('answers 503 when the database is closed', async () => {
    const { database, readyz } = await open(engine);
    await database.close();
    const response = await readyz();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'not ready', checks: { database: 'failing' } });
  }, 60_000);
});

describe.runIf(process.env.TEST_REDIS_URL)('/readyz with Redis', () => {
  it('checks Redis when it is configured, and fails when it stops answering', async () => {
    const { app, readyz } = await open('pglite', process.env.TEST_REDIS_URL);
    const ready = await readyz();
    expect(ready.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', redis: 'ok', migrations: 'ok' },
    });
    app.sharedState.redis!.disconnect();
    const response = await readyz();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ checks: { redis: 'failing' } });
  }, 60_000);
});

describe('request ids reach jobs', () => {
  it("a job sent while answering a request carries that request's (random) id", async () => {
    const lines: string[] = [];
    const dataDir = await mkdtemp(join(tmpdir(), 'request-id-'));
    const database = await openTestDatabase();
    const t = await buildTestApp({
      database,
      config: { dataDir, logLevel: 'info' },
      logStream: { write: (line: string) => void lines.push(line) },
    });
    opened.push({ app: t, database });
    try {
      const site = await createSite(t.services, 'request-ids');
      const owner = visitor(t.app, hostOf('request-ids'));
      await owner.signIn(site.ownerEmail, OWNER_PASSWORD);
      lines.length = 0;
      const uploaded = await upload(
        t.app,
        owner,
        hostOf('request-ids'),
        'a.png',
        await imageFile('png', 40, 30),
      );
      expect(uploaded.statusCode).toBe(201);
      const requestLine = lines
        .map((line) => JSON.parse(line) as { reqId?: string; msg?: string; req?: { url?: string } })
        .find((line) => line.msg === 'request completed' && line.req?.url === '/api/rest/media');
      expect(requestLine?.reqId).toMatch(/^[0-9a-f]{16}$/);
      const sent = await database.db.select().from(jobs).where(eq(jobs.name, 'media.derive'));
      expect(sent.map((job) => job.requestId)).toEqual([requestLine!.reqId]);
      expect(currentRequestId()).toBeUndefined();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
