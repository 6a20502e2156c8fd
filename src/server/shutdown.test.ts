import { request } from 'node:http';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config';
import { waitFor } from './jobs/testing';
import { closeServer } from './server-process';
import { createSharedState } from './shared-state/shared-state';
import { TEST_APP_DOMAIN, testManifest } from './testing/test-app';
import { openTestDatabase } from './testing/test-database';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A GET over real HTTP to the platform host (the server must still answer it while closing). */
function get(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { host: '127.0.0.1', port, path, headers: { host: TEST_APP_DOMAIN } },
      (incoming) => {
        let body = '';
        incoming.on('data', (chunk: Buffer) => (body += chunk.toString()));
        incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('graceful shutdown', () => {
  it('lets the request and the job in flight finish, using the database, before it closes (PGlite)', async () => {
    const database = await openTestDatabase('pglite');
    const sharedState = await createSharedState({});
    const config = {
      ...loadConfig({ LOG_LEVEL: 'silent', APP_DOMAIN: TEST_APP_DOMAIN }),
      appSecret: 's'.repeat(40),
    };
    const { app, services } = await buildApp({ config, database, sharedState, manifest: testManifest });
    const reached = { request: false, job: false };
    const finished = { request: false, job: false };
    // Both touch the database after a pause: closing it first would fail them.
    app.get('/test/slow', async () => {
      reached.request = true;
      await pause(300);
      await database.db.execute(sql`select 1`);
      finished.request = true;
      return { ok: true };
    });
    const slowJob = services.jobs.define({
      name: 'test.slow',
      run: async () => {
        reached.job = true;
        await pause(300);
        await database.db.execute(sql`select 1`);
        finished.job = true;
      },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as { port: number }).port;
    await services.jobs.start();
    await slowJob.send({});
    const answer = get(port, '/test/slow');
    await waitFor('the request and the job to be in flight', () => reached.request && reached.job);

    await closeServer({ app, sharedState, database });

    expect(await answer).toEqual({ status: 200, body: '{"ok":true}' });
    expect(finished).toEqual({ request: true, job: true });
    // Closed last: nothing runs on it any more.
    await expect(database.db.execute(sql`select 1`)).rejects.toThrow();
  }, 60_000);
});
