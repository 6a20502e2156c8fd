import { and, eq } from 'drizzle-orm';
import { formatMoney, Money } from '../../../shared/money';
import type { Db } from '../../db/client';
import { recordSubscriptionEvent } from './subscription-cancel';
import type { SubscriptionRow } from './subscriptions-service';
import { subscriptions } from './tables';

/** The most of the subscribed item one renewal delivers (self-service "change quantity"). */
export const MAX_SUBSCRIPTION_QUANTITY = 20;

export type QuantityChange =
  | { done: true; subscription: SubscriptionRow; changed: boolean }
  | { done: false; subscription: SubscriptionRow; reason: string; status: 400 | 409 };

/** Half up, in minor units: `part` of `whole` scaled to `to`. */
const scaled = (part: number, whole: number, to: number) =>
  whole === 0 ? 0 : Math.round((part * to) / whole);

/**
 * What a renewal costs at another quantity, decided here and never read from the form: the
 * unit price the customer signed up for times the quantity; discount and tax scale with the
 * subtotal (half up); shipping stays as chosen at checkout.
 */
export function repriced(subscription: SubscriptionRow, quantity: number) {
  const lines = subscription.lines.map((line) => ({ ...line, quantity }));
  const subtotalCents = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  const discountCents = scaled(subscription.discountCents, subscription.subtotalCents, subtotalCents);
  const taxCents = scaled(subscription.taxCents, subscription.subtotalCents, subtotalCents);
  const amountCents = subtotalCents - discountCents + subscription.shippingCents + taxCents;
  return { lines, subtotalCents, discountCents, taxCents, amountCents };
}

/** The quantity a subscription can be changed to, or why not (its state, or a gift with no goods). */
export function quantityChangeAllowed(subscription: SubscriptionRow, now: Date): string | null {
  if (subscription.lines.length !== 1) return 'The quantity of this subscription cannot be changed.';
  if (subscription.status === 'paused') return null;
  if (subscription.status === 'active' && subscription.nextChargeAt && subscription.nextChargeAt > now)
    return null;
  if (subscription.status === 'active')
    return 'The next renewal is being charged right now. Try again in a few minutes.';
  if (subscription.status === 'past_due')
    return 'The last payment failed: the quantity can be changed once it is paid.';
  return 'This subscription has ended: there is nothing left to change.';
}

/**
 * Self-service "change quantity" (issue 19): from the next renewal on, each renewal delivers
 * `quantity` of the item at the price above. Under the subscription's row lock (the renewal job
 * takes it too) and only while no renewal is being charged, so a renewal is always charged at
 * the price of the order it made. Payments already made are not touched.
 */
export function createSubscriptionChanges(deps: { db: Db; clock: () => Date }) {
  const { db, clock } = deps;
  return {
    /** The quantity form's values when the page may offer it (the post checks again under the lock). */
    quantityOffer: (subscription: SubscriptionRow) =>
      quantityChangeAllowed(subscription, clock()) === null
        ? { current: subscription.lines[0]!.quantity, max: MAX_SUBSCRIPTION_QUANTITY }
        : null,

    async changeQuantity(
      websiteId: string,
      subscriptionId: string,
      quantity: number,
    ): Promise<QuantityChange> {
      return db.transaction(async (tx) => {
        const [subscription] = await tx
          .select()
          .from(subscriptions)
          .where(and(eq(subscriptions.websiteId, websiteId), eq(subscriptions.id, subscriptionId)))
          .for('update');
        if (!subscription) throw new Error('Subscription vanished under its signed link');
        const now = clock();
        const refused = quantityChangeAllowed(subscription, now);
        if (refused) return { done: false, subscription, reason: refused, status: 409 };
        if (!Number.isSafeInteger(quantity) || quantity < 1 || quantity > MAX_SUBSCRIPTION_QUANTITY)
          return {
            done: false,
            subscription,
            reason: `Enter a quantity from 1 to ${MAX_SUBSCRIPTION_QUANTITY}.`,
            status: 400,
          };
        const before = subscription.lines[0]!.quantity;
        if (before === quantity) return { done: true, subscription, changed: false };
        const price = repriced(subscription, quantity);
        const [changed] = await tx
          .update(subscriptions)
          .set(price)
          .where(eq(subscriptions.id, subscription.id))
          .returning();
        const money = (minor: number) => formatMoney(Money.of(minor, subscription.currency));
        await recordSubscriptionEvent(
          tx,
          subscription,
          'quantity-changed',
          `The customer changed the quantity from ${before} to ${quantity}: ${money(price.amountCents)} each payment from the next renewal (was ${money(subscription.amountCents)}).`,
          now,
        );
        return { done: true, subscription: changed!, changed: true };
      });
    },
  };
}

export type SubscriptionChanges = ReturnType<typeof createSubscriptionChanges>;
