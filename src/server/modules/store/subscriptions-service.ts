import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { renewalDueAt, planFinished, type SubscriptionPlan } from '../../../shared/commerce/subscriptions';
import { newId } from '../../../shared/ids';
import type { Db, Tx } from '../../db/client';
import type { Pricing } from './cart-pricing';
import type { SubscriptionMails } from './subscription-mails';
import { orders, products, subscriptions, type OrderRow } from './tables';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

export const SUBSCRIPTION_PATH = '/commerce/subscriptions';
export const subscriptionPath = (subscription: Pick<SubscriptionRow, 'accessToken'>) =>
  `${SUBSCRIPTION_PATH}/${subscription.accessToken}`;

/**
 * Subscriptions (issue 19): made with their first order at checkout (`incomplete`), started in
 * the transaction that applies the first payment (`active`, the card kept), renewed by
 * subscription-renewals.ts. The row's lock orders every change to one subscription.
 */
export function createSubscriptionsService(deps: { db: Db; clock: () => Date; mails: SubscriptionMails }) {
  const { db, clock } = deps;

  /** Product id → its plan, for the products that are sold as subscriptions. */
  async function plansOf(websiteId: string, productIds: string[]): Promise<Map<string, SubscriptionPlan>> {
    if (productIds.length === 0) return new Map();
    const rows = await db
      .select({ id: products.id, plans: products.subscriptionPlans })
      .from(products)
      .where(and(eq(products.websiteId, websiteId), inArray(products.id, [...new Set(productIds)])));
    return new Map(rows.filter((row) => row.plans[0]).map((row) => [row.id, row.plans[0]!]));
  }

  return {
    plansOf,

    /** In checkout's placing transaction: the subscription the order will start once paid. */
    async createWithOrder(
      tx: Tx,
      order: OrderRow,
      plan: SubscriptionPlan,
      details: {
        provider: 'test' | 'stripe';
        timeZone: string;
        /** What each renewal charges when it differs from the first order (a coupon was for that order only). */
        renewal?: Pick<
          Pricing,
          'subtotalCents' | 'discountCents' | 'shippingCostCents' | 'taxCents' | 'grandTotalCents'
        >;
      },
    ): Promise<SubscriptionRow> {
      const renewal = details.renewal ?? {
        subtotalCents: order.subtotalCents,
        discountCents: order.discountCents,
        shippingCostCents: order.shippingCents,
        taxCents: order.taxCents,
        grandTotalCents: order.grandTotalCents,
      };
      const [row] = await tx
        .insert(subscriptions)
        .values({
          id: newId(),
          websiteId: order.websiteId,
          accessToken: randomBytes(24).toString('base64url'),
          status: 'incomplete',
          plan,
          lines: order.lines,
          email: order.email,
          customerName: order.customerName,
          shippingAddress: order.shippingAddress,
          shippingOption: order.shippingOption,
          currency: order.currency,
          subtotalCents: renewal.subtotalCents,
          discountCents: renewal.discountCents,
          shippingCents: renewal.shippingCostCents,
          taxCents: renewal.taxCents,
          amountCents: renewal.grandTotalCents,
          firstOrderId: order.id,
          provider: details.provider,
          timeZone: details.timeZone,
        })
        .returning();
      return row!;
    },

    /**
     * For the transaction that applies the first order's payment: the subscription starts, its
     * renewals counted from now on the site's calendar. Nothing when the order is not a
     * subscription's, or its payment did not make it paid (a late payment being refunded). The
     * customer's one mail is the order's confirmation, written by that payment with the
     * subscription's part (subscription-payment-mails.ts).
     */
    async firstPaymentApplier(_websiteId: string) {
      return async (tx: Tx, orderId: string, paymentMethodId: string | null): Promise<void> => {
        const [subscription] = await tx
          .select()
          .from(subscriptions)
          .where(eq(subscriptions.firstOrderId, orderId))
          .for('update');
        if (!subscription || subscription.status !== 'incomplete') return;
        const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
        if (order?.status !== 'paid') return;
        const anchor = order.paidAt ?? clock();
        const finished = planFinished(subscription.plan, 1);
        await tx
          .update(subscriptions)
          .set({
            status: finished ? 'completed' : 'active',
            paymentMethodId,
            anchorAt: anchor,
            cyclesPaid: 1,
            nextChargeAt: finished ? null : renewalDueAt(anchor, subscription.plan, 1, subscription.timeZone),
          })
          .where(eq(subscriptions.id, subscription.id));
      };
    },

    /** The subscription a signed self-service link names on this site; null for a bad or foreign link. */
    async fromManageLink(websiteId: string, token: string): Promise<SubscriptionRow | null> {
      const id = deps.mails.verifyLink(websiteId, token);
      return id ? this.get(websiteId, id) : null;
    },

    async byAccessToken(websiteId: string, token: string): Promise<SubscriptionRow | null> {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.websiteId, websiteId), eq(subscriptions.accessToken, token)));
      return row ?? null;
    },

    async byFirstOrder(websiteId: string, orderId: string): Promise<SubscriptionRow | null> {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.websiteId, websiteId), eq(subscriptions.firstOrderId, orderId)));
      return row ?? null;
    },

    async get(websiteId: string, id: string): Promise<SubscriptionRow | null> {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.websiteId, websiteId), eq(subscriptions.id, id)));
      return row ?? null;
    },
  };
}

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
