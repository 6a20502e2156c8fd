import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createSite } from '../../testing/fixtures';
import { openTestDatabase } from '../../testing/test-database';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { createCensusService } from './service';
import { censusEvents, javascriptErrors, traceLogs } from './tables';

/**
 * Issue 25: every census call (not only RecordHit) is answered once its rows are committed, on
 * the same group commit, so what was acknowledged is in the database at that moment; when the
 * database is behind, the call is refused instead.
 */
describe('census events, errors and traces on the group commit', () => {
  let database: Database;
  let t: TestApp;
  let websiteId: string;
  beforeAll(async () => {
    database = await openTestDatabase();
    t = await buildTestApp({ database });
    websiteId = (await createSite(t.services, 'committed')).website.id;
  });
  afterAll(async () => {
    await t.app.close();
    await database.close();
  });

  it('resolves true only once the rows are in the database (no flush needed)', async () => {
    const census = t.services.census;
    const answers = await Promise.all([
      census.recordButton(websiteId, 'button-click', {
        id: 'buy',
        buttonText: 'Buy',
        pagePath: '/shop',
      } as Parameters<typeof census.recordButton>[2]),
      census.recordEvent(websiteId, 'form-render', { subject: 'form-1', path: '/contact' }),
      census.recordErrors(websiteId, [{ event: 'error', data: { message: 'boom' }, timestamp: Date.now() }]),
      census.recordTrace(websiteId, [{ pageUrl: '/trace', type: 'info', data: { n: 1 } }]),
    ]);
    expect(answers).toEqual([true, true, true, true]);
    const events = await database.db.select().from(censusEvents).where(eq(censusEvents.websiteId, websiteId));
    expect(events.map((row) => row.kind).sort()).toEqual(['button-click', 'form-render']);
    expect(
      await database.db.select().from(javascriptErrors).where(eq(javascriptErrors.websiteId, websiteId)),
    ).toHaveLength(1);
    expect(await database.db.select().from(traceLogs).where(eq(traceLogs.websiteId, websiteId))).toHaveLength(
      1,
    );
  });

  it('refuses (false, the route answers 503) while a write is stalled past the lag limit', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const stalled = new Proxy(database.db, {
      get(target, property, receiver) {
        if (property !== 'execute') return Reflect.get(target, property, receiver);
        return async (...args: Parameters<typeof target.execute>) => {
          await gate;
          return target.execute(...args);
        };
      },
    });
    const census = createCensusService({ db: stalled, groupCommit: { maxLagMs: 100 } });
    const first = census.recordEvent(websiteId, 'button-render', { subject: 'slow' });
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await census.recordEvent(websiteId, 'button-render', { subject: 'refused' })).toBe(false);
    release();
    expect(await first).toBe(true);
    await census.close();
  });
});
