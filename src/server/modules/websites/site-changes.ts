import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { SharedState } from '../../shared-state/shared-state';
import { websites } from './tables';

/** Published after every committed change to what a site shows; every process drops its cached copies. */
export const SITE_CHANGED_CHANNEL = 'site-changed';

export type SiteChanges = ReturnType<typeof createSiteChanges>;

/**
 * The one way to change what a published site shows. `write` runs the change in a transaction
 * that also bumps the site's content version (part of every render-cache key), so the change and
 * its version commit together or not at all; after the commit, `site-changed` tells every process
 * (through Redis when configured) to drop its cached copy of the site. A message that cannot be
 * sent is logged, not thrown: the change is committed, and the site directory's short expiry
 * bounds how long another process can serve the old version.
 */
export function createSiteChanges(deps: {
  db: Db;
  sharedState: SharedState;
  onAnnounceError?: (error: unknown) => void;
}) {
  const onAnnounceError =
    deps.onAnnounceError ?? ((error: unknown) => console.error('site-changed could not be published', error));

  async function announce(websiteId: string): Promise<void> {
    try {
      await deps.sharedState.publish(SITE_CHANGED_CHANNEL, websiteId);
    } catch (error) {
      onAnnounceError(error);
    }
  }

  return {
    /**
     * Runs `work` and bumps the content version in one transaction, then announces the change.
     * `visible: false` (e.g. renaming a page nobody can see yet) skips both.
     */
    async write<T>(
      websiteId: string,
      work: (tx: Tx) => Promise<T>,
      options: { visible?: boolean } = {},
    ): Promise<T> {
      const visible = options.visible ?? true;
      const result = await deps.db.transaction(async (tx) => {
        const value = await work(tx);
        // Last, so the site row is locked only for the end of the transaction.
        if (visible)
          await tx
            .update(websites)
            .set({ contentVersion: sql`${websites.contentVersion} + 1`, updatedAt: new Date() })
            .where(eq(websites.id, websiteId));
        return value;
      });
      if (visible) await announce(websiteId);
      return result;
    },

    /** A change made elsewhere (stock sold out by a checkout) that cached pages must show. */
    touch(websiteId: string): Promise<void> {
      return this.write(websiteId, async () => {});
    },

    /** Calls `handler` with the site's id after every change, from any process. */
    subscribe(handler: (websiteId: string) => void): Promise<void> {
      return deps.sharedState.subscribe(SITE_CHANGED_CHANNEL, handler);
    },
  };
}
