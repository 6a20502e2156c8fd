import { and, count, desc, eq, ilike, sql } from 'drizzle-orm';
import type { ListQuery, Page, SubscriberRow } from '../../../shared/api/forms';
import { AppError } from '../../../shared/errors';
import { newId } from '../../../shared/ids';
import type { Db } from '../../db/client';
import type { Executor, MailOutbox } from '../mail/outbox';
import { csvDocument } from '../../csv';
import { likePattern } from './service';
import type { Signer } from './signing';
import { newsletterSubscribers } from './tables';

/** Confirmation links work for a week; unsubscribe links never expire. */
export const CONFIRM_LINK_LIFETIME_MS = 7 * 24 * 60 * 60_000;

export type NewsletterService = ReturnType<typeof createNewsletterService>;

/**
 * The site's newsletter list with double opt-in: a sign-up is `pending` until the address
 * owner opens the signed link in the confirmation e-mail; every mail carries an unsubscribe link.
 */
export function createNewsletterService(deps: {
  db: Db;
  outbox: MailOutbox;
  signer: Signer;
  clock?: () => Date;
}) {
  const clock = deps.clock ?? (() => new Date());

  const confirmToken = (websiteId: string, email: string) =>
    deps.signer.sign('newsletter-confirm', {
      w: websiteId,
      e: email,
      x: clock().getTime() + CONFIRM_LINK_LIFETIME_MS,
    });
  const unsubscribeToken = (websiteId: string, email: string) =>
    deps.signer.sign('newsletter-unsubscribe', { w: websiteId, e: email });

  function readToken(
    purpose: 'newsletter-confirm' | 'newsletter-unsubscribe',
    websiteId: string,
    token: string,
  ): string {
    const claims = deps.signer.verify(purpose, token);
    if (!claims || claims.w !== websiteId || typeof claims.e !== 'string')
      throw new AppError('newsletterLinkInvalid');
    if (typeof claims.x === 'number' && claims.x < clock().getTime())
      throw new AppError('newsletterLinkInvalid');
    return claims.e;
  }

  return {
    /**
     * Records a sign-up inside the submission's transaction and queues the confirmation mail.
     * An address already confirmed gets nothing new (and no hint either way to the visitor).
     */
    async signUp(
      tx: Executor,
      input: { websiteId: string; formId: string; email: string; siteTitle: string; origin: string },
    ): Promise<void> {
      const email = input.email.trim().toLowerCase();
      const now = clock();
      const [existing] = await tx
        .select()
        .from(newsletterSubscribers)
        .where(
          and(eq(newsletterSubscribers.websiteId, input.websiteId), eq(newsletterSubscribers.email, email)),
        )
        .limit(1);
      if (existing?.status === 'confirmed') return;
      if (existing) {
        await tx
          .update(newsletterSubscribers)
          .set({ status: 'pending', formId: input.formId, unsubscribedAt: null })
          .where(eq(newsletterSubscribers.id, existing.id));
      } else {
        await tx
          .insert(newsletterSubscribers)
          .values({
            id: newId(),
            websiteId: input.websiteId,
            formId: input.formId,
            email,
            status: 'pending',
            createdAt: now,
          })
          .onConflictDoUpdate({
            target: [newsletterSubscribers.websiteId, newsletterSubscribers.email],
            set: {
              status: sql`case when ${newsletterSubscribers.status} = 'confirmed' then 'confirmed' else 'pending' end`,
            },
          });
      }
      const confirmUrl = `${input.origin}/forms/newsletter/confirm?token=${encodeURIComponent(confirmToken(input.websiteId, email))}`;
      const unsubscribeUrl = `${input.origin}/forms/newsletter/unsubscribe?token=${encodeURIComponent(unsubscribeToken(input.websiteId, email))}`;
      await deps.outbox.enqueue(tx, {
        websiteId: input.websiteId,
        to: email,
        purpose: 'newsletter-confirmation',
        subject: `Confirm your subscription to ${input.siteTitle}`,
        text: `Please confirm that you want to receive news from ${input.siteTitle}:\n\n${confirmUrl}\n\nIf you did not sign up, ignore this e-mail and nothing will be sent to you.\n\nUnsubscribe: ${unsubscribeUrl}\n`,
      });
    },

    async confirm(websiteId: string, token: string): Promise<string> {
      const email = readToken('newsletter-confirm', websiteId, token);
      const updated = await deps.db
        .update(newsletterSubscribers)
        .set({ status: 'confirmed', confirmedAt: clock(), unsubscribedAt: null })
        .where(and(eq(newsletterSubscribers.websiteId, websiteId), eq(newsletterSubscribers.email, email)))
        .returning({ id: newsletterSubscribers.id });
      if (updated.length === 0) throw new AppError('newsletterLinkInvalid');
      return email;
    },

    async unsubscribe(websiteId: string, token: string): Promise<string> {
      const email = readToken('newsletter-unsubscribe', websiteId, token);
      await deps.db
        .update(newsletterSubscribers)
        .set({ status: 'unsubscribed', unsubscribedAt: clock() })
        .where(and(eq(newsletterSubscribers.websiteId, websiteId), eq(newsletterSubscribers.email, email)));
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
