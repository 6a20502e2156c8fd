import { and, eq, gt, isNull, lt, ne, or } from 'drizzle-orm';
import { AppError } from '../../../shared/errors';
import { ContributorRole } from '../../../shared/enums/platform';
import { newId } from '../../../shared/ids';
import type { Db } from '../../db/client';
import type { JobDefinition } from '../../jobs';
import type { PasswordHasher } from './passwords';
import {
  accounts,
  handoffTokens,
  passwordResetTokens,
  sessions,
  signUpConfirmationTokens,
  websiteContributors,
  type AccountRow,
} from './tables';
import { hashToken, newToken } from './tokens';

/** A session ends 30 days after sign-in, whatever happens. */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** …and after 12 hours without a request. */
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
/** How stale `last_seen_at` may get before a request refreshes it (not a write per request). */
const SESSION_TOUCH_MS = 5 * 60 * 1000;

export interface Account {
  id: string;
  email: string;
  displayName: string;
}

const toAccount = (row: Pick<AccountRow, 'id' | 'email' | 'displayName'>): Account => ({
  id: row.id,
  email: row.email,
  displayName: row.displayName,
});

/** An account whose password was just checked, and whether its e-mail address is confirmed. */
export type CheckedAccount = Account & { confirmed: boolean };

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** Roles that may change a site's content and design. Which role holds which permission is ours to decide (the spec leaves it open). */
const CONTENT_EDITOR_ROLES: ReadonlySet<number> = new Set([
  ContributorRole.admin,
  ContributorRole.websiteManager,
  ContributorRole.editor,
]);

export function canEditContent(role: number | null): boolean {
  return role !== null && CONTENT_EDITOR_ROLES.has(role);
}

export type AccountService = ReturnType<typeof createAccountService>;

/** The clean-up as a job: hourly, in the jobs process (an expired row is useless, never harmful). */
export const accountJobs = (accounts: Pick<AccountService, 'purgeExpired'>): JobDefinition[] => [
  { name: 'accounts.purge', every: { seconds: 60 * 60 }, run: () => accounts.purgeExpired() },
];

/** The host a session belongs to: one site, or the platform entry (null). */
export type SessionHost = string | null;
const boundTo = (websiteId: SessionHost) =>
  websiteId === null ? isNull(sessions.websiteId) : eq(sessions.websiteId, websiteId);

export function createAccountService({
  db,
  passwords,
  clock = () => new Date(),
}: {
  db: Db;
  passwords: PasswordHasher;
  clock?: () => Date;
}) {
  return {
    async createAccount(input: { email: string; password: string; displayName: string }): Promise<Account> {
      const row = {
        id: newId(),
        email: normalizeEmail(input.email),
        displayName: input.displayName,
        passwordHash: await passwords.hash(input.password),
      };
      const inserted = await db.insert(accounts).values(row).onConflictDoNothing().returning();
      if (inserted.length === 0)
        throw new AppError('conflict', { email: 'An account with this e-mail already exists' });
      return toAccount(row);
    },

    async findByEmail(email: string): Promise<Account | null> {
      const [row] = await db
        .select()
        .from(accounts)
        .where(eq(accounts.email, normalizeEmail(email)));
      return row ? toAccount(row) : null;
    },

    async findById(accountId: string): Promise<Account | null> {
      const [row] = await db.select().from(accounts).where(eq(accounts.id, accountId));
      return row ? toAccount(row) : null;
    },

    /**
     * The account for these credentials, or null (the caller says invalidCredentials, without
     * saying which part was wrong). An unknown e-mail costs the same hash as a known one. A
     * hash below the current cost is replaced now that the password is known.
     */
    async checkPassword(email: string, password: string): Promise<CheckedAccount | null> {
      const [row] = await db
        .select()
        .from(accounts)
        .where(eq(accounts.email, normalizeEmail(email)));
      const { matches, needsRehash } = await passwords.verify(
        password,
        row?.passwordHash ?? (await passwords.decoyHash()),
      );
      if (!row || !matches) return null;
      if (needsRehash)
        await db
          .update(accounts)
          .set({ passwordHash: await passwords.hash(password) })
          .where(and(eq(accounts.id, row.id), eq(accounts.passwordHash, row.passwordHash)));
      return { ...toAccount(row), confirmed: row.confirmedAt !== null };
    },

    /**
     * The owner proved the address is theirs some other way (a password reset link): the
     * account counts as confirmed, and pending sign-up links, which carry another password,
     * die.
     */
    async markConfirmed(accountId: string): Promise<void> {
      await db
        .update(accounts)
        .set({ confirmedAt: clock() })
        .where(and(eq(accounts.id, accountId), isNull(accounts.confirmedAt)));
      await db.delete(signUpConfirmationTokens).where(eq(signUpConfirmationTokens.accountId, accountId));
    },

    /** Sets a new password (already checked against the rules) for the account. */
    async setPassword(accountId: string, password: string): Promise<void> {
      await db
        .update(accounts)
        .set({ passwordHash: await passwords.hash(password) })
        .where(eq(accounts.id, accountId));
    },

    /** A new session on one host: a site's (`websiteId`) or the platform entry's (null). */
    async startSession(
      accountId: string,
      websiteId: SessionHost,
    ): Promise<{ token: string; expiresAt: Date }> {
      const token = newToken();
      const now = clock();
      const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
      await db
        .insert(sessions)
        .values({ tokenHash: hashToken(token), accountId, websiteId, lastSeenAt: now, expiresAt });
      return { token, expiresAt };
    },

    /** The session's account, when the session was issued for this host and is neither expired nor idle. */
    async accountForSession(token: string, websiteId: SessionHost): Promise<Account | null> {
      const now = clock();
      const tokenHash = hashToken(token);
      const [row] = await db
        .select({
          id: accounts.id,
          email: accounts.email,
          displayName: accounts.displayName,
          lastSeenAt: sessions.lastSeenAt,
        })
        .from(sessions)
        .innerJoin(accounts, eq(accounts.id, sessions.accountId))
        .where(
          and(
            eq(sessions.tokenHash, tokenHash),
            boundTo(websiteId),
            gt(sessions.expiresAt, now),
            gt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
          ),
        );
      if (!row) return null;
      if (now.getTime() - row.lastSeenAt.getTime() > SESSION_TOUCH_MS)
        await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
      return toAccount(row);
    },

    async endSession(token: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    },

    /** Ends every session of the account except the one making the request (password change). */
    async endOtherSessions(accountId: string, keepToken: string): Promise<void> {
      await db
        .delete(sessions)
        .where(and(eq(sessions.accountId, accountId), ne(sessions.tokenHash, hashToken(keepToken))));
    },

    /** Ends every session of the account, on every host (password reset). */
    async endAllSessions(accountId: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.accountId, accountId));
    },

    /**
     * Deletes what can no longer be used: expired or idle sessions, and expired hand-off,
     * password reset and sign-up confirmation tokens (the `accounts.purge` job, hourly).
     */
    async purgeExpired(): Promise<void> {
      const now = clock();
      await db
        .delete(sessions)
        .where(
          or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS))),
        );
      await db.delete(handoffTokens).where(lt(handoffTokens.expiresAt, now));
      await db.delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, now));
      await db.delete(signUpConfirmationTokens).where(lt(signUpConfirmationTokens.expiresAt, now));
    },

    async grantRole(websiteId: string, accountId: string, role: ContributorRole): Promise<void> {
      await db
        .insert(websiteContributors)
        .values({ websiteId, accountId, role })
        .onConflictDoUpdate({
          target: [websiteContributors.websiteId, websiteContributors.accountId],
          set: { role },
        });
    },

    /** Every site the account contributes to, with its role there. */
    async sitesOf(accountId: string): Promise<Array<{ websiteId: string; role: ContributorRole }>> {
      const rows = await db
        .select({ websiteId: websiteContributors.websiteId, role: websiteContributors.role })
        .from(websiteContributors)
        .where(eq(websiteContributors.accountId, accountId));
      return rows.map((row) => ({ websiteId: row.websiteId, role: row.role as ContributorRole }));
    },

    /**
     * The site owner's address (its first administrator): where owner notices go and the
     * default reply-to of the site's mail to shoppers. Null for a site without an administrator.
     */
    async ownerEmail(websiteId: string): Promise<string | null> {
      const [row] = await db
        .select({ email: accounts.email })
        .from(websiteContributors)
        .innerJoin(accounts, eq(accounts.id, websiteContributors.accountId))
        .where(
          and(
            eq(websiteContributors.websiteId, websiteId),
            eq(websiteContributors.role, ContributorRole.admin),
          ),
        )
        .orderBy(websiteContributors.createdAt, websiteContributors.accountId)
        .limit(1);
      return row?.email ?? null;
    },

    /** The account's role on this site, or null when it is not a contributor there. */
    async roleOn(websiteId: string, accountId: string): Promise<ContributorRole | null> {
      const [row] = await db
        .select({ role: websiteContributors.role })
        .from(websiteContributors)
        .where(
          and(eq(websiteContributors.websiteId, websiteId), eq(websiteContributors.accountId, accountId)),
        );
      return (row?.role as ContributorRole | undefined) ?? null;
    },
  };
}
