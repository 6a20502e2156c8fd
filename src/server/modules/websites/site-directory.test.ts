import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createSharedState, type SharedState } from '../../shared-state/shared-state';
import { openTestDatabase } from '../../testing/test-database';
import { createWebsiteService } from './service';
import { createSiteDirectory } from './site-directory';

const redisUrl = process.env.TEST_REDIS_URL;

describe('site directory', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('resolves subdomains, custom domains, the platform host and unknown hosts', async () => {
    const sharedState = await createSharedState({});
    const websites = createWebsiteService({ db: database.db, sharedState });
    const site = await websites.create({ identifier: 'resolve', title: 'Resolve' });
    await websites.addCustomDomain(site.id, 'Shop.Example.com');
    const directory = await createSiteDirectory({ websites, appDomain: 'localhost:3000' });
    expect(await directory.resolve('RESOLVE.localhost:3000')).toMatchObject({
      kind: 'site',
      website: { id: site.id },
    });
    expect(await directory.resolve('shop.example.com:443')).toMatchObject({
      kind: 'site',
      website: { id: site.id },
    });
    expect(await directory.resolve('localhost:3000')).toEqual({ kind: 'platform' });
    for (const host of [
      'other.localhost:3000',
      'a.resolve.localhost:3000',
      'resolve.localhost:3001',
      undefined,
    ]) {
      expect(await directory.resolve(host), String(host)).toEqual({ kind: 'unknown' });
    }
  });

  /** Two server processes in miniature: each its own directory and shared-state connection. */
  async function twoProcesses(makeState: () => Promise<SharedState>) {
    const states = [await makeState(), await makeState()];
    const [first, second] = states.map((sharedState) => {
      const websites = createWebsiteService({ db: database.db, sharedState });
      return {
        websites,
        directoryPromise: createSiteDirectory({
          websites,
          appDomain: 'localhost:3000',
          ttlMs: 60_000,
        }),
      };
    });
    return {
      first: { ...first!, directory: await first!.directoryPromise },
      second: { ...second!, directory: await second!.directoryPromise },
      close: () => Promise.all(states.map((state) => state.close())),
    };
  }

  it.runIf(redisUrl)('drops a changed site from every process through Redis', async () => {
    const keyPrefix = `test:${Date.now()}:`;
    const { first, second, close } = await twoProcesses(() =>
      createSharedState({ redisUrl: redisUrl!, keyPrefix }),
    );
    try {
      const site = await first.websites.create({ identifier: `fanout-${Date.now()}`, title: 'Fan-out' });
      const host = `${site.identifier}.localhost:3000`;
      const cachedVersion = (
        (await second.directory.resolve(host)) as { website: { contentVersion: number } }
      ).website.contentVersion;
      await first.websites.changes.touch(site.id);
      // The message crosses Redis; wait until the second process has dropped its copy.
      let seen = cachedVersion;
      for (let attempt = 0; attempt < 50 && seen === cachedVersion; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        seen = ((await second.directory.resolve(host)) as { website: { contentVersion: number } }).website
          .contentVersion;
      }
      expect(seen).toBe(cachedVersion + 1);
    } finally {
      await close();
    }
  });

  it('keeps a stale copy without a shared channel until its TTL, which is why Redis is needed for several processes', async () => {
    const { first, second, close } = await twoProcesses(() => createSharedState({}));
    try {
      const site = await first.websites.create({ identifier: 'isolated', title: 'Isolated' });
      const host = 'isolated.localhost:3000';
      const before = ((await second.directory.resolve(host)) as { website: { contentVersion: number } })
        .website.contentVersion;
      await first.websites.changes.touch(site.id);
      expect(
        ((await second.directory.resolve(host)) as { website: { contentVersion: number } }).website
          .contentVersion,
      ).toBe(before);
      expect(
        ((await first.directory.resolve(host)) as { website: { contentVersion: number } }).website
          .contentVersion,
      ).toBe(before + 1);
    } finally {
      await close();
    }
  });
});
