import { Agent } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { killHard, post, startKillableServer } from '../../testing/kill-test';
import { hostOf } from '../../testing/test-app';
import { openTestDatabase } from '../../testing/test-database';
import { censusHits } from './tables';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/**
 * Issue 25: a RecordHit is acknowledged only once its row is committed. A server process on
 * PostgreSQL takes hits from many connections at once and is killed with SIGKILL in the middle;
 * every hit it answered `{ recorded: true }` is in the database afterwards.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('census hits across kill -9 (PostgreSQL)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase('postgres');
  });
  afterAll(() => database.close());

  it('stores every acknowledged hit', async () => {
    const host = hostOf('census-kill');
    const { child, port, websiteId } = await startKillableServer(database.url!, 'census-kill');
    const agent = new Agent({ keepAlive: true, maxSockets: 64 });
    const acknowledged: string[] = [];
    let sent = 0;
    let stop = false;
    const hitForm = (path: string) =>
      new URLSearchParams({
        event: 'view',
        data: JSON.stringify({
          websiteId,
          url: `http://${host}${path}`,
          userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
          pageType: 'page',
        }),
      }).toString();
    const connection = async (lane: number) => {
      for (let n = 0; !stop; n += 1) {
        const path = `/lane-${lane}/hit-${n}`;
        sent += 1;
        const answer = await post(agent, port, host, '/api/census/RecordHit', hitForm(path), FORM);
        if (answer.status === 0) return; // the process is gone
        if (answer.status === 202 && answer.body === '{"recorded":true}') acknowledged.push(path);
      }
    };
    try {
      const lanes = Array.from({ length: 48 }, (_, lane) => connection(lane));
      // Kill once a good number of hits went through, while the rest are in flight.
      const started = Date.now();
      while (acknowledged.length < 1_500 && Date.now() - started < 30_000)
        await new Promise((resolve) => setTimeout(resolve, 20));
      await killHard(child);
      stop = true;
      await Promise.all(lanes);
    } finally {
      agent.destroy();
      await killHard(child);
    }
    const stored = new Set(
      (
        await database.db
          .select({ path: censusHits.path })
          .from(censusHits)
          .where(eq(censusHits.websiteId, websiteId))
      ).map((row) => row.path),
    );
    expect(acknowledged.length).toBeGreaterThan(100);
    expect(sent).toBeGreaterThan(acknowledged.length); // some were in flight at the kill
    expect(acknowledged.filter((path) => !stored.has(path))).toEqual([]);
  }, 900_000);
});
