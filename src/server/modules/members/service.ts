import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import { AppError } from '../../../shared/errors';
import { newId } from '../../../shared/ids';
import type { Db } from '../../db/client';
import { hashToken, newToken, type PasswordHasher } from '../accounts';
import type { MemberMailKind } from '../mail';
import { memberTokens, members, type MemberRow } from './tables';

/** A sign-up link works once, within a day; a reset link within the hour. */
export const MEMBER_VERIFY_LIFETIME_MS = 24 * 60 * 60_000;
export const MEMBER_RESET_LIFETIME_MS = 60 * 60_000;

export interface Member {
  id: string;
  websiteId: string;
  email: string;
  displayName: string;
}

export const toMember = (row: Pick<MemberRow, 'id' | 'websiteId' | 'email' | 'displayName'>): Member => ({
  id: row.id,
  websiteId: row.websiteId,
  email: row.email,
  displayName: row.displayName,
});

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

type Executor = Pick<Db, 'insert' | 'select' | 'update' | 'execute'>;

/**
 * The site's mail to members: `prepare` reads what the mail needs (the site's brand) before the
 * transaction, `write` queues it in the caller's transaction (the outbox).
 */
export interface MemberMailer {
  prepare(websiteId: string): Promise<unknown>;
  write(
    executor: Executor,
    prepared: unknown,
    mail: { to: string; displayName: string; kind: MemberMailKind; token: string },
  ): Promise<void>;
}

export type MemberAccounts = ReturnType<typeof createMemberAccounts>;

/**
 * Members' accounts on one site: sign-up confirmed by e-mail, password check, reset by e-mail.
 * Every call names the site; a member of site A is unknown on site B. Sign-up and reset answer
 * the same for every address after the same work (one hash, one transaction, one mail), so
 * neither tells whether an address is a member.
 */
export function createMemberAccounts({
  db,
  passwords,
  mail,
  clock = () => new Date(),
}: {
  db: Db;
  passwords: PasswordHasher;
  mail: MemberMailer;
  clock?: () => Date;
}) {
  const later = (ms: number) => new Date(clock().getTime() + ms);

  async function byEmail(executor: Pick<Db, 'select'>, websiteId: string, email: string) {
    const [row] = await executor
      .select()
      .from(members)
      .where(and(eq(members.websiteId, websiteId), eq(members.email, normalizeEmail(email))));
    return row ?? null;
  }

  /** Takes a link (used up whatever happens) and answers its member when it is unexpired and for this site. */
  async function spend(executor: Db, websiteId: string, token: string, purpose: 'verify' | 'reset') {
    const [link] = await executor
      .delete(memberTokens)
      .where(
        and(
          eq(memberTokens.tokenHash, hashToken(token)),
          eq(memberTokens.purpose, purpose),
          // Another site's request cannot even spend it.
          inArray(
            memberTokens.memberId,
            executor.select({ id: members.id }).from(members).where(eq(members.websiteId, websiteId)),
          ),
        ),
      )
      .returning();
    if (!link || link.expiresAt.getTime() <= clock().getTime()) return null;
    const [row] = await executor
      .select()
      .from(members)
      .where(and(eq(members.id, link.memberId), eq(members.websiteId, websiteId)));
    return row ? { link, row } : null;
  }

  return {
    async signUp(websiteId: string, input: { email: string; password: string; displayName: string }) {
      const email = normalizeEmail(input.email);
      const passwordHash = await passwords.hash(input.password);
      const prepared = await mail.prepare(websiteId);
      await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(members)
          .values({ id: newId(), websiteId, email, displayName: input.displayName, passwordHash })
          .onConflictDoNothing()
          .returning();
        const row = created ?? (await byEmail(tx, websiteId, email));
        if (!row) throw new Error('A member with this e-mail was neither created nor found');
        if (row.verifiedAt !== null) {
          const token = newToken();
          await tx.insert(memberTokens).values({
            tokenHash: hashToken(token),
            memberId: row.id,
            purpose: 'reset',
            expiresAt: later(MEMBER_RESET_LIFETIME_MS),
          });
          return mail.write(tx, prepared, {
            to: email,
            displayName: row.displayName,
            kind: 'already',
            token,
          });
        }
        const token = newToken();
        await tx.insert(memberTokens).values({
          tokenHash: hashToken(token),
          memberId: row.id,
          purpose: 'verify',
          passwordHash,
          displayName: input.displayName,
          expiresAt: later(MEMBER_VERIFY_LIFETIME_MS),
        });
        await mail.write(tx, prepared, { to: email, displayName: input.displayName, kind: 'verify', token });
      });
    },

    /** The sign-up link: verifies the member with the password and name of the sign-up that asked for it. */
    async verify(websiteId: string, token: string): Promise<Member> {
      const verified = await db.transaction(async (tx) => {
        const spent = await spend(tx as unknown as Db, websiteId, token, 'verify');
        if (!spent || spent.row.verifiedAt !== null) return null;
        const [row] = await tx
          .update(members)
          .set({
            verifiedAt: clock(),
            passwordHash: spent.link.passwordHash ?? spent.row.passwordHash,
            displayName: spent.link.displayName ?? spent.row.displayName,
          })
          .where(and(eq(members.id, spent.row.id), isNull(members.verifiedAt)))
          .returning();
        if (!row) return null;
        await tx
          .delete(memberTokens)
          .where(and(eq(memberTokens.memberId, row.id), eq(memberTokens.purpose, 'verify')));
        return toMember(row);
      });
      if (!verified) throw new AppError('signUpConfirmationInvalid');
      return verified;
    },

    /**
     * The member for these credentials on this site, or null; an unknown address costs the same
     * hash. `verified` false: the right password of an address not confirmed yet.
     */
    async checkPassword(
      websiteId: string,
      email: string,
      password: string,
    ): Promise<(Member & { verified: boolean }) | null> {
      const row = await byEmail(db, websiteId, email);
      const { matches, needsRehash } = await passwords.verify(
        password,
        row?.passwordHash ?? (await passwords.decoyHash()),
      );
      if (!row || !matches) return null;
      if (needsRehash)
        await db
          .update(members)
          .set({ passwordHash: await passwords.hash(password) })
          .where(and(eq(members.id, row.id), eq(members.passwordHash, row.passwordHash)));
      return { ...toMember(row), verified: row.verifiedAt !== null };
    },

    /** Mails a one-hour reset link when the address is a member of this site; otherwise nothing, as fast. */
    async requestReset(websiteId: string, email: string): Promise<void> {
      await db.delete(memberTokens).where(lt(memberTokens.expiresAt, clock()));
      const row = await byEmail(db, websiteId, email);
      if (!row) return;
      const token = newToken();
      const prepared = await mail.prepare(websiteId);
      await db.transaction(async (tx) => {
        await tx.insert(memberTokens).values({
          tokenHash: hashToken(token),
          memberId: row.id,
          purpose: 'reset',
          expiresAt: later(MEMBER_RESET_LIFETIME_MS),
        });
        await mail.write(tx, prepared, { to: row.email, displayName: row.displayName, kind: 'reset', token });
      });
    },

    /**
     * Trades a reset link (single use, this site's) for a new password. The link reached the
     * inbox, so the address counts as verified; every other link of the member dies. The caller
     * ends every session.
     */
    async completeReset(websiteId: string, token: string, password: string): Promise<Member> {
      const passwordHash = await passwords.hash(password);
      const member = await db.transaction(async (tx) => {
        const spent = await spend(tx as unknown as Db, websiteId, token, 'reset');
        if (!spent) return null;
        const [row] = await tx
          .update(members)
          .set({ passwordHash, verifiedAt: spent.row.verifiedAt ?? clock() })
          .where(eq(members.id, spent.row.id))
          .returning();
        await tx.delete(memberTokens).where(eq(memberTokens.memberId, spent.row.id));
        return row ? toMember(row) : null;
      });
      if (!member) throw new AppError('passwordResetInvalid');
      return member;
    },

    async findById(websiteId: string, memberId: string): Promise<MemberRow | null> {
      const [row] = await db
        .select()
        .from(members)
        .where(and(eq(members.websiteId, websiteId), eq(members.id, memberId)));
      return row ?? null;
    },

    async setDisplayName(member: Member, displayName: string): Promise<void> {
      await db
        .update(members)
        .set({ displayName })
        .where(and(eq(members.id, member.id), eq(members.websiteId, member.websiteId)));
    },

    async setCartToken(member: Member, cartToken: string | null): Promise<void> {
      await db
        .update(members)
        .set({ cartToken })
        .where(and(eq(members.id, member.id), eq(members.websiteId, member.websiteId)));
    },

    /** Erasure: the row goes, and with it (cascade) its sessions, links and addresses. */
    async erase(member: Member): Promise<void> {
      await db.delete(members).where(and(eq(members.id, member.id), eq(members.websiteId, member.websiteId)));
    },

    async purgeExpired(): Promise<void> {
      await db.delete(memberTokens).where(lt(memberTokens.expiresAt, clock()));
    },
  };
}
