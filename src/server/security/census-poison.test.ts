import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HitData } from '../../shared/api/census';
import type { Database } from '../db/client';
import { censusDeadLetters, censusHits } from '../modules/census/tables';
import { createSite } from '../testing/fixtures';
import { buildTestApp, hostOf, type TestApp } from '../testing/test-app';
import { openTestDatabase, testEngines } from '../testing/test-database';

/**
 * Issue 10 item 3: one row the database refuses must never block the rows around it. The batch
 * is split until the bad row stands alone; it is parked with its error in the dead-letter
 * table, and every other row is stored.
 */
describe.each(testEngines)('census group commits on %s', (engine) => {
  let database: Database;
  let t: TestApp;
  let websiteId: string;
  const host = hostOf('poison');

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    t = await buildTestApp({ database });
    websiteId = (await createSite(t.services, 'poison')).website.id;
  });
  afterAll(async () => {
    await t.app.close();
    await database.close();
  });

  const hit = (path: string, extra: Partial<HitData> = {}): HitData => ({
    websiteId,
    url: `http://${host}${path}`,
    userAgent: 'Mozilla/5.0',
    title: path,
    queryString: '',
    referrer: '',
    pageType: 'page',
    ...extra,
  });

  it('stores every other row and parks the poison row with its error', async () => {
    const census = t.services.census;
    // Rows that bypassed the edge (a future writer, a bug): an int4 overflow and a NUL, sent
    // together with good rows so that they share one group commit. Every request is
    // acknowledged once its row is kept: stored, or parked with its error.
    const paths = ['/poison', '/one', '/two', '/three', '/nul', '/four'];
    const extras: Record<string, Partial<HitData>> = {
      '/poison': { viewportInnerWidth: 2 ** 40 },
      '/nul': { title: 'a\u0000b' },
    };
    const answers = await Promise.all(
      paths.map((path) => census.recordHit(websiteId, hit(path, extras[path]), undefined, host)),
    );
    expect(answers).toEqual(paths.map(() => true));
    await census.flush();

    const stored = await database.db.select().from(censusHits).where(eq(censusHits.websiteId, websiteId));
    expect(stored.map((row) => row.path).sort()).toEqual(['/four', '/one', '/three', '/two']);
    const parked = await database.db.select().from(censusDeadLetters);
    expect(parked.map((row) => row.tableName)).toEqual(['census_hits', 'census_hits']);
    expect(parked.map((row) => JSON.parse(row.payload).path).sort()).toEqual(['/nul', '/poison']);
    for (const row of parked) expect(row.error).not.toBe('');
    expect(census.stats().writers.hits.pending).toBe(0);

    // The writer keeps working afterwards.
    expect(await census.recordHit(websiteId, hit('/after'), undefined, host)).toBe(true);
    const after = await database.db.select().from(censusHits).where(eq(censusHits.path, '/after'));
    expect(after).toHaveLength(1);
  });

  it('closes without losing the good rows queued behind a poison row', async () => {
    const census = t.services.census;
    const answers = [
      census.recordHit(websiteId, hit('/bad-again', { screenWidth: -(2 ** 40) }), undefined, host),
      census.recordHit(websiteId, hit('/queued'), undefined, host),
    ];
    await census.close();
    expect(await Promise.all(answers)).toEqual([true, true]);
    const queued = await database.db.select().from(censusHits).where(eq(censusHits.path, '/queued'));
    expect(queued).toHaveLength(1);
  });
});
