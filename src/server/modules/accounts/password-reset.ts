import { and, eq, lt, ne } from 'drizzle-orm';
import { AppError } from '../../../shared/errors';
import type { Db } from '../../db/client';
import type { Account, AccountService } from './service';
import { passwordResetTokens } from './tables';
import { hashToken, newToken } from './tokens';

/** A reset link works once, within the hour. */
export const PASSWORD_RESET_LIFETIME_MS = 60 * 60_000;

export type PasswordResets = ReturnType<typeof createPasswordResets>;

/**
 * Password reset by e-mail, for owners now and members later: `request` mails a single-use,
 * one-hour link (only the token's hash is stored) when the address has an account and does the
 * same amount of nothing visible when it has none; `complete` trades the token for a new
 * password and ends every session of the account, on every host.
 */
export function createPasswordResets({
  db,
  accounts,
  sendLink,
  clock = () => new Date(),
}: {
  db: Db;
  accounts: Pick<
    AccountService,
    'findByEmail' | 'setPassword' | 'endAllSessions' | 'findById' | 'markConfirmed'
  >;
  /** Queues the e-mail with the link (the outbox, in the caller's wording). */
  sendLink: (account: Account, token: string) => Promise<void>;
  clock?: () => Date;
}) {
  return {
    async request(email: string): Promise<void> {
      await db.delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, clock()));
      const account = await accounts.findByEmail(email);
      if (!account) return;
      const token = newToken();
      await db.insert(passwordResetTokens).values({
        tokenHash: hashToken(token),
        accountId: account.id,
        expiresAt: new Date(clock().getTime() + PASSWORD_RESET_LIFETIME_MS),
      });
      await sendLink(account, token);
    },

    /** Sets the new password when the token is unused and unexpired (it is used up either way). */
    async complete(token: string, password: string): Promise<Account> {
      const [row] = await db
        .delete(passwordResetTokens)
        .where(eq(passwordResetTokens.tokenHash, hashToken(token)))
        .returning();
      if (!row || row.expiresAt.getTime() <= clock().getTime()) throw new AppError('passwordResetInvalid');
      const account = await accounts.findById(row.accountId);
      if (!account) throw new AppError('passwordResetInvalid');
      await accounts.setPassword(account.id, password);
      // The link reached the owner's inbox: that confirms the address as well as a sign-up link would.
      await accounts.markConfirmed(account.id);
      // Other links for this account die with it; so does every session, wherever it was.
      await db
        .delete(passwordResetTokens)
        .where(
          and(
            eq(passwordResetTokens.accountId, account.id),
            ne(passwordResetTokens.tokenHash, row.tokenHash),
          ),
        );
      await accounts.endAllSessions(account.id);
      return account;
    },
  };
}
