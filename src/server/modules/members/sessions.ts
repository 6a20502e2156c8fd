import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { hashToken, newToken } from '../accounts';
import { toMember, type Member } from './service';
import { memberSessions, members } from './tables';

/** Members' session cookie: apart from owners' `sid`, so neither kind of session ever stands for the other. */
export const MEMBER_COOKIE = 'member_session';
/** The header a signed-in member's calls repeat the session's XSRF token in (named in the API docs). */
export const SITE_USER_XSRF_HEADER = 'x-site-user-xsrf-token';

/** "Remember me": 30 days; otherwise the browser's session and at most 12 hours here. */
export const MEMBER_REMEMBERED_MS = 30 * 24 * 60 * 60_000;
export const MEMBER_SHORT_SESSION_MS = 12 * 60 * 60_000;
/** Idle sessions end after 7 days without a request; `last_seen_at` is refreshed at most every 5 minutes. */
export const MEMBER_IDLE_MS = 7 * 24 * 60 * 60_000;
const TOUCH_MS = 5 * 60_000;

export type MemberSessions = ReturnType<typeof createMemberSessions>;

/**
 * Members' server-side sessions, bound to one site. Only the SHA-256 of the cookie is stored.
 * The XSRF token is an HMAC of the session token under the app secret: nothing to store, and it
 * dies with the session (a new sign-in rotates both).
 */
export function createMemberSessions({
  db,
  secret,
  clock = () => new Date(),
}: {
  db: Db;
  secret: string;
  clock?: () => Date;
}) {
  const xsrfKey = createHmac('sha256', secret).update('sitebuilder:site-user-xsrf').digest();

  return {
    /** A new session; `replacing` (the browser's previous member session, if any) ends: the id rotates. */
    async start(
      member: Member,
      { rememberMe, replacing }: { rememberMe: boolean; replacing: string | undefined },
    ): Promise<{ token: string; expiresAt: Date; persistent: boolean }> {
      if (replacing)
        await db.delete(memberSessions).where(eq(memberSessions.tokenHash, hashToken(replacing)));
      const token = newToken();
      const now = clock();
      const expiresAt = new Date(
        now.getTime() + (rememberMe ? MEMBER_REMEMBERED_MS : MEMBER_SHORT_SESSION_MS),
      );
      await db.insert(memberSessions).values({
        tokenHash: hashToken(token),
        memberId: member.id,
        websiteId: member.websiteId,
        lastSeenAt: now,
        expiresAt,
      });
      return { token, expiresAt, persistent: rememberMe };
    },

    /** The session's member, when it was issued on this site and is neither expired nor idle. */
    async memberFor(token: string | undefined, websiteId: string): Promise<Member | null> {
      if (!token || token.length > 128) return null;
      const now = clock();
      const tokenHash = hashToken(token);
      const [row] = await db
        .select({
          id: members.id,
          websiteId: members.websiteId,
          email: members.email,
          displayName: members.displayName,
          lastSeenAt: memberSessions.lastSeenAt,
        })
        .from(memberSessions)
        .innerJoin(members, eq(members.id, memberSessions.memberId))
        .where(
          and(
            eq(memberSessions.tokenHash, tokenHash),
            eq(memberSessions.websiteId, websiteId),
            eq(members.websiteId, websiteId),
            gt(memberSessions.expiresAt, now),
            gt(memberSessions.lastSeenAt, new Date(now.getTime() - MEMBER_IDLE_MS)),
          ),
        );
      if (!row) return null;
      if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_MS)
        await db
          .update(memberSessions)
          .set({ lastSeenAt: now })
          .where(eq(memberSessions.tokenHash, tokenHash));
      return toMember(row);
    },

    async end(token: string): Promise<void> {
      await db.delete(memberSessions).where(eq(memberSessions.tokenHash, hashToken(token)));
    },

    /** Signs the member out everywhere (the account page's button, a password reset). */
    async endAll(memberId: string): Promise<void> {
      await db.delete(memberSessions).where(eq(memberSessions.memberId, memberId));
    },

    xsrfTokenFor(sessionToken: string): string {
      return createHmac('sha256', xsrfKey).update(sessionToken).digest('base64url');
    },

    /** Whether `sent` is this session's XSRF token (constant time). */
    xsrfMatches(sessionToken: string, sent: unknown): boolean {
      if (typeof sent !== 'string') return false;
      const expected = Buffer.from(this.xsrfTokenFor(sessionToken));
      const given = Buffer.from(sent);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },

    async purgeExpired(): Promise<void> {
      const now = clock();
      await db
        .delete(memberSessions)
        .where(
          or(
            lt(memberSessions.expiresAt, now),
            lt(memberSessions.lastSeenAt, new Date(now.getTime() - MEMBER_IDLE_MS)),
          ),
        );
    },
  };
}
