import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createSharedState, type SharedState } from '../../shared-state/shared-state';
import { openTestDatabase, testEngines } from '../../testing/test-database';
import { createWebsiteService } from './service';
import { websites } from './tables';

describe.each(testEngines)('site changes on %s', (engine) => {
  let database: Database;
  let sharedState: SharedState;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
    sharedState = await createSharedState({});
  });
  afterAll(async () => {
    await sharedState.close();
    await database.close();
  });

  const versionOf = async (websiteId: string) =>
    (
      await database.db
        .select({ v: websites.contentVersion })
        .from(websites)
        .where(eq(websites.id, websiteId))
    )[0]!.v;

  it('bumps the content version with the change, and announces it only after the commit', async () => {
    const service = createWebsiteService({ db: database.db, sharedState });
    const site = await service.create({ identifier: 'changes', title: 'Before' });
    const before = await versionOf(site.id);
    // What another process would read the moment the message arrives (its own connection on PostgreSQL).
    const seenOnMessage: Promise<number>[] = [];
    await service.changes.subscribe((websiteId) => {
      if (websiteId === site.id) seenOnMessage.push(versionOf(websiteId));
    });

    await service.changes.write(site.id, (tx) =>
      tx.update(websites).set({ title: 'After' }).where(eq(websites.id, site.id)),
    );
    expect(await versionOf(site.id)).toBe(before + 1);
    expect(await Promise.all(seenOnMessage)).toEqual([before + 1]);

    // A change that fails leaves neither the change nor a new version, and says nothing.
    await expect(
      service.changes.write(site.id, async (tx) => {
        await tx.update(websites).set({ title: 'Lost' }).where(eq(websites.id, site.id));
        throw new Error('refused halfway');
      }),
    ).rejects.toThrow('refused halfway');
    expect((await service.findById(site.id))?.title).toBe('After');
    expect(await versionOf(site.id)).toBe(before + 1);

    // A change nobody can see commits without a new version or a message.
    await service.changes.write(
      site.id,
      (tx) => tx.update(websites).set({ title: 'Quiet' }).where(eq(websites.id, site.id)),
      { visible: false },
    );
    expect((await service.findById(site.id))?.title).toBe('Quiet');
    expect(await versionOf(site.id)).toBe(before + 1);
    expect(seenOnMessage).toHaveLength(1);
  });

  it('keeps a committed change when the message cannot be sent, and reports it', async () => {
    const broken: SharedState = {
      ...sharedState,
      publish: async () => {
        throw new Error('redis is down');
      },
    };
    const reported: unknown[] = [];
    const service = createWebsiteService({
      db: database.db,
      sharedState: broken,
      onAnnounceError: (error) => reported.push(error),
    });
    const site = await service.create({ identifier: 'unannounced', title: 'Site' });
    const before = await versionOf(site.id);
    await service.changes.touch(site.id);
    expect(await versionOf(site.id)).toBe(before + 1);
    expect(reported).toEqual([new Error('redis is down')]);
  });
});
