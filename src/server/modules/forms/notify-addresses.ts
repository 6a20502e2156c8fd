import { and, eq, inArray } from 'drizzle-orm';
import type { NotifyAddressState } from '../../../shared/api/forms';
import { AppError } from '../../../shared/errors';
import { newId } from '../../../shared/ids';
import type { Db } from '../../db/client';
import { notifyAddressVerificationMail, type Executor, type SiteMail, type SiteMailContext } from '../mail';
import type { Signer } from './signing';
import { formNotifyAddresses } from './tables';

/** A verification link works for a week. */
export const VERIFY_LINK_LIFETIME_MS = 7 * 24 * 60 * 60_000;
/** "Send again" mails an address at most this often. */
export const VERIFICATION_RESEND_MS = 10 * 60_000;

export type NotifyAddressService = ReturnType<typeof createNotifyAddressService>;

const normal = (email: string) => email.trim().toLowerCase();

/**
 * Form notification addresses other than the owner's own: each gets a verification mail with a
 * single-use link when a form first names it, and receives notifications only once confirmed.
 * The link only shows a page with a button (the POST confirms), so a mail scanner fetching it
 * confirms nothing.
 */
export function createNotifyAddressService(deps: {
  db: Db;
  siteMail: Pick<SiteMail, 'contextOf' | 'write'>;
  signer: Signer;
  clock?: () => Date;
}) {
  const clock = deps.clock ?? (() => new Date());
  const ownerOf = (context: SiteMailContext) => (context.ownerEmail ? normal(context.ownerEmail) : null);

  async function sendVerification(
    tx: Executor,
    context: SiteMailContext,
    address: { email: string; nonce: string; formName: string },
  ) {
    const token = deps.signer.sign('notify-confirm', {
      w: context.websiteId,
      e: address.email,
      n: address.nonce,
      x: clock().getTime() + VERIFY_LINK_LIFETIME_MS,
    });
    const confirmUrl = `${context.brand.siteUrl}/forms/notify/confirm?token=${encodeURIComponent(token)}`;
    await deps.siteMail.write(
      tx,
      context,
      notifyAddressVerificationMail,
      { brand: context.brand, formName: address.formName, confirmUrl },
      { to: address.email, replyTo: context.replyTo ?? context.ownerEmail },
    );
  }

  function readToken(websiteId: string, token: string) {
    const claims = deps.signer.verify('notify-confirm', token);
    if (
      !claims ||
      claims.w !== websiteId ||
      typeof claims.e !== 'string' ||
      typeof claims.n !== 'string' ||
      typeof claims.x !== 'number' ||
      claims.x < clock().getTime()
    )
      throw new AppError('notifyLinkInvalid');
    return { email: claims.e, nonce: claims.n };
  }
  const pendingWith = (websiteId: string, email: string, nonce: string) =>
    and(
      eq(formNotifyAddresses.websiteId, websiteId),
      eq(formNotifyAddresses.email, email),
      eq(formNotifyAddresses.status, 'pending'),
      eq(formNotifyAddresses.nonce, nonce),
    );

  return {
    /**
     * After a form is saved: every address it names that is neither the owner's nor known yet
     * becomes pending and gets its verification mail (row and mail in one transaction).
     */
    async request(websiteId: string, formName: string, emails: string[]): Promise<void> {
      if (emails.length === 0) return;
      const context = await deps.siteMail.contextOf(websiteId);
      const owner = ownerOf(context);
      const fresh = [...new Set(emails.map(normal))].filter((email) => email !== owner);
      if (fresh.length === 0) return;
      await deps.db.transaction(async (tx) => {
        for (const email of fresh) {
          const nonce = newId();
          const [inserted] = await tx
            .insert(formNotifyAddresses)
            .values({
              id: newId(),
              websiteId,
              email,
              nonce,
              formName,
              verificationSentAt: clock(),
              createdAt: clock(),
            })
            .onConflictDoNothing({ target: [formNotifyAddresses.websiteId, formNotifyAddresses.email] })
            .returning({ id: formNotifyAddresses.id });
          if (inserted) await sendVerification(tx, context, { email, nonce, formName });
        }
      });
    },

    /** Of a form's addresses, those that receive its notifications: the owner's and the confirmed ones. */
    async recipients(executor: Executor, context: SiteMailContext, emails: string[]): Promise<string[]> {
      const owner = ownerOf(context);
      const others = emails.map(normal).filter((email) => email !== owner);
      const verified =
        others.length === 0
          ? []
          : await executor
              .select({ email: formNotifyAddresses.email })
              .from(formNotifyAddresses)
              .where(
                and(
                  eq(formNotifyAddresses.websiteId, context.websiteId),
                  eq(formNotifyAddresses.status, 'verified'),
                  inArray(formNotifyAddresses.email, others),
                ),
              );
      const allowed = new Set([...(owner ? [owner] : []), ...verified.map((row) => row.email)]);
      return emails.filter((email) => allowed.has(normal(email)));
    },

    /** The state of each address the site's forms may name: the owner's, then every other known one. */
    async states(websiteId: string): Promise<NotifyAddressState[]> {
      const context = await deps.siteMail.contextOf(websiteId);
      const owner = ownerOf(context);
      const rows = await deps.db
        .select()
        .from(formNotifyAddresses)
        .where(eq(formNotifyAddresses.websiteId, websiteId))
        .orderBy(formNotifyAddresses.email);
      return [
        ...(owner ? [{ email: owner, status: 'owner' as const, verificationSentAt: null }] : []),
        ...rows
          .filter((row) => row.email !== owner)
          .map((row) => ({
            email: row.email,
            status: row.status,
            verificationSentAt: row.verificationSentAt?.toISOString() ?? null,
          })),
      ];
    },

    /** "Send again" for a pending address: at most once per VERIFICATION_RESEND_MS; the earlier link keeps working. */
    async resend(websiteId: string, email: string): Promise<{ sent: boolean }> {
      const context = await deps.siteMail.contextOf(websiteId);
      return deps.db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(formNotifyAddresses)
          .where(
            and(eq(formNotifyAddresses.websiteId, websiteId), eq(formNotifyAddresses.email, normal(email))),
          )
          .for('update');
        if (!row || row.status !== 'pending') throw new AppError('notFound');
        const now = clock();
        if (
          row.verificationSentAt &&
          now.getTime() - row.verificationSentAt.getTime() < VERIFICATION_RESEND_MS
        )
          return { sent: false };
        const nonce = row.nonce ?? newId();
        await tx
          .update(formNotifyAddresses)
          .set({ nonce, verificationSentAt: now })
          .where(eq(formNotifyAddresses.id, row.id));
        await sendVerification(tx, context, { email: row.email, nonce, formName: row.formName });
        return { sent: true };
      });
    },

    /** The address a link would confirm now; changes nothing (GET and HEAD of the link). */
    async addressOf(websiteId: string, token: string): Promise<string> {
      const { email, nonce } = readToken(websiteId, token);
      const [row] = await deps.db
        .select({ id: formNotifyAddresses.id })
        .from(formNotifyAddresses)
        .where(pendingWith(websiteId, email, nonce));
      if (!row) throw new AppError('notifyLinkInvalid');
      return email;
    },

    /** The button's POST: the address receives notifications from now on; the link is spent. */
    async confirm(websiteId: string, token: string): Promise<string> {
      const { email, nonce } = readToken(websiteId, token);
      const updated = await deps.db
        .update(formNotifyAddresses)
        .set({ status: 'verified', verifiedAt: clock(), nonce: null })
        .where(pendingWith(websiteId, email, nonce))
        .returning({ id: formNotifyAddresses.id });
      if (updated.length === 0) throw new AppError('notifyLinkInvalid');
      return email;
    },
  };
}
