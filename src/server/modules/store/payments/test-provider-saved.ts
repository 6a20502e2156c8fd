import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../../../../shared/errors';
import { newId } from '../../../../shared/ids';
import type { Db } from '../../../db/client';
import { testProviderPaymentMethods, testProviderRefunds, testProviderSavedCharges } from '../tables';
import type { PaymentProvider, SavedChargeRequest, SavedChargeResult } from './provider';

export const RENEWAL_DECLINED = 'Your card was declined.';
export const RENEWAL_NEEDS_AUTHENTICATION = 'Your bank asks you to confirm this payment.';

/**
 * The test provider's off-session charge of a saved card, idempotent per key as Stripe's
 * PaymentIntents are: the first request with a key decides (insert-if-absent, so two racing
 * requests make one charge) and every repeat answers that outcome. A repeat with another amount
 * or card is refused, as Stripe refuses a reused key with other parameters.
 */
export async function chargeSavedTestCard(db: Db, request: SavedChargeRequest): Promise<SavedChargeResult> {
  const [method] = await db
    .select()
    .from(testProviderPaymentMethods)
    .where(
      and(
        eq(testProviderPaymentMethods.websiteId, request.websiteId),
        eq(testProviderPaymentMethods.id, request.paymentMethodId),
      ),
    );
  if (!method) throw new AppError('notFound');
  const status =
    method.renewalOutcome === 'success'
      ? 'succeeded'
      : method.renewalOutcome === 'decline'
        ? 'declined'
        : 'requires_action';
  await db
    .insert(testProviderSavedCharges)
    .values({
      idempotencyKey: request.idempotencyKey,
      id: newId(),
      websiteId: request.websiteId,
      paymentMethodId: method.id,
      amountCents: request.amountCents,
      currency: request.currency,
      status,
    })
    .onConflictDoNothing();
  const [charge] = await db
    .select()
    .from(testProviderSavedCharges)
    .where(eq(testProviderSavedCharges.idempotencyKey, request.idempotencyKey));
  if (
    !charge ||
    charge.websiteId !== request.websiteId ||
    charge.paymentMethodId !== method.id ||
    charge.amountCents !== request.amountCents
  )
    throw new Error('Idempotency key reused with other parameters');
  if (charge.status === 'succeeded') return { status: 'succeeded', paymentId: charge.id };
  return {
    status: charge.status,
    paymentId: charge.id,
    message: charge.status === 'declined' ? RENEWAL_DECLINED : RENEWAL_NEEDS_AUTHENTICATION,
  };
}

/** What later off-session charges of a saved test card do (tests; the future "update card" page). */
export async function setTestCardRenewalOutcome(
  db: Db,
  websiteId: string,
  paymentMethodId: string,
  renewalOutcome: 'success' | 'decline' | 'authenticate',
): Promise<void> {
  await db
    .update(testProviderPaymentMethods)
    .set({ renewalOutcome })
    .where(
      and(
        eq(testProviderPaymentMethods.websiteId, websiteId),
        eq(testProviderPaymentMethods.id, paymentMethodId),
      ),
    );
}

/** Succeeded off-session charges of a saved card (tests count them: never two for one renewal). */
export const savedCardCharges = (db: Db, websiteId: string, paymentMethodId: string) =>
  db
    .select()
    .from(testProviderSavedCharges)
    .where(
      and(
        eq(testProviderSavedCharges.websiteId, websiteId),
        eq(testProviderSavedCharges.paymentMethodId, paymentMethodId),
        eq(testProviderSavedCharges.status, 'succeeded'),
      ),
    );

/**
 * Refunds part or all of a succeeded off-session charge (a renewal's), once per idempotency key
 * like the session refunds: the key's row (`test_provider_refunds`, its `session_id` holding the
 * charge's id) and the charge's refunded total commit together; never above what was charged.
 */
export async function refundSavedTestCharge(
  db: Db,
  request: Parameters<PaymentProvider['refund']>[0],
): Promise<void> {
  if (!request.paymentId)
    throw new AppError('orderTransitionInvalid', undefined, 'This payment has no charge to refund.');
  const chargeId = request.paymentId;
  await db.transaction(async (tx) => {
    const [first] = await tx
      .insert(testProviderRefunds)
      .values({
        idempotencyKey: request.idempotencyKey,
        websiteId: request.websiteId,
        sessionId: chargeId,
        amountCents: request.amountCents,
      })
      .onConflictDoNothing()
      .returning();
    if (!first) return;
    const refunded = await tx
      .update(testProviderSavedCharges)
      .set({ refundedCents: sql`${testProviderSavedCharges.refundedCents} + ${request.amountCents}` })
      .where(
        and(
          eq(testProviderSavedCharges.websiteId, request.websiteId),
          eq(testProviderSavedCharges.id, chargeId),
          eq(testProviderSavedCharges.status, 'succeeded'),
          sql`${testProviderSavedCharges.refundedCents} + ${request.amountCents} <= ${testProviderSavedCharges.amountCents}`,
        ),
      )
      .returning({ id: testProviderSavedCharges.id });
    if (refunded.length === 0) throw new AppError('refundTooLarge');
  });
}
