import { eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { handoffTokens } from './tables';
import { hashToken, newToken } from './tokens';

/** Long enough for one redirect, short enough that a leaked URL is useless moments later. */
export const HANDOFF_LIFETIME_MS = 60_000;

export type HandoffService = ReturnType<typeof createHandoffService>;

/**
 * Carries a signed-in account from the platform entry (bare app domain) to one site's host.
 * Sessions are host-only cookies, so the site's host cannot read the platform's session; the
 * platform issues a random single-use token bound to that site, and the site's host trades it
 * for a session of its own. Only the token's hash is stored; using it deletes it.
 */
export function createHandoffService({ db, clock = () => new Date() }: { db: Db; clock?: () => Date }) {
  return {
    async issue(accountId: string, websiteId: string): Promise<string> {
      // Unused tokens die here: the table only ever holds the last minute's.
      await this.purgeExpired();
      const token = newToken();
      await db.insert(handoffTokens).values({
        tokenHash: hashToken(token),
        accountId,
        websiteId,
        expiresAt: new Date(clock().getTime() + HANDOFF_LIFETIME_MS),
      });
      return token;
    },

    /** The account the token was issued to, when it is unused, unexpired and for this site. Single use either way. */
    async redeem(token: string, websiteId: string): Promise<string | null> {
      const [row] = await db
        .delete(handoffTokens)
        .where(eq(handoffTokens.tokenHash, hashToken(token)))
        .returning();
      if (!row || row.websiteId !== websiteId || row.expiresAt.getTime() <= clock().getTime()) return null;
      return row.accountId;
    },

    async purgeExpired(): Promise<void> {
      await db.delete(handoffTokens).where(lt(handoffTokens.expiresAt, clock()));
    },
  };
}
