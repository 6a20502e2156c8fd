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

  /** The website service with its host lookups counted. */
  function countingLookups(websites: ReturnType<typeof createWebsiteService>, gate?: Promise<void>) {
    const seen = { lookups: 0 };
    const counted = new Proxy(websites, {
      get(target, property, receiver) {
        const value = Reflect.get(target, property, receiver) as unknown;
        if (property !== 'findByIdentifier' && property !== 'findByCustomDomain') return value;
        return async (...args: unknown[]) => {
          seen.lookups += 1;
          const answer = await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
          await (gate ?? new Promise((resolve) => setTimeout(resolve, 10)));
          return answer;
        };
      },
    });
    return { counted, seen };
  }

  it('makes one query for 50 concurrent lookups of a host, and one again when the entry expires', async () => {
    const sharedState = await createSharedState({});
    const websites = createWebsiteService({ db: database.db, sharedState });
    const site = await websites.create({ identifier: 'coalesce', title: 'Coalesce' });
    const { counted, seen } = countingLookups(websites);
    const directory = await createSiteDirectory({
      websites: counted,
      appDomain: 'localhost:3000',
      ttlMs: 30,
    });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => directory.resolve('coalesce.localhost:3000')),
    );
    expect(seen.lookups).toBe(1);
    expect(answers.every((answer) => answer.kind === 'site' && answer.website.id === site.id)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 60)); // expired
    await Promise.all(Array.from({ length: 50 }, () => directory.resolve('coalesce.localhost:3000')));
    expect(seen.lookups).toBe(2);
    // An unknown host: one query for all of its concurrent requests too, then remembered.
    await Promise.all(Array.from({ length: 50 }, () => directory.resolve('nobody.localhost:3000')));
    await directory.resolve('nobody.localhost:3000');
    expect(seen.lookups).toBe(3);
  });

  it('keeps real sites when many unknown hosts are asked for', async () => {
    const sharedState = await createSharedState({});
    const websites = createWebsiteService({ db: database.db, sharedState });
    await websites.create({ identifier: 'crowded', title: 'Crowded' });
    const { counted, seen } = countingLookups(websites);
    const directory = await createSiteDirectory({
      websites: counted,
      appDomain: 'localhost:3000',
      ttlMs: 60_000,
      maxSites: 20,
    });
    await directory.resolve('crowded.localhost:3000');
    for (let n = 0; n < 100; n++) await directory.resolve(`random-${n}.localhost:3000`);
    const before = seen.lookups;
    expect(await directory.resolve('crowded.localhost:3000')).toMatchObject({ kind: 'site' });
    expect(seen.lookups).toBe(before);
  });

  it('does not keep an answer read before a change to the site', async () => {
    const sharedState = await createSharedState({});
    const websites = createWebsiteService({ db: database.db, sharedState });
    const site = await websites.create({ identifier: 'racing', title: 'Racing' });
    let release: () => void = () => {};
    const { counted, seen } = countingLookups(websites, new Promise((resolve) => (release = resolve)));
    const directory = await createSiteDirectory({
      websites: counted,
      appDomain: 'localhost:3000',
      ttlMs: 60_000,
    });
    const host = 'racing.localhost:3000';
    const first = directory.resolve(host); // read, but not yet answered, while the change commits
    while (seen.lookups === 0) await new Promise((resolve) => setTimeout(resolve, 1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    await websites.changes.touch(site.id);
    release();
    const during = (await first) as { website: { contentVersion: number } };
    const after = (await directory.resolve(host)) as { website: { contentVersion: number } };
    expect(after.website.contentVersion).toBe(during.website.contentVersion + 1);
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
