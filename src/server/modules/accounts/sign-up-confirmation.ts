import { and, eq, gt, isNull } from 'drizzle-orm';
import type { SignUpRequest } from '../../../shared/api/owners';
import { AppError } from '../../../shared/errors';
import { newId } from '../../../shared/ids';
import type { Db } from '../../db/client';
import type { PasswordHasher } from './passwords';
import { normalizeEmail, type Account } from './service';
import { accounts, signUpConfirmationTokens } from './tables';
import { hashToken, newToken } from './tokens';

/** Where mails are written: the caller's transaction (the mail outbox takes any such executor). */
type Executor = Pick<Db, 'insert' | 'select' | 'update'>;

/** A sign-up link works once, within a day. */
export const SIGN_UP_CONFIRMATION_LIFETIME_MS = 24 * 60 * 60_000;
/** "Send the link again" sends at most one link a minute per account. */
export const SIGN_UP_RESEND_INTERVAL_MS = 60_000;

/** Who a mail goes to: the address and the name to greet. */
export interface Addressee {
  email: string;
  displayName: string;
}

/** The two mails of a sign-up, queued in the caller's transaction (the outbox, in the caller's wording). */
export interface SignUpMail {
  confirmation(executor: Executor, to: Addressee, token: string): Promise<void>;
  alreadyRegistered(executor: Executor, to: Addressee): Promise<void>;
}

export type SignUpConfirmations = ReturnType<typeof createSignUpConfirmations>;

/**
 * Sign-up confirmed by e-mail (when mail can be delivered), which never tells whether an address
 * is registered: `request` answers the same way for every address, after the same work (one
 * password hash, one transaction, one mail). A new address gets an unconfirmed account and a
 * confirmation link; an unconfirmed one a fresh link carrying this sign-up's password and name;
 * a confirmed one a "you already have an account" mail. `confirm` trades a link for a confirmed
 * account, with the password chosen in the sign-up that asked for that link.
 */
export function createSignUpConfirmations({
  db,
  passwords,
  mail,
  clock = () => new Date(),
}: {
  db: Db;
  passwords: Pick<PasswordHasher, 'hash'>;
  mail: SignUpMail;
  clock?: () => Date;
}) {
  async function issue(
    executor: Executor,
    accountId: string,
    sender: { email: string; displayName: string; passwordHash: string },
  ): Promise<void> {
    const token = newToken();
    await executor.insert(signUpConfirmationTokens).values({
      tokenHash: hashToken(token),
      accountId,
      passwordHash: sender.passwordHash,
      displayName: sender.displayName,
      expiresAt: new Date(clock().getTime() + SIGN_UP_CONFIRMATION_LIFETIME_MS),
    });
    await mail.confirmation(executor, sender, token);
  }

  return {
    async request(input: SignUpRequest): Promise<void> {
      const email = normalizeEmail(input.email);
      // Hashed whatever the branch: a registered address must not answer faster.
      const passwordHash = await passwords.hash(input.password);
      const sender = { email, displayName: input.displayName, passwordHash };
      await db.transaction(async (tx) => {
        const created = await tx
          .insert(accounts)
          .values({ id: newId(), email, displayName: input.displayName, passwordHash, confirmedAt: null })
          .onConflictDoNothing()
          .returning({ id: accounts.id });
        if (created[0]) return issue(tx, created[0].id, sender);
        const [existing] = await tx.select().from(accounts).where(eq(accounts.email, email));
        if (!existing) throw new Error('An account with this e-mail was neither created nor found');
        if (existing.confirmedAt === null) return issue(tx, existing.id, sender);
        await mail.alreadyRegistered(tx, { email: existing.email, displayName: existing.displayName });
      });
    },

    /**
     * A new link for an unconfirmed account whose password was just checked (the sign-in's "send
     * it again"), at most one a minute. Does nothing for a confirmed account.
     */
    async resend(account: Account): Promise<void> {
      const now = clock().getTime();
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(accounts)
          .where(and(eq(accounts.id, account.id), isNull(accounts.confirmedAt)))
          .for('update');
        if (!row) return;
        const recent = await tx
          .select({ tokenHash: signUpConfirmationTokens.tokenHash })
          .from(signUpConfirmationTokens)
          .where(
            and(
              eq(signUpConfirmationTokens.accountId, row.id),
              gt(
                signUpConfirmationTokens.expiresAt,
                new Date(now + SIGN_UP_CONFIRMATION_LIFETIME_MS - SIGN_UP_RESEND_INTERVAL_MS),
              ),
            ),
          );
        if (recent.length > 0) return;
        await issue(tx, row.id, row);
      });
    },

    /**
     * Confirms the account of an unused, unexpired link (used up either way) and sets the
     * password and name of the sign-up that asked for it; every other link of the account dies.
     */
    async confirm(token: string): Promise<Account> {
      const now = clock();
      const confirmed = await db.transaction(async (tx) => {
        const [link] = await tx
          .delete(signUpConfirmationTokens)
          .where(eq(signUpConfirmationTokens.tokenHash, hashToken(token)))
          .returning();
        if (!link || link.expiresAt.getTime() <= now.getTime()) return null;
        const [account] = await tx
          .update(accounts)
          .set({ confirmedAt: now, passwordHash: link.passwordHash, displayName: link.displayName })
          .where(and(eq(accounts.id, link.accountId), isNull(accounts.confirmedAt)))
          .returning({ id: accounts.id, email: accounts.email, displayName: accounts.displayName });
        if (!account) return null;
        await tx.delete(signUpConfirmationTokens).where(eq(signUpConfirmationTokens.accountId, account.id));
        return account;
      });
      if (!confirmed) throw new AppError('signUpConfirmationInvalid');
      return confirmed;
    },
  };
}
