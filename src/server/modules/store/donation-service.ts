import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  donatePageErrors,
  readDonationChoice,
  type DonatePageRules,
  type DonationChoice,
} from '../../../shared/commerce/donations';
import { AppError } from '../../../shared/errors';
import { newId } from '../../../shared/ids';
import type { Db } from '../../db/client';
import { recordOrderEvent } from './order-history';
import type { OrdersService, ProviderResolver } from './orders-service';
import { paymentSessionExpiry } from './payments/provider';
import type { StoreSettingsService } from './settings-service';
import type { SubscriptionsService } from './subscriptions-service';
import { donatePages, donations, orders, payments, storeSettings, type OrderRow } from './tables';

export type DonatePageRow = typeof donatePages.$inferSelect;
export type DonationRow = typeof donations.$inferSelect;
export type DonatePageInput = Omit<DonatePageRules, 'currency'> & {
  title: string;
  description: string;
  confirmationText?: string;
};

export const DONATE_PATH = '/checkout/donate';
export const DONATION_PATH = '/commerce/donations';
export const donationPath = (order: Pick<OrderRow, 'accessToken'>) => `${DONATION_PATH}/${order.accessToken}`;
export const donateHref = (pageId: string) => `${DONATE_PATH}?donatePageId=${encodeURIComponent(pageId)}`;
/** A monthly gift renews on the first payment's day of every month, until cancelled. */
export const MONTHLY_DONATION_PLAN = {
  billingPeriod: { value: 1, unit: 'monthly' as const },
  numBillingCycles: 0,
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Donations (issue 19): a gift is an order with no goods (no lines, no tax, no shipping), so it
 * is paid, recorded, released when abandoned, revived or refunded exactly like one (order-payments.ts).
 *
 *   1. validate  read-only: the page's own amounts, range, funds and fee; the donor's e-mail.
 *   2. place     ONE transaction: the gift's key is looked up first (a form sent again answers the
 *                gift it made); number, order, payment and donation rows together, and for a
 *                monthly gift its subscription (renewed by subscription-renewals.ts).
 *                Undo: the transaction rolls back as a whole; a key taken meanwhile answers that gift.
 *   3. session   the provider's hosted page (idempotent per order). Undo on failure: the order
 *                and its donation are deleted (nothing was offered for payment), so the key is free.
 *   4. record    the session id on the payment row.
 */
export function createDonationService(deps: {
  db: Db;
  settings: StoreSettingsService;
  orders: OrdersService;
  providers: ProviderResolver;
  subscriptions: SubscriptionsService;
  siteTitle: (websiteId: string) => Promise<string>;
  timeZoneOf: (websiteId: string) => Promise<string>;
}) {
  const { db } = deps;

  async function page(websiteId: string, pageId: string): Promise<DonatePageRow | null> {
    if (!/^[0-9a-f]{24}$/.test(pageId)) return null;
    const [row] = await db
      .select()
      .from(donatePages)
      .where(and(eq(donatePages.websiteId, websiteId), eq(donatePages.id, pageId)));
    return row ?? null;
  }

  /** The page's rules with the store's currency: what the form offers and what the server accepts. */
  async function rulesOf(target: DonatePageRow): Promise<DonatePageRules & { provider: 'test' | 'stripe' }> {
    const settings = await deps.settings.settings(target.websiteId);
    return { ...target, currency: settings.currency, provider: settings.paymentProvider };
  }

  function checked(input: DonatePageInput) {
    const errors = donatePageErrors(input);
    if (Object.keys(errors).length > 0) throw new AppError('validation', errors);
    return {
      title: input.title.trim(),
      description: input.description,
      presetAmountsCents: [...new Set(input.presetAmountsCents)].sort((a, b) => a - b),
      allowCustom: input.allowCustom,
      minCents: input.minCents,
      maxCents: input.maxCents,
      funds: input.funds.map((fund) => fund.trim()),
      coverFeeBasisPoints: input.coverFeeBasisPoints,
      allowMonthly: input.allowMonthly,
      confirmationText: (input.confirmationText ?? '').trim(),
    };
  }

  async function startPayment(order: OrderRow, donation: DonationRow, origin: string): Promise<string> {
    const [payment] = await db.select().from(payments).where(eq(payments.orderId, order.id));
    const provider = await deps.providers(order.websiteId, payment!.provider);
    const session = await provider.createSession({
      ...(donation.monthly ? { saveCard: true } : {}),
      websiteId: order.websiteId,
      orderId: order.id,
      amountCents: order.grandTotalCents,
      currency: order.currency,
      description: `${await deps.siteTitle(order.websiteId)} donation #${order.orderNumber}`,
      customerEmail: order.email,
      expiresAt: paymentSessionExpiry(order),
      successUrl: `${origin}${donationPath(order)}`,
      cancelUrl: `${origin}${donationPath(order)}/cancel`,
    });
    await db
      .update(payments)
      .set({ providerSessionId: session.sessionId })
      .where(and(eq(payments.id, payment!.id), sql`${payments.providerSessionId} is null`));
    return session.url;
  }

  /** Step 2. The order and donation of this key: made now, or found (made by an earlier send of the form). */
  async function place(
    target: DonatePageRow,
    rules: DonatePageRules,
    choice: DonationChoice,
    donor: { email: string; name: string; key: string; provider: 'test' | 'stripe' },
  ): Promise<{ order: OrderRow; donation: DonationRow }> {
    const timeZone = choice.monthly ? await deps.timeZoneOf(target.websiteId) : 'UTC';
    const found = async () => {
      const [row] = await db
        .select({ donation: donations, order: orders })
        .from(donations)
        .innerJoin(orders, eq(orders.id, donations.orderId))
        .where(and(eq(donations.websiteId, target.websiteId), eq(donations.idempotencyKey, donor.key)));
      if (!row) return null;
      const same =
        row.donation.donatePageId === target.id &&
        row.donation.amountCents === choice.amountCents &&
        row.donation.feeCents === choice.feeCents &&
        row.donation.fund === choice.fund &&
        row.donation.monthly === choice.monthly &&
        row.donation.email === donor.email;
      // The same key with another gift is a mistake of the client, never a second charge.
      if (!same) throw new AppError('idempotencyKeyReused');
      return row;
    };
    const existing = await found();
    if (existing) return existing;
    try {
      return await db.transaction(async (tx) => {
        await tx.insert(storeSettings).values({ websiteId: target.websiteId }).onConflictDoNothing();
        const [counter] = await tx
          .update(storeSettings)
          .set({ nextOrderNumber: sql`${storeSettings.nextOrderNumber} + 1` })
          .where(eq(storeSettings.websiteId, target.websiteId))
          .returning({ next: storeSettings.nextOrderNumber });
        const [order] = await tx
          .insert(orders)
          .values({
            id: newId(),
            websiteId: target.websiteId,
            orderNumber: counter!.next - 1,
            // A gift has no cart: a fresh id keeps `orders.cart_id` unique and never matches one.
            cartId: newId(),
            accessToken: randomBytes(24).toString('base64url'),
            status: 'pending',
            email: donor.email,
            customerName: donor.name,
            lines: [],
            currency: rules.currency,
            subtotalCents: choice.totalCents,
            grandTotalCents: choice.totalCents,
          })
          .returning();
        await tx.insert(payments).values({
          id: newId(),
          websiteId: target.websiteId,
          orderId: order!.id,
          provider: donor.provider,
          status: 'pending',
          amountCents: choice.totalCents,
        });
        const [donation] = await tx
          .insert(donations)
          .values({
            id: newId(),
            websiteId: target.websiteId,
            donatePageId: target.id,
            orderId: order!.id,
            idempotencyKey: donor.key,
            fund: choice.fund,
            amountCents: choice.amountCents,
            feeCents: choice.feeCents,
            currency: rules.currency,
            monthly: choice.monthly,
            donorName: donor.name,
            email: donor.email,
          })
          .returning();
        await recordOrderEvent(tx, order!, 'placed', 'Donation placed; waiting for payment.');
        if (choice.monthly)
          await deps.subscriptions.createWithOrder(tx, order!, MONTHLY_DONATION_PLAN, {
            provider: donor.provider,
            timeZone,
          });
        return { order: order!, donation: donation! };
      });
    } catch (error) {
      // Two sends of one form at once: the other one's gift is this one's answer.
      const raced = await found();
      if (raced) return raced;
      throw error;
    }
  }

  /** The undo of step 2 when no payment could be started. */
  async function discard(order: OrderRow): Promise<void> {
    await db.delete(orders).where(and(eq(orders.id, order.id), eq(orders.status, 'pending')));
  }

  return {
    page,
    async pages(websiteId: string): Promise<DonatePageRow[]> {
      return db
        .select()
        .from(donatePages)
        .where(eq(donatePages.websiteId, websiteId))
        .orderBy(donatePages.createdAt);
    },
    async createPage(websiteId: string, input: DonatePageInput): Promise<DonatePageRow> {
      const [row] = await db
        .insert(donatePages)
        .values({ id: newId(), websiteId, ...checked(input) })
        .returning();
      return row!;
    },
    async updatePage(websiteId: string, pageId: string, input: DonatePageInput): Promise<DonatePageRow> {
      const [row] = await db
        .update(donatePages)
        .set(checked(input))
        .where(and(eq(donatePages.websiteId, websiteId), eq(donatePages.id, pageId)))
        .returning();
      if (!row) throw new AppError('notFound');
      return row;
    },
    /**
     * Gifts keep the id of the page they came from (the owners' list and CSV still show them) and
     * monthly gifts go on renewing: a deleted page only stops taking new gifts (its address is a 404).
     */
    async deletePage(websiteId: string, pageId: string): Promise<void> {
      const gone = await db
        .delete(donatePages)
        .where(and(eq(donatePages.websiteId, websiteId), eq(donatePages.id, pageId)))
        .returning({ id: donatePages.id });
      if (gone.length === 0) throw new AppError('notFound');
    },
    rulesOf,

    /**
     * The donate form as sent (`raw`), with its idempotency key (`key`, written in the form when
     * it was shown): answers where the donor pays, or the fields' messages (422).
     */
    async donate(
      websiteId: string,
      pageId: string,
      raw: Record<string, unknown>,
      origin: string,
    ): Promise<{ paymentUrl: string; order: OrderRow }> {
      const target = await page(websiteId, pageId);
      if (!target) throw new AppError('notFound');
      const rules = await rulesOf(target);
      const text = (key: string) => (typeof raw[key] === 'string' ? (raw[key] as string).trim() : '');
      const read = readDonationChoice(rules, raw);
      const errors: Record<string, string> = { ...(read.errors ?? {}) };
      const email = text('email');
      if (!EMAIL.test(email) || email.length > 254) errors.email = 'Enter a valid email address.';
      const name = text('name');
      if (name.length > 120) errors.name = 'Names must be 120 characters or fewer.';
      const key = text('idempotencyKey');
      if (!/^[\w-]{16,64}$/.test(key))
        errors.form = 'This form has expired. Please reload the page and try again.';
      if (!read.choice || Object.keys(errors).length > 0) throw new AppError('validation', errors);
      if (read.choice.monthly) {
        const provider = await deps.providers(websiteId, rules.provider);
        if (!provider.chargeSaved) throw new AppError('subscriptionProviderUnsupported');
      }
      const { order, donation } = await place(target, rules, read.choice, {
        email,
        name,
        key,
        provider: rules.provider,
      });
      if (order.status !== 'pending') return { paymentUrl: donationPath(order), order };
      try {
        return { paymentUrl: await startPayment(order, donation, origin), order };
      } catch (error) {
        await discard(order);
        if (error instanceof AppError) throw error;
        throw new AppError('checkoutPaymentUnavailable');
      }
    },

    /** A gift by its order's secret (the "contribution confirmed" page's address). */
    async byToken(
      websiteId: string,
      token: string,
    ): Promise<{ order: OrderRow; donation: DonationRow } | null> {
      const [row] = await db
        .select({ donation: donations, order: orders })
        .from(donations)
        .innerJoin(orders, eq(orders.id, donations.orderId))
        .where(and(eq(donations.websiteId, websiteId), eq(orders.accessToken, token)));
      return row ?? null;
    },
  };
}

export type DonationService = ReturnType<typeof createDonationService>;
