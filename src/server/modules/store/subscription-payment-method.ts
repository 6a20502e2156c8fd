import { and, desc, eq, inArray } from 'drizzle-orm';
import { AppError } from '../../../shared/errors';
import { newId } from '../../../shared/ids';
import type { Db, Tx } from '../../db/client';
import type { OrdersService, ProviderResolver } from './orders-service';
import { recordSubscriptionEvent } from './subscription-cancel';
import type { Renewals, RenewalOutcome } from './subscription-renewals';
import { recordRenewalPaid } from './subscription-renewal-paid';
import type { SubscriptionRow } from './subscriptions-service';
import {
  subscriptionCharges,
  subscriptionRenewals,
  subscriptions,
  testProviderPaymentMethods,
  testProviderSavedCharges,
} from './tables';

/** What later off-session charges of a new test card do (the card the customer picked). */
export type TestRenewalOutcome = 'success' | 'decline' | 'authenticate';

type Attempt = typeof subscriptionCharges.$inferSelect;

export type CardUpdateResult =
  | { done: true; subscription: SubscriptionRow; retried: RenewalOutcome | null }
  | { done: false; subscription: SubscriptionRow; reason: string };

export type ConfirmResult =
  | { done: true; subscription: SubscriptionRow; already: boolean }
  | { done: false; subscription: SubscriptionRow; reason: string };

const CARD_STATES = ['active', 'past_due', 'paused'] as const;

/** Whether the page offers a new card: the test provider's subscriptions that keep one. */
export const canUpdateCard = (subscription: SubscriptionRow) =>
  (subscription.provider === 'test' || subscription.provider === 'stripe') &&
  (CARD_STATES as readonly string[]).includes(subscription.status) &&
  subscription.paymentMethodId !== null;

/** The latest charge attempt of the subscription's current renewal, if any. */
async function lastAttempt(executor: Db | Tx, subscription: SubscriptionRow): Promise<Attempt | null> {
  const [last] = await executor
    .select()
    .from(subscriptionCharges)
    .where(
      and(
        eq(subscriptionCharges.subscriptionId, subscription.id),
        eq(subscriptionCharges.cycle, subscription.cyclesPaid),
      ),
    )
    .orderBy(desc(subscriptionCharges.attempt))
    .limit(1);
  return last ?? null;
}

/**
 * The customer's card from the self-service page (issue 19): update the saved card, and confirm
 * a renewal the bank held for the customer's authentication ("needs action"). The test
 * provider's card and confirm pages are its own; Stripe's card update is a setup-mode Checkout
 * session completed by webhook. Stripe's needs-action confirmation is not built yet.
 */
export function createSubscriptionPaymentMethods(deps: {
  db: Db;
  clock: () => Date;
  orders: OrdersService;
  renewals: Renewals;
  providers: ProviderResolver;
}) {
  const { db, clock } = deps;

  const lockedSubscription = async (tx: Tx, websiteId: string, id: string) => {
    const [subscription] = await tx
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.websiteId, websiteId), eq(subscriptions.id, id)))
      .for('update');
    if (!subscription) throw new AppError('notFound');
    return subscription;
  };

  /**
   * Replaces the saved card: the new method is kept first (nothing points at it yet), then the
   * subscription takes it in one conditional update (the card it had, a state that has one)
   * with its history line. Refused while a renewal is being charged (that charge names the old
   * card under its key). A past-due subscription is then retried at once through the renewal
   * machinery: a new attempt with its own key, never a second charge for a renewal already paid.
   * The same method again (a redelivered webhook) changes nothing.
   */
  async function replace(
    websiteId: string,
    subscriptionId: string,
    provider: 'test' | 'stripe',
    newMethod: (tx: Tx, subscription: SubscriptionRow) => Promise<string | null>,
  ): Promise<CardUpdateResult> {
    const changed = await db.transaction(async (tx) => {
      const subscription = await lockedSubscription(tx, websiteId, subscriptionId);
      if (!canUpdateCard(subscription) || subscription.provider !== provider)
        return { done: false as const, subscription, reason: 'This subscription has no card to update.' };
      if ((await lastAttempt(tx, subscription))?.status === 'charging')
        return {
          done: false as const,
          subscription,
          reason: 'The next renewal is being charged right now. Try again in a few minutes.',
        };
      const methodId = await newMethod(tx, subscription);
      if (!methodId)
        return { done: false as const, subscription, reason: 'This card belongs to another customer.' };
      if (methodId === subscription.paymentMethodId) return { done: true as const, subscription, same: true };
      const now = clock();
      const [updated] = await tx
        .update(subscriptions)
        .set({
          paymentMethodId: methodId,
          // A past-due renewal is due again now: retried below with the new card.
          ...(subscription.status === 'past_due' ? { nextChargeAt: now } : {}),
        })
        .where(
          and(
            eq(subscriptions.id, subscription.id),
            eq(subscriptions.paymentMethodId, subscription.paymentMethodId!),
            inArray(subscriptions.status, [...CARD_STATES]),
          ),
        )
        .returning();
      if (!updated) throw new Error('Subscription changed under its row lock');
      await recordSubscriptionEvent(tx, updated, 'card-updated', 'The customer updated the card.', now);
      return { done: true as const, subscription: updated, same: false };
    });
    if (!changed.done) return changed;
    if (changed.same || changed.subscription.status !== 'past_due')
      return { done: true, subscription: changed.subscription, retried: null };
    const retried = await deps.renewals.renew(websiteId, subscriptionId);
    const [after] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
    return { done: true, subscription: after!, retried };
  }

  return {
    canUpdateCard,

    /** The renewal attempt waiting for the customer's authentication, if that is where it stands. */
    async pendingAction(subscription: SubscriptionRow): Promise<Attempt | null> {
      if (subscription.provider !== 'test' || subscription.status !== 'past_due') return null;
      const last = await lastAttempt(db, subscription);
      return last?.status === 'requires_action' && last.providerPaymentId ? last : null;
    },

    /**
     * Replaces the saved card: the new method is kept first (nothing points at it yet), then the
     * subscription takes it in one conditional update (the card it had, a state that has one)
     * with its history line. Refused while a renewal is being charged (that charge names the old
     * card under its key). A past-due subscription is then retried at once through the renewal
     * machinery: a new attempt with its own key, never a second charge for a renewal already paid.
     */
    /** The test provider's card page chose a card: a new saved method with that renewal outcome. */
    updateTestCard: (websiteId: string, subscriptionId: string, renewalOutcome: TestRenewalOutcome) =>
      replace(websiteId, subscriptionId, 'test', async (tx) => {
        const methodId = newId();
        // A card update has no checkout session: its own id stands in for one.
        await tx
          .insert(testProviderPaymentMethods)
          .values({ id: methodId, websiteId, sessionId: methodId, renewalOutcome });
        return methodId;
      }),

    /** Stripe's setup session completed (its webhook): the SetupIntent's card, `cus_…/pm_…`. */
    replaceStripeCard: (websiteId: string, subscriptionId: string, methodId: string) =>
      // Only a card set up for the subscription's own customer (the session was made for it).
      replace(websiteId, subscriptionId, 'stripe', async (_tx, subscription) =>
        methodId.split('/')[0] === subscription.paymentMethodId?.split('/')[0] ? methodId : null,
      ),

    /** Stripe: the hosted setup page for the subscription's customer (null for other providers). */
    async startCardSetup(
      subscription: SubscriptionRow,
      urls: { successUrl: string; cancelUrl: string },
    ): Promise<string | null> {
      if (subscription.provider !== 'stripe' || !canUpdateCard(subscription)) return null;
      const provider = await deps.providers(subscription.websiteId, 'stripe');
      if (!provider.createCardSetup) return null;
      const { url } = await provider.createCardSetup({
        websiteId: subscription.websiteId,
        subscriptionId: subscription.id,
        paymentMethodId: subscription.paymentMethodId!,
        currency: subscription.currency,
        ...urls,
      });
      return url;
    },

    /**
     * The customer confirms a renewal their bank held ("needs action"). One transaction under the
     * subscription's row lock: the held charge is confirmed at the provider (the test provider's
     * books are here: a conditional update), the attempt leaves `requires_action` by a conditional
     * update, and the renewal order is paid with the subscription advanced. A second submit, or a
     * renewal retry that got there first, finds nothing held and records nothing more.
     */
    async confirmTestPayment(
      websiteId: string,
      subscriptionId: string,
      outcome: 'confirm' | 'fail',
    ): Promise<ConfirmResult> {
      const current = await db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
      const [renewal] = await db
        .select()
        .from(subscriptionRenewals)
        .where(
          and(
            eq(subscriptionRenewals.subscriptionId, subscriptionId),
            eq(subscriptionRenewals.cycle, current[0]?.cyclesPaid ?? -1),
          ),
        );
      const apply = renewal ? await deps.orders.paymentApplier(websiteId, renewal.orderId) : null;
      return db.transaction(async (tx) => {
        const subscription = await lockedSubscription(tx, websiteId, subscriptionId);
        const held = subscription.status === 'past_due' ? await lastAttempt(tx, subscription) : null;
        if (
          !held ||
          held.status !== 'requires_action' ||
          !held.providerPaymentId ||
          !renewal ||
          renewal.cycle !== subscription.cyclesPaid ||
          !apply
        ) {
          const paid = held?.status === 'succeeded' || subscription.status === 'active';
          return paid
            ? { done: true as const, subscription, already: true }
            : {
                done: false as const,
                subscription,
                reason: 'There is no payment waiting for your confirmation.',
              };
        }
        if (outcome === 'fail')
          return {
            done: false as const,
            subscription,
            reason: 'Authentication failed. Your card was not charged.',
          };
        const [confirmed] = await tx
          .update(testProviderSavedCharges)
          .set({ status: 'succeeded' })
          .where(
            and(
              eq(testProviderSavedCharges.id, held.providerPaymentId),
              eq(testProviderSavedCharges.status, 'requires_action'),
            ),
          )
          .returning();
        const [settled] = await tx
          .update(subscriptionCharges)
          .set({ status: 'succeeded', settledAt: clock() })
          .where(
            and(
              eq(subscriptionCharges.subscriptionId, held.subscriptionId),
              eq(subscriptionCharges.cycle, held.cycle),
              eq(subscriptionCharges.attempt, held.attempt),
              eq(subscriptionCharges.status, 'requires_action'),
            ),
          )
          .returning();
        if (!confirmed || !settled) throw new Error('The held renewal changed under its row lock');
        await recordRenewalPaid(tx, subscription, {
          orderId: renewal.orderId,
          paymentId: held.providerPaymentId,
          amountCents: held.amountCents,
          apply,
          how: 'charged to the saved card after the customer confirmed it',
        });
        const now = clock();
        await recordSubscriptionEvent(
          tx,
          subscription,
          'authenticated',
          'The customer confirmed the held renewal payment.',
          now,
        );
        const after = await lockedSubscription(tx, websiteId, subscriptionId);
        return { done: true as const, subscription: after, already: false };
      });
    },
  };
}

export type SubscriptionPaymentMethods = ReturnType<typeof createSubscriptionPaymentMethods>;
