import { and, count, desc, eq, ilike, isNull, sql } from 'drizzle-orm';
import type { ListQuery, Page, SubscriberRow } from '../../../shared/api/forms';
import { AppError } from '../../../shared/errors';
import { newId } from '../../../shared/ids';
import type { Db } from '../../db/client';
import { newsletterConfirmationMail, type Executor, type SiteMail, type SiteMailContext } from '../mail';
import { csvDocument } from '../../csv';
import { likePattern } from './service';
import type { Signer } from './signing';
import { newsletterSubscribers } from './tables';

/** Confirmation links work for a week; unsubscribe links never expire. */
export const CONFIRM_LINK_LIFETIME_MS = 7 * 24 * 60 * 60_000;
/** Signing up again within this time sends no second confirmation mail (a form cannot be used to mail-bomb). */
export const CONFIRMATION_RESEND_MS = 10 * 60_000;

export type NewsletterService = ReturnType<typeof createNewsletterService>;
export type NewsletterLink = 'confirm' | 'unsubscribe';

/**
 * The site's newsletter list with double opt-in: a sign-up is `pending` until the address
 * owner confirms through the signed link in the confirmation e-mail; every mail carries an
 * unsubscribe link and the one-click List-Unsubscribe headers (RFC 8058). Opening a link only
 * shows a page: the change takes a POST, so mail scanners that fetch links change nothing.
 */
export function createNewsletterService(deps: {
  db: Db;
  siteMail: Pick<SiteMail, 'write'>;
  signer: Signer;
  clock?: () => Date;
}) {
  const clock = deps.clock ?? (() => new Date());

  const confirmToken = (websiteId: string, email: string, nonce: string) =>
    deps.signer.sign('newsletter-confirm', {
      w: websiteId,
      e: email,
      n: nonce,
      x: clock().getTime() + CONFIRM_LINK_LIFETIME_MS,
    });
  const unsubscribeToken = (websiteId: string, email: string) =>
    deps.signer.sign('newsletter-unsubscribe', { w: websiteId, e: email });

  function readToken(link: NewsletterLink, websiteId: string, token: string) {
    const claims = deps.signer.verify(`newsletter-${link}`, token);
    if (!claims || claims.w !== websiteId || typeof claims.e !== 'string')
      throw new AppError('newsletterLinkInvalid');
    if (typeof claims.x === 'number' && claims.x < clock().getTime())
      throw new AppError('newsletterLinkInvalid');
    // Links mailed before nonces existed carry none; they match a pending sign-up without one.
    return { email: claims.e, nonce: typeof claims.n === 'string' ? claims.n : null };
  }

  const subscriber = (websiteId: string, email: string) =>
    and(eq(newsletterSubscribers.websiteId, websiteId), eq(newsletterSubscribers.email, email));
  /** The pending sign-up this confirmation link was mailed for; a confirmed or unsubscribed one has none. */
  const pendingFor = (websiteId: string, email: string, nonce: string | null) =>
    and(
      subscriber(websiteId, email),
      eq(newsletterSubscribers.status, 'pending'),
      nonce === null
        ? isNull(newsletterSubscribers.confirmNonce)
        : eq(newsletterSubscribers.confirmNonce, nonce),
    );

  return {
    /**
     * Records a sign-up inside the submission's transaction and queues the confirmation mail,
     * at most once per CONFIRMATION_RESEND_MS for an address. An address already confirmed gets
     * nothing new (and no hint either way to the visitor).
     */
    async signUp(
      tx: Executor,
      input: { websiteId: string; formId: string; email: string; mail: SiteMailContext; origin: string },
    ): Promise<void> {
      const email = input.email.trim().toLowerCase();
      const now = clock();
      const [existing] = await tx
        .select()
        .from(newsletterSubscribers)
        .where(subscriber(input.websiteId, email))
        .limit(1);
      if (existing?.status === 'confirmed') return;
      const pending = existing?.status === 'pending' ? existing : undefined;
      if (
        pending?.confirmationSentAt &&
        now.getTime() - pending.confirmationSentAt.getTime() < CONFIRMATION_RESEND_MS
      )
        return;
      // A pending sign-up keeps its nonce, so the link of the earlier mail still works.
      const proposed = pending?.confirmNonce ?? newId();
      const confirmed = sql`${newsletterSubscribers.status} = 'confirmed'`;
      const [stored] = await tx
        .insert(newsletterSubscribers)
        .values({
          id: newId(),
          websiteId: input.websiteId,
          formId: input.formId,
          email,
          status: 'pending',
          createdAt: now,
          confirmNonce: proposed,
          confirmationSentAt: now,
        })
        .onConflictDoUpdate({
          target: [newsletterSubscribers.websiteId, newsletterSubscribers.email],
          set: {
            // A row confirmed meanwhile stays as it is; any other becomes this pending sign-up.
            status: sql`case when ${confirmed} then 'confirmed' else 'pending' end`,
            formId: sql`case when ${confirmed} then ${newsletterSubscribers.formId} else ${input.formId} end`,
            unsubscribedAt: sql`case when ${confirmed} then ${newsletterSubscribers.unsubscribedAt} else null end`,
            confirmNonce: sql`case when ${confirmed} then null when ${newsletterSubscribers.status} = 'pending' then coalesce(${newsletterSubscribers.confirmNonce}, ${proposed}) else ${proposed} end`,
            confirmationSentAt: now,
          },
        })
        .returning({ status: newsletterSubscribers.status, nonce: newsletterSubscribers.confirmNonce });
      // Confirmed by a concurrent request in the meantime: nothing to send.
      if (!stored || stored.status !== 'pending' || !stored.nonce) return;
      const linkTo = (link: NewsletterLink, token: string) =>
        `${input.origin}/forms/newsletter/${link}?token=${encodeURIComponent(token)}`;
      const confirmUrl = linkTo('confirm', confirmToken(input.websiteId, email, stored.nonce));
      const unsubscribeUrl = linkTo('unsubscribe', unsubscribeToken(input.websiteId, email));
      await deps.siteMail.write(
        tx,
        input.mail,
        newsletterConfirmationMail,
        { brand: input.mail.brand, confirmUrl, unsubscribeUrl },
        {
          to: email,
          ...(input.mail.replyTo ? { replyTo: input.mail.replyTo } : {}),
          headers: {
            'List-Unsubscribe': `<${unsubscribeUrl}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        },
      );
    },

    /**
     * The address a link is for, when following it now would do something (a confirmation link
     * only while its sign-up is pending); changes nothing. Throws newsletterLinkInvalid otherwise.
     */
    async addressOf(link: NewsletterLink, websiteId: string, token: string): Promise<string> {
      const { email, nonce } = readToken(link, websiteId, token);
      if (link === 'unsubscribe') return email;
      const [row] = await deps.db
        .select({ id: newsletterSubscribers.id })
        .from(newsletterSubscribers)
        .where(pendingFor(websiteId, email, nonce));
      if (!row) throw new AppError('newsletterLinkInvalid');
      return email;
    },

    async confirm(websiteId: string, token: string): Promise<string> {
      const { email, nonce } = readToken('confirm', websiteId, token);
      const updated = await deps.db
        .update(newsletterSubscribers)
        .set({ status: 'confirmed', confirmedAt: clock(), unsubscribedAt: null, confirmNonce: null })
        .where(pendingFor(websiteId, email, nonce))
        .returning({ id: newsletterSubscribers.id });
      if (updated.length === 0) throw new AppError('newsletterLinkInvalid');
      return email;
    },

    async unsubscribe(websiteId: string, token: string): Promise<string> {
      const { email } = readToken('unsubscribe', websiteId, token);
      await deps.db
        .update(newsletterSubscribers)
        .set({ status: 'unsubscribed', unsubscribedAt: clock(), confirmNonce: null })
        .where(subscriber(websiteId, email));
      return email;
    },

    unsubscribeToken,

    async list(websiteId: string, query: ListQuery): Promise<Page<SubscriberRow>> {
      const where = and(
        eq(newsletterSubscribers.websiteId, websiteId),
        query.query ? ilike(newsletterSubscribers.email, likePattern(query.query)) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        deps.db
          .select()
          .from(newsletterSubscribers)
          .where(where)
          .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        deps.db.select({ total: count() }).from(newsletterSubscribers).where(where),
      ]);
      return {
        rows: rows.map((row) => ({
          id: row.id,
          email: row.email,
          status: row.status,
          formId: row.formId,
          createdAt: row.createdAt.toISOString(),
          confirmedAt: row.confirmedAt?.toISOString() ?? null,
          unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
        })),
        total: total?.total ?? 0,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    async csv(websiteId: string): Promise<string> {
      const rows = await deps.db
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.websiteId, websiteId))
        .orderBy(newsletterSubscribers.createdAt, newsletterSubscribers.id);
      const lines = rows.map((row) => [
        row.email,
        row.status,
        row.createdAt.toISOString(),
        row.confirmedAt?.toISOString() ?? '',
        row.unsubscribedAt?.toISOString() ?? '',
      ]);
      return csvDocument([['Email', 'Status', 'Signed up', 'Confirmed', 'Unsubscribed'], ...lines]);
    },
  };
}
