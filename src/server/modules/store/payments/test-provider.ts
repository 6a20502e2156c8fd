import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../../../../shared/errors';
import { newId } from '../../../../shared/ids';
import type { Db, Tx } from '../../../db/client';
import {
  testProviderCharges,
  testProviderPaymentMethods,
  testProviderRefunds,
  testProviderSessions,
} from '../tables';
import { chargeSavedTestCard, refundSavedTestCharge } from './test-provider-saved';
import { PAYMENT_SESSION_TTL_MS, type PaymentProvider } from './provider';

/**
 * The test cards shown on the built-in provider's pay page. The page sends only the chosen
 * outcome, never a card number: there is nothing to leak to logs or the database.
 */
export const TEST_CARDS = [
  { outcome: 'success', number: '4242 4242 4242 4242', label: 'Payment succeeds' },
  { outcome: 'decline', number: '4000 0000 0000 0002', label: 'Card is declined' },
  { outcome: 'authenticate', number: '4000 0027 6000 3184', label: 'Needs a second step (authentication)' },
] as const;
/**
 * Cards a subscription's first payment may also use: the payment succeeds and the card is kept,
 * and what charging it later (a renewal, off-session) does differs, like Stripe's test cards.
 */
export const RENEWAL_TEST_CARDS = [
  {
    outcome: 'renewal-decline',
    number: '4000 0000 0000 0341',
    label: 'Payment succeeds; renewals are declined',
  },
  {
    outcome: 'renewal-authenticate',
    number: '4000 0025 0000 3155',
    label: 'Payment succeeds; renewals need authentication',
  },
] as const;
export type TestCardOutcome =
  (typeof TEST_CARDS)[number]['outcome'] | (typeof RENEWAL_TEST_CARDS)[number]['outcome'];
/** What charging a saved card off-session does, by the card the first payment used. */
const RENEWAL_OUTCOMES = {
  success: 'success',
  'renewal-decline': 'decline',
  'renewal-authenticate': 'authenticate',
} as const;
export const TEST_PAY_PATH = '/commerce/test-pay';
export const CARD_DECLINED = 'Your card was declined. Choose another card.';
export const AUTHENTICATION_FAILED = 'Authentication failed. Your card was not charged.';
export const SESSION_EXPIRED = 'This payment page has expired. Your card was not charged.';
export const ORDER_CLOSED =
  'This order was cancelled, so it can no longer be paid. Your card was not charged.';

export type TestSession = typeof testProviderSessions.$inferSelect;
export type TestProvider = ReturnType<typeof createTestProvider>;

/**
 * A payment provider that lives inside this server, for demos, development and tests: its
 * own hosted pay page (src/server/modules/store/pay-page-routes.ts), its own books (sessions
 * and charges), and the same contract as Stripe. `onPaid` is its "webhook".
 */
export function createTestProvider({ db, clock = () => new Date() }: { db: Db; clock?: () => Date }) {
  const provider: PaymentProvider = {
    name: 'test',
    // Always there, and never real money.
    checkConnection: async () => ({ connected: true, mode: 'test' }),
    async createSession(request) {
      await db
        .insert(testProviderSessions)
        .values({
          id: newId(),
          websiteId: request.websiteId,
          orderId: request.orderId,
          amountCents: request.amountCents,
          currency: request.currency,
          description: request.description,
          successUrl: request.successUrl,
          cancelUrl: request.cancelUrl,
          saveCard: request.saveCard ?? false,
          // The provider's own clock, the one its pay page expires sessions by.
          createdAt: clock(),
        })
        .onConflictDoNothing();
      const [session] = await db
        .select()
        .from(testProviderSessions)
        .where(
          and(
            eq(testProviderSessions.websiteId, request.websiteId),
            eq(testProviderSessions.orderId, request.orderId),
          ),
        );
      return { sessionId: session!.id, url: `${TEST_PAY_PATH}/${session!.id}` };
    },
    async expireSession({ websiteId, sessionId }) {
      const [expired] = await db
        .update(testProviderSessions)
        .set({ status: 'expired' })
        .where(
          and(
            eq(testProviderSessions.websiteId, websiteId),
            eq(testProviderSessions.id, sessionId),
            sql`${testProviderSessions.status} <> 'paid'`,
          ),
        )
        .returning({ id: testProviderSessions.id });
      if (expired) return { status: 'expired' };
      const [charge] = await db
        .select({ id: testProviderCharges.id })
        .from(testProviderCharges)
        .where(eq(testProviderCharges.sessionId, sessionId));
      return charge ? { status: 'completed', paymentId: charge.id } : { status: 'expired' };
    },
    async refund(request) {
      if (!request.sessionId) return refundSavedTestCharge(db, request);
      const sessionId = request.sessionId;
      await db.transaction(async (tx) => {
        const [first] = await tx
          .insert(testProviderRefunds)
          .values({
            idempotencyKey: request.idempotencyKey,
            websiteId: request.websiteId,
            sessionId,
            amountCents: request.amountCents,
          })
          .onConflictDoNothing()
          .returning();
        // A retry of a refund already made (same key) answers as the first did, like Stripe.
        if (!first) return;
        const refunded = await tx
          .update(testProviderCharges)
          .set({ refundedCents: sql`${testProviderCharges.refundedCents} + ${request.amountCents}` })
          .where(
            and(
              eq(testProviderCharges.websiteId, request.websiteId),
              eq(testProviderCharges.sessionId, sessionId),
              sql`${testProviderCharges.refundedCents} + ${request.amountCents} <= ${testProviderCharges.amountCents}`,
            ),
          )
          .returning({ id: testProviderCharges.id });
        if (refunded.length === 0) throw new AppError('refundTooLarge');
      });
    },
    chargeSaved: (request) => chargeSavedTestCard(db, request),
  };

  return {
    provider,

    async session(websiteId: string, sessionId: string): Promise<TestSession | null> {
      const [session] = await db
        .select()
        .from(testProviderSessions)
        .where(and(eq(testProviderSessions.websiteId, websiteId), eq(testProviderSessions.id, sessionId)));
      return session ?? null;
    },

    /**
     * Charges a session with a test card. A session is charged at most once (unique index),
     * however often or concurrently the button is pressed, and never once it expired (the
     * order was cancelled). `charged` is the provider's "webhook": it runs in the charge's
     * transaction, so a charge never exists without the store having applied it, even if the
     * process dies in between. Answers the charge id when paid.
     */
    async pay<Applied>(
      session: TestSession,
      outcome: TestCardOutcome | 'confirm-authentication' | 'fail-authentication',
      charged: (tx: Tx, chargeId: string, paymentMethodId: string | null) => Promise<Applied>,
    ): Promise<
      | { status: 'paid'; chargeId: string; applied: Applied | null }
      | { status: 'declined' | 'requires_action'; message?: string }
    > {
      if (session.status === 'paid')
        return { status: 'paid', chargeId: await chargeIdOf(session), applied: null };
      if (session.status === 'expired') return { status: 'declined', message: ORDER_CLOSED };
      // Like a real provider's session, the page expires: after that the store may have released the order.
      if (clock().getTime() - session.createdAt.getTime() > PAYMENT_SESSION_TTL_MS)
        return { status: 'declined', message: SESSION_EXPIRED };
      const payable = sql`${testProviderSessions.status} not in ('paid', 'expired')`;
      if (outcome === 'decline' || outcome === 'fail-authentication') {
        await db
          .update(testProviderSessions)
          .set({ status: 'declined' })
          .where(and(eq(testProviderSessions.id, session.id), payable));
        return { status: 'declined', message: outcome === 'decline' ? CARD_DECLINED : AUTHENTICATION_FAILED };
      }
      if (outcome === 'authenticate') {
        await db
          .update(testProviderSessions)
          .set({ status: 'requires_action' })
          .where(and(eq(testProviderSessions.id, session.id), payable));
        return { status: 'requires_action' };
      }
      if (outcome === 'confirm-authentication' && session.status !== 'requires_action')
        return { status: 'declined', message: AUTHENTICATION_FAILED };
      // Renewal cards are for a subscription's first payment only; elsewhere they are plain success cards.
      const renewalOutcome =
        outcome in RENEWAL_OUTCOMES ? RENEWAL_OUTCOMES[outcome as keyof typeof RENEWAL_OUTCOMES] : 'success';
      const result = await db.transaction(async (tx) => {
        // The session row's lock orders this against a concurrent expiry (the order being cancelled).
        const [claimed] = await tx
          .update(testProviderSessions)
          .set({ status: 'paid' })
          .where(and(eq(testProviderSessions.id, session.id), payable))
          .returning({ id: testProviderSessions.id });
        if (!claimed) return null;
        const chargeId = newId();
        await tx.insert(testProviderCharges).values({
          id: chargeId,
          websiteId: session.websiteId,
          sessionId: session.id,
          amountCents: session.amountCents,
        });
        // A subscription's card is kept for its renewals, in the charge's transaction.
        const paymentMethodId = session.saveCard ? newId() : null;
        if (paymentMethodId)
          await tx.insert(testProviderPaymentMethods).values({
            id: paymentMethodId,
            websiteId: session.websiteId,
            sessionId: session.id,
            renewalOutcome,
          });
        return { chargeId, applied: await charged(tx, chargeId, paymentMethodId) };
      });
      if (result) return { status: 'paid', ...result };
      const [now] = await db
        .select()
        .from(testProviderSessions)
        .where(eq(testProviderSessions.id, session.id));
      if (now?.status === 'paid')
        return { status: 'paid', chargeId: await chargeIdOf(session), applied: null };
      return { status: 'declined', message: ORDER_CLOSED };
    },

    /** Charges of a session (tests and the owners' view count them). */
    charges: (websiteId: string, sessionId: string) =>
      db
        .select()
        .from(testProviderCharges)
        .where(
          and(eq(testProviderCharges.websiteId, websiteId), eq(testProviderCharges.sessionId, sessionId)),
        ),
  };

  async function chargeIdOf(session: TestSession): Promise<string> {
    const [charge] = await db
      .select({ id: testProviderCharges.id })
      .from(testProviderCharges)
      .where(eq(testProviderCharges.sessionId, session.id));
    return charge!.id;
  }
}
