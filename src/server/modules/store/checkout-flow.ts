import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  addressSchema,
  checkoutSchema,
  countryAddressErrors,
  type Address,
  type CheckoutInput,
  type CheckoutResult,
} from '../../../shared/api/store';
import {
  LINE_LIMIT_MESSAGE,
  MAX_CART_LINE_QUANTITY,
  MAX_ORDER_TOTAL_CENTS,
  NOT_IN_CART_PRODUCT_TYPES,
} from '../../../shared/commerce/products';
import { formatMoney, Money, type CurrencyCode } from '../../../shared/money';
import { AppError, type FieldErrors } from '../../../shared/errors';
import { newId } from '../../../shared/ids';
import type { Db } from '../../db/client';
import { releaseStock, reserveStock } from './stock';
import type { CartService, PricedCart } from './cart-service';
import type { Pricing } from './cart-pricing';
import { recordOrderEvent } from './order-history';
import type { OrdersService, ProviderResolver } from './orders-service';
import { paymentSessionExpiry } from './payments/provider';
import type { StoreSettingsService } from './settings-service';
import { subscriptionPath, type SubscriptionsService } from './subscriptions-service';
import type { SubscriptionPlan } from '../../../shared/commerce/subscriptions';
import { carts, orders, payments, storeSettings, type CartRow, type OrderRow } from './tables';
import type { OrderLine } from './types';
import type { OrderTenders } from './gift-card-redemption';

export const CONFIRMATION_PATH = '/commerce/orders';
export const PAYMENT_CANCELLED_PATH = '/commerce/payment-cancelled';
export const confirmationPath = (order: Pick<OrderRow, 'accessToken'>) =>
  `${CONFIRMATION_PATH}/${order.accessToken}`;

export type CheckoutFlow = ReturnType<typeof createCheckoutFlow>;

interface ValidCheckout {
  input: CheckoutInput;
  address: Address | null;
  shippingOptionId: string | null;
}

/** A cart line as the shopper knows it: "House Blend (Size: 250 g)". */
export const lineName = (entry: { title: string; options: { name: string; value: string }[] }) =>
  entry.options.length === 0
    ? entry.title
    : `${entry.title} (${entry.options.map((option) => `${option.name}: ${option.value}`).join(', ')})`;

/** The form's text fields as sent, anything not text as empty: so every field gets its own message. */
function textFields(raw: unknown): Record<keyof CheckoutInput, string> {
  const body = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const text = (key: keyof CheckoutInput) => (typeof body[key] === 'string' ? body[key] : '');
  return Object.fromEntries(
    Object.keys(checkoutSchema.shape).map((key) => [key, text(key as keyof CheckoutInput)]),
  ) as Record<keyof CheckoutInput, string>;
}

/** Zod issues as field messages, the first per field kept. */
function collect(
  errors: FieldErrors,
  issues: readonly { path: PropertyKey[]; message: string }[] | undefined,
) {
  for (const issue of issues ?? []) errors[issue.path.map(String).join('.') || 'body'] ??= issue.message;
}

/**
 * Checkout: from a cart to an order waiting for payment. The steps, in order, and what undoes each:
 *
 *   1. validate   read-only: cart not empty, minimum subtotal, address, shipping option. Undo: nothing.
 *   2. remember   the shopper's details on the cart, so a failed attempt keeps them. Undo: not needed.
 *   3. place      ONE transaction: lock the cart row; if it already has an order, stop and answer
 *                 that order (idempotent completion: orders.cart_id is unique too); take stock with
 *                 conditional updates (lines of one variant summed); number the order from the
 *                 site's counter; insert order and payment; mark the cart purchased.
 *                 Undo: the transaction rolls back as a whole on any failure.
 *   4. session    ask the payment provider for its hosted page (idempotent per order).
 *                 Undo on failure: discard step 3 (stock back, order and payment deleted, cart
 *                 open again): nothing was offered for payment, so nothing is lost.
 *   5. record     the session id on the payment row.
 *
 * Payment outcomes arrive later (test provider callback or Stripe webhook) through
 * OrdersService.markPaid (applied with the provider's record in one transaction; a payment for
 * a cancelled order revives it or is refunded). Cancelling an unpaid order closes its payment
 * session first (OrdersService.cancelUnpaid), so a cancelled order cannot be paid.
 */
export function createCheckoutFlow(deps: {
  db: Db;
  carts: CartService;
  settings: StoreSettingsService;
  orders: OrdersService;
  providers: ProviderResolver;
  siteTitle: (websiteId: string) => Promise<string>;
  /** Called when a checkout sold a variant out, so cached store pages show it (not on every order). */
  onSoldOut: (websiteId: string) => Promise<void>;
  subscriptions: SubscriptionsService;
  /** The site's time zone: a subscription's renewals fall on its calendar. */
  timeZoneOf: (websiteId: string) => Promise<string>;
  /** Gift cards applied to the cart, spent when the order is placed (gift-card-redemption.ts). */
  tenders?: Pick<OrderTenders, 'spend' | 'release'> | undefined;
}) {
  const { db } = deps;

  /**
   * Step 1. Every field's message at once (contact and address together), then what the cart
   * itself allows: sellable items, lines within the limit.
   */
  function validate(priced: PricedCart, raw: unknown): ValidCheckout {
    const errors: FieldErrors = {};
    const parsed = checkoutSchema.safeParse(raw ?? {});
    collect(errors, parsed.error?.issues);
    const fields = parsed.data ?? textFields(raw);
    const address = priced.pricing.requiresShipping ? addressSchema.safeParse(fields) : null;
    collect(errors, address?.error?.issues);
    // The country's rules run only on an otherwise valid address in the schema: add them here too.
    if (address?.success === false)
      for (const [field, message] of Object.entries(countryAddressErrors(fields))) errors[field] ??= message;
    if (!parsed.success || address?.success === false) throw new AppError('validation', errors);
    if (priced.entries.length === 0) throw new AppError('checkoutEmptyCart');
    if (priced.pricing.minimumSubtotalMessage)
      throw new AppError('checkoutBelowMinimum', undefined, priced.pricing.minimumSubtotalMessage);
    const unsellable = priced.entries.filter((entry) => NOT_IN_CART_PRODUCT_TYPES.has(entry.productType));
    if (unsellable.length > 0)
      throw new AppError(
        'productNotSellable',
        Object.fromEntries(
          unsellable.map((entry) => [
            `entries.${entry.id}`,
            `${lineName(entry)} cannot be bought yet. Remove it from your cart.`,
          ]),
        ),
      );
    const overLimit = priced.entries.filter((entry) => entry.quantity > MAX_CART_LINE_QUANTITY);
    if (overLimit.length > 0)
      throw new AppError(
        'cartUpdateFailed',
        Object.fromEntries(overLimit.map((entry) => [`entries.${entry.id}`, LINE_LIMIT_MESSAGE])),
      );
    const input = parsed.data!;
    if (!address?.data) return { input, address: null, shippingOptionId: null };
    return { input, address: address.data, shippingOptionId: input.shippingOptionId || null };
  }

  /**
   * The plan a subscription checkout buys (null for an ordinary checkout), or the refusal: a
   * subscription is checked out alone, through a provider that can charge renewals.
   */
  async function subscriptionPlanOf(
    priced: PricedCart,
    kind: 'order' | 'subscription',
  ): Promise<SubscriptionPlan | null> {
    const plans = await deps.subscriptions.plansOf(
      priced.inputs.settings.websiteId,
      priced.entries.map((entry) => entry.productId),
    );
    if (kind === 'order') {
      if (plans.size > 0) throw new AppError('checkoutSubscriptionAlone');
      return null;
    }
    const [only, ...others] = priced.entries;
    const plan = only ? plans.get(only.productId) : undefined;
    if (!only) throw new AppError('checkoutEmptyCart');
    if (!plan || others.length > 0) throw new AppError('checkoutSubscriptionAlone');
    const provider = await deps.providers(
      priced.inputs.settings.websiteId,
      priced.inputs.settings.paymentProvider,
    );
    if (!provider.chargeSaved) throw new AppError('subscriptionProviderUnsupported');
    return plan;
  }

  async function existingResult(order: OrderRow, origin: string): Promise<CheckoutResult> {
    if (order.status !== 'pending') {
      const subscription = await deps.subscriptions.byFirstOrder(order.websiteId, order.id);
      return {
        orderId: order.id,
        orderNumber: order.orderNumber,
        paymentUrl: subscription ? subscriptionPath(subscription) : confirmationPath(order),
      };
    }
    try {
      const url = await startPayment(order, origin);
      return { orderId: order.id, orderNumber: order.orderNumber, paymentUrl: url };
    } catch (error) {
      // The order stays placed (it may already be paid on the provider's page); the shopper may try again.
      if (error instanceof AppError) throw error;
      throw new AppError('checkoutPaymentUnavailable');
    }
  }

  /** Steps 4 and 5. */
  async function startPayment(order: OrderRow, origin: string): Promise<string> {
    const [payment] = await db.select().from(payments).where(eq(payments.orderId, order.id));
    const provider = await deps.providers(order.websiteId, payment!.provider);
    // A subscription's first order: the card is kept for renewals, and the shopper lands on its confirmation.
    const subscription = await deps.subscriptions.byFirstOrder(order.websiteId, order.id);
    // Paid in full by gift cards: nothing to ask of a provider.
    if (payment!.amountCents === 0) {
      await deps.orders.markPaid(order.websiteId, order.id, null);
      return subscription ? subscriptionPath(subscription) : confirmationPath(order);
    }
    const session = await provider.createSession({
      ...(subscription ? { saveCard: true } : {}),
      websiteId: order.websiteId,
      orderId: order.id,
      amountCents: payment!.amountCents,
      currency: order.currency,
      description: `${await deps.siteTitle(order.websiteId)} order #${order.orderNumber}`,
      customerEmail: order.email,
      expiresAt: paymentSessionExpiry(order),
      successUrl: `${origin}${subscription ? subscriptionPath(subscription) : confirmationPath(order)}`,
      cancelUrl: `${origin}${PAYMENT_CANCELLED_PATH}/${order.accessToken}`,
    });
    await db
      .update(payments)
      .set({ providerSessionId: session.sessionId })
      .where(and(eq(payments.id, payment!.id), sql`${payments.providerSessionId} is null`));
    return session.url;
  }

  /** Step 3. Answers the order, and whether this call placed it. */
  async function place(
    cart: CartRow,
    priced: PricedCart,
    details: { email: string; address: Address | null },
    plan: SubscriptionPlan | null,
    /** A subscription's price for its renewals: the same cart without its coupons (they are for this order only). */
    renewal: Pricing | null = null,
  ): Promise<{ order: OrderRow; soldOut: boolean }> {
    const { settings } = priced.inputs;
    // Read before the transaction: on PGlite (one connection) a read outside it would wait forever.
    const timeZone = plan ? await deps.timeZoneOf(cart.websiteId) : 'UTC';
    return db.transaction(async (tx) => {
      const [locked] = await tx.select().from(carts).where(eq(carts.id, cart.id)).for('update');
      if (locked?.orderId) {
        const [existing] = await tx.select().from(orders).where(eq(orders.id, locked.orderId));
        return { order: existing!, soldOut: false };
      }
      const lines: OrderLine[] = priced.entries.map((entry) => ({
        productId: entry.productId,
        variantId: entry.variantId,
        title: entry.title,
        sku: entry.sku,
        options: entry.options,
        quantity: entry.quantity,
        unitPriceCents: entry.unitPriceCents,
        productType: entry.productType,
      }));
      const { short, soldOut } = await reserveStock(
        tx,
        cart.websiteId,
        lines.filter((line) => line.productType !== 2),
      );
      if (short) {
        // Named for the shopper: which product and option ran out, not a variant id.
        const entry = priced.entries.find((candidate) => candidate.variantId === short);
        const name = entry ? lineName(entry) : 'An item';
        throw new AppError(
          'checkoutOutOfStock',
          { [entry ? `entries.${entry.id}` : 'entries']: `${name} is no longer in stock in that quantity.` },
          `${name} is no longer available in the quantity you chose.`,
        );
      }
      const [counter] = await tx
        .update(storeSettings)
        .set({ nextOrderNumber: sql`${storeSettings.nextOrderNumber} + 1` })
        .where(eq(storeSettings.websiteId, cart.websiteId))
        .returning({ next: storeSettings.nextOrderNumber });
      const { pricing } = priced;
      const [order] = await tx
        .insert(orders)
        .values({
          id: newId(),
          websiteId: cart.websiteId,
          orderNumber: counter!.next - 1,
          cartId: cart.id,
          accessToken: randomBytes(24).toString('base64url'),
          status: 'pending',
          email: details.email,
          customerName: details.address ? `${details.address.firstName} ${details.address.lastName}` : '',
          shippingAddress: details.address,
          shippingOption: pricing.selectedShippingOption,
          lines,
          currency: settings.currency,
          subtotalCents: pricing.subtotalCents,
          discountCents: pricing.discountCents,
          shippingCents: pricing.shippingCostCents,
          taxCents: pricing.taxCents,
          grandTotalCents: pricing.grandTotalCents,
          couponCodes: pricing.validCoupons.map((coupon) => coupon.code),
        })
        .returning();
      // A subscription's first payment keeps the card for renewals: gift cards are not taken there.
      const giftCardCents = plan ? 0 : ((await deps.tenders?.spend(tx, order!, cart.id)) ?? 0);
      await tx.insert(payments).values({
        id: newId(),
        websiteId: cart.websiteId,
        orderId: order!.id,
        provider: settings.paymentProvider,
        status: 'pending',
        amountCents: order!.grandTotalCents - giftCardCents,
      });
      await tx.update(carts).set({ orderId: order!.id }).where(eq(carts.id, cart.id));
      await recordOrderEvent(tx, order!, 'placed', 'Order placed; waiting for payment.');
      if (plan)
        await deps.subscriptions.createWithOrder(tx, order!, plan, {
          provider: settings.paymentProvider,
          timeZone,
          renewal: renewal ?? pricing,
        });
      return { order: order!, soldOut };
    });
  }

  /** The undo of step 3 when no payment could be started. */
  async function discard(order: OrderRow): Promise<void> {
    await db.transaction(async (tx) => {
      const [gone] = await tx
        .delete(orders)
        .where(and(eq(orders.id, order.id), eq(orders.status, 'pending')))
        .returning({ id: orders.id });
      if (!gone) return;
      await releaseStock(
        tx,
        order.websiteId,
        order.lines.filter((line) => line.productType !== 2),
      );
      await deps.tenders?.release(tx, order);
      await tx.update(carts).set({ orderId: null }).where(eq(carts.id, order.cartId));
    });
  }

  return {
    /** Where the shopper of a purchased cart continues: the pending order's pay page, or its confirmation. Null without such a cart. */
    async resume(websiteId: string, cartToken: string | undefined, origin: string): Promise<string | null> {
      const cart = await deps.carts.cartByToken(websiteId, cartToken);
      if (!cart?.orderId) return null;
      const order = await deps.orders.get(websiteId, cart.orderId);
      if (order.status === 'cancelled') return null;
      return (await existingResult(order, origin)).paymentUrl;
    },

    subscriptionPlanOf,

    /**
     * `raw` is the checkout form or JSON body as sent; every field is checked here at once.
     * `subscription`: the subscription checkout (`/checkout/subscribe`), which takes a cart of one
     * subscription alone; the ordinary checkout refuses a cart holding one.
     */
    async placeOrder(
      websiteId: string,
      cartToken: string | undefined,
      raw: unknown,
      origin: string,
      kind: 'order' | 'subscription' = 'order',
    ): Promise<CheckoutResult> {
      const cart = await deps.carts.cartByToken(websiteId, cartToken);
      if (!cart) throw new AppError('checkoutNoCart');
      if (cart.orderId) return existingResult(await deps.orders.get(websiteId, cart.orderId), origin);

      const firstLook = await deps.carts.price(cart);
      // Before the form's fields: checking out elsewhere is what the shopper must do first.
      const plan = await subscriptionPlanOf(firstLook, kind);
      const { input, address, shippingOptionId } = validate(firstLook, raw);
      const remembered = await deps.carts.setCheckoutDetails(cart, {
        email: input.email,
        shippingLocation: address,
        shippingOptionId,
      });
      // The same lines, coupons and settings, now with the address: re-priced without reading them again.
      const priced = await deps.carts.price(remembered, firstLook.inputs);
      if (
        priced.pricing.requiresShipping &&
        shippingOptionId &&
        priced.pricing.selectedShippingOption?.id !== shippingOptionId
      ) {
        throw new AppError('validation', {
          shippingOptionId: 'This shipping option is not available for your address',
        });
      }
      // Refused before stock is taken and before any payment session: no provider takes it.
      if (priced.pricing.grandTotalCents > MAX_ORDER_TOTAL_CENTS)
        throw new AppError('checkoutTotalTooLarge', {
          total: `The most one order can total is ${formatMoney(Money.of(MAX_ORDER_TOTAL_CENTS, priced.view.currency as CurrencyCode))}.`,
        });

      // A coupon takes its discount off the first payment only: renewals are priced without codes.
      const renewal = plan
        ? (await deps.carts.price({ ...remembered, couponCodes: [] }, priced.inputs)).pricing
        : null;
      if (renewal && renewal.grandTotalCents > MAX_ORDER_TOTAL_CENTS)
        throw new AppError('checkoutTotalTooLarge', {
          total: `The most one order can total is ${formatMoney(Money.of(MAX_ORDER_TOTAL_CENTS, priced.view.currency as CurrencyCode))}.`,
        });
      const { order, soldOut } = await place(
        remembered,
        priced,
        { email: input.email, address },
        plan,
        renewal,
      );
      // After the commit: cached store pages must now show the variant sold out.
      if (soldOut) await deps.onSoldOut(websiteId);
      if (order.status !== 'pending') return existingResult(order, origin);
      try {
        return {
          orderId: order.id,
          orderNumber: order.orderNumber,
          paymentUrl: await startPayment(order, origin),
        };
      } catch (error) {
        await discard(order);
        if (error instanceof AppError) throw error;
        throw new AppError('checkoutPaymentUnavailable');
      }
    },
  };
}
