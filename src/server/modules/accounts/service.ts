import { and, eq, gt, lt } from 'drizzle-orm';
import { AppError } from '../../../shared/errors';
import { ContributorRole } from '../../../shared/enums/platform';
import { newId } from '../../../shared/ids';
import type { Db } from '../../db/client';
import { decoyPasswordHash, hashPassword, verifyPassword } from './passwords';
import { accounts, sessions, websiteContributors, type AccountRow } from './tables';
import { hashToken, newToken } from './tokens';

export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

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

export function createAccountService({ db, clock = () => new Date() }: { db: Db; clock?: () => Date }) {
  return {
    async createAccount(input: { email: string; password: string; displayName: string }): Promise<Account> {
      const row = {
        id: newId(),
        email: normalizeEmail(input.email),
        displayName: input.displayName,
        passwordHash: await hashPassword(input.password),
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

    /** The account for these credentials, or an invalidCredentials error that does not say which part was wrong. */
    async authenticate(email: string, password: string): Promise<Account> {
      const [row] = await db
        .select()
        .from(accounts)
        .where(eq(accounts.email, normalizeEmail(email)));
      const matches = await verifyPassword(password, row?.passwordHash ?? (await decoyPasswordHash()));
      if (!row || !matches) throw new AppError('invalidCredentials');
      return toAccount(row);
    },

    async startSession(accountId: string): Promise<{ token: string; expiresAt: Date }> {
      const token = newToken();
      const expiresAt = new Date(clock().getTime() + SESSION_LIFETIME_MS);
      await db.insert(sessions).values({ tokenHash: hashToken(token), accountId, expiresAt });
      return { token, expiresAt };
    },

    async accountForSession(token: string): Promise<Account | null> {
      const [row] = await db
        .select({ id: accounts.id, email: accounts.email, displayName: accounts.displayName })
        .from(sessions)
        .innerJoin(accounts, eq(accounts.id, sessions.accountId))
        .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, clock())));
      return row ? toAccount(row) : null;
    },

    async endSession(token: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    },

    async purgeExpiredSessions(): Promise<void> {
      await db.delete(sessions).where(lt(sessions.expiresAt, clock()));
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
