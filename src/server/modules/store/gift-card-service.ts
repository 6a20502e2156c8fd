import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { and, eq, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { GIFT_CARD_BALANCE_PATH, readGiftCardForm } from '../../../shared/commerce/gift-cards';
import { unitPriceCents } from '../../../shared/commerce/products';
import { ProductType } from '../../../shared/enums/platform';
import { AppError } from '../../../shared/errors';
import { newId } from '../../../shared/ids';
import type { Db, Tx } from '../../db/client';
import type { JobRunner } from '../../jobs';
import { giftCardMail, type SiteMail } from '../mail';
import { confirmationPath, PAYMENT_CANCELLED_PATH } from './checkout-flow';
import { issueGiftCard } from './gift-card-ledger';
import { recordOrderEvent } from './order-history';
import type { ProviderResolver } from './orders-service';
import { paymentSessionExpiry } from './payments/provider';
import type { StoreSettingsService } from './settings-service';
import {
  giftCardPurchases,
  giftCards,
  orders,
  payments,
  products,
  productVariants,
  storeSettings,
  type OrderRow,
  type ProductRow,
  type VariantRow,
} from './tables';
import { formatMoney, Money } from '../../../shared/money';

export const GIFT_CARD_DELIVERY_JOB = 'store.gift-card-delivery';

/** `YYYY-MM-DD` of `now` in the zone. */
export const dayIn = (now: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    now,
  );

/** Midnight of a `YYYY-MM-DD` day in the zone, as an instant. */
export function midnightIn(day: string, timeZone: string): Date {
  const guess = Date.parse(`${day}T00:00:00Z`);
  const wall = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(guess));
  const part = (type: string) => Number(wall.find((entry) => entry.type === type)?.value);
  const asUtc = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return new Date(guess - (asUtc - guess));
}

/**
 * Buying a gift card (issue 20): an order of one gift card line (no tax, no shipping), placed
 * from the gift card page like a donation, and paid through the ordinary payment paths.
 *
 *   1. validate  the product (type 4, visible), the amount (a variant), recipient and send date.
 *   2. place     ONE transaction: the form's key first (a form sent again answers its order);
 *                number, order, payment and the purchase row. Undo: rolls back as a whole.
 *   3. session   the provider's hosted page. Undo on failure: the order is deleted.
 *   4. issue     on payment, in the transaction that records it (`issueForPaidOrder`): the card,
 *                its `issue` entry and the recipient's delivery job (due on the send date).
 *
 * The code is kept sealed with the app's secret only until the recipient's e-mail is written
 * (then erased); the table keeps its hash and last four characters.
 */
export function createGiftCardService(deps: {
  db: Db;
  settings: StoreSettingsService;
  providers: ProviderResolver;
  siteMail: SiteMail;
  siteTitle: (websiteId: string) => Promise<string>;
  siteOrigin: (websiteId: string) => Promise<string>;
  timeZoneOf: (websiteId: string) => Promise<string>;
  secret: string;
  clock: () => Date;
  jobs?: Pick<JobRunner, 'send'> | undefined;
}) {
  const { db, clock } = deps;
  const key = createHash('sha256').update(`gift-card-seal:${deps.secret}`).digest();

  const seal = (code: string) => {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const body = Buffer.concat([cipher.update(code, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
  };
  const unseal = (sealed: string) => {
    const raw = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  };

  /** A visible gift card product of this site with its amounts, or null. */
  async function product(
    websiteId: string,
    productId: string,
  ): Promise<{ product: ProductRow; variants: VariantRow[] } | null> {
    if (!/^[0-9a-f]{24}$/.test(productId)) return null;
    const [row] = await db
      .select()
      .from(products)
      .where(and(eq(products.websiteId, websiteId), eq(products.id, productId)));
    const now = clock();
    const visible =
      row &&
      row.productType === ProductType.giftCard &&
      (row.status === 1 || (row.status === 2 && row.publishOn !== null && row.publishOn <= now));
    if (!visible) return null;
    const variants = await db
      .select()
      .from(productVariants)
      .where(and(eq(productVariants.websiteId, websiteId), eq(productVariants.productId, productId)));
    return { product: row, variants: variants.sort((a, b) => unitPriceCents(a) - unitPriceCents(b)) };
  }

  async function startPayment(order: OrderRow, origin: string): Promise<string> {
    const [payment] = await db.select().from(payments).where(eq(payments.orderId, order.id));
    const provider = await deps.providers(order.websiteId, payment!.provider);
    const session = await provider.createSession({
      websiteId: order.websiteId,
      orderId: order.id,
      amountCents: payment!.amountCents,
      currency: order.currency,
      description: `${await deps.siteTitle(order.websiteId)} gift card #${order.orderNumber}`,
      customerEmail: order.email,
      expiresAt: paymentSessionExpiry(order),
      successUrl: `${origin}${confirmationPath(order)}`,
      cancelUrl: `${origin}${PAYMENT_CANCELLED_PATH}/${order.accessToken}`,
    });
    await db
      .update(payments)
      .set({ providerSessionId: session.sessionId })
      .where(and(eq(payments.id, payment!.id), sql`${payments.providerSessionId} is null`));
    return session.url;
  }

  async function findByKey(websiteId: string, idempotencyKey: string) {
    const [row] = await db
      .select({ purchase: giftCardPurchases, order: orders })
      .from(giftCardPurchases)
      .innerJoin(orders, eq(orders.id, giftCardPurchases.orderId))
      .where(
        and(eq(giftCardPurchases.websiteId, websiteId), eq(giftCardPurchases.idempotencyKey, idempotencyKey)),
      );
    return row ?? null;
  }

  /** The recipient's e-mail with the code, written once: the sealed code is erased as the mail is queued. */
  async function deliver(websiteId: string, giftCardId: string): Promise<boolean> {
    const [card] = await db
      .select()
      .from(giftCards)
      .where(and(eq(giftCards.websiteId, websiteId), eq(giftCards.id, giftCardId)));
    if (!card?.sealedCode || card.deliveredAt || !card.recipientEmail) return false;
    const code = unseal(card.sealedCode);
    const context = await deps.siteMail.contextOf(websiteId);
    const origin = await deps.siteOrigin(websiteId);
    return db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(giftCards)
        .set({ deliveredAt: clock(), sealedCode: null })
        .where(and(eq(giftCards.id, giftCardId), isNull(giftCards.deliveredAt)))
        .returning();
      if (!claimed) return false;
      await deps.siteMail.write(
        tx,
        context,
        giftCardMail,
        {
          brand: context.brand,
          recipientName: card.recipientName,
          senderName: await senderOf(tx, card.orderId),
          message: card.message,
          amount: formatMoney(Money.of(card.issuedCents, card.currency)),
          code,
          balanceUrl: `${origin}${GIFT_CARD_BALANCE_PATH}`,
        },
        { to: card.recipientEmail, replyTo: context.replyTo ?? context.ownerEmail },
      );
      return true;
    });
  }

  /** Cards whose send date has come and whose e-mail is not written yet (the sweep job's round). */
  async function deliverDue(limit = 100): Promise<number> {
    const due = await db
      .select({ id: giftCards.id, websiteId: giftCards.websiteId })
      .from(giftCards)
      .where(
        and(
          isNull(giftCards.deliveredAt),
          isNotNull(giftCards.sealedCode),
          or(isNull(giftCards.sendAt), lte(giftCards.sendAt, clock())),
        ),
      )
      .limit(limit);
    let delivered = 0;
    for (const card of due) if (await deliver(card.websiteId, card.id)) delivered += 1;
    return delivered;
  }

  async function senderOf(tx: Tx, orderId: string | null): Promise<string> {
    if (!orderId) return '';
    const [order] = await tx.select({ name: orders.customerName }).from(orders).where(eq(orders.id, orderId));
    return order?.name ?? '';
  }

  return {
    product,
    deliver,
    deliverDue,
    seal,

    /** Today in the site's zone, for the form's date field and its check. */
    async today(websiteId: string): Promise<string> {
      return dayIn(clock(), await deps.timeZoneOf(websiteId));
    },

    /** The form as sent (`raw`, with its idempotency key): answers where the buyer pays, or the fields' messages. */
    async buy(
      websiteId: string,
      productId: string,
      raw: Record<string, unknown>,
      origin: string,
    ): Promise<{ paymentUrl: string; order: OrderRow }> {
      const found = await product(websiteId, productId);
      if (!found) throw new AppError('notFound');
      const timeZone = await deps.timeZoneOf(websiteId);
      const { input, errors } = readGiftCardForm(raw, dayIn(clock(), timeZone));
      const variant = found.variants.find((candidate) => candidate.sku === input.sku);
      if (input.sku && !variant) errors.sku = 'Choose an amount.';
      const idempotencyKey = typeof raw.idempotencyKey === 'string' ? raw.idempotencyKey : '';
      if (!/^[\w-]{16,64}$/.test(idempotencyKey))
        errors.form = 'This form has expired. Please reload the page and try again.';
      if (!variant || Object.keys(errors).length > 0) throw new AppError('validation', errors);
      const existing = await findByKey(websiteId, idempotencyKey);
      if (existing) {
        if (existing.purchase.variantId !== variant.id) throw new AppError('idempotencyKeyReused');
        if (existing.order.status !== 'pending')
          return { paymentUrl: confirmationPath(existing.order), order: existing.order };
        return { paymentUrl: await startPayment(existing.order, origin), order: existing.order };
      }
      const settings = await deps.settings.settings(websiteId);
      const price = unitPriceCents(variant);
      const sendAt = input.sendDate ? midnightIn(input.sendDate, timeZone) : null;
      let order: OrderRow;
      try {
        order = await db.transaction(async (tx) => {
          await tx.insert(storeSettings).values({ websiteId }).onConflictDoNothing();
          const [counter] = await tx
            .update(storeSettings)
            .set({ nextOrderNumber: sql`${storeSettings.nextOrderNumber} + 1` })
            .where(eq(storeSettings.websiteId, websiteId))
            .returning({ next: storeSettings.nextOrderNumber });
          const [placed] = await tx
            .insert(orders)
            .values({
              id: newId(),
              websiteId,
              orderNumber: counter!.next - 1,
              // No cart: a fresh id keeps `orders.cart_id` unique and never matches one.
              cartId: newId(),
              accessToken: randomBytes(24).toString('base64url'),
              status: 'pending',
              email: input.buyerEmail,
              customerName: input.buyerName,
              lines: [
                {
                  productId,
                  variantId: variant.id,
                  title: found.product.title,
                  sku: variant.sku,
                  options: found.product.optionNames.map((name, index) => ({
                    name,
                    value: variant.optionValues[index] ?? '',
                  })),
                  quantity: 1,
                  unitPriceCents: price,
                  productType: ProductType.giftCard,
                },
              ],
              currency: settings.currency,
              subtotalCents: price,
              grandTotalCents: price,
            })
            .returning();
          await tx.insert(payments).values({
            id: newId(),
            websiteId,
            orderId: placed!.id,
            provider: settings.paymentProvider,
            status: 'pending',
            amountCents: price,
          });
          await tx.insert(giftCardPurchases).values({
            id: newId(),
            websiteId,
            orderId: placed!.id,
            idempotencyKey,
            productId,
            variantId: variant.id,
            amountCents: price,
            recipientName: input.recipientName,
            recipientEmail: input.recipientEmail,
            message: input.message,
            sendAt,
          });
          await recordOrderEvent(tx, placed!, 'placed', 'Gift card order placed; waiting for payment.');
          return placed!;
        });
      } catch (error) {
        // The same form sent twice at once: the other send's order answers.
        const raced = await findByKey(websiteId, idempotencyKey);
        if (!raced) throw error;
        return { paymentUrl: confirmationPath(raced.order), order: raced.order };
      }
      try {
        return { paymentUrl: await startPayment(order, origin), order };
      } catch (error) {
        await db.delete(orders).where(and(eq(orders.id, order.id), eq(orders.status, 'pending')));
        if (error instanceof AppError) throw error;
        throw new AppError('checkoutPaymentUnavailable');
      }
    },

    /**
     * Step 4, in the transaction that marks the order paid (OrdersService's `onPaid`): issues the
     * purchase's card once (the purchase row remembers it) with its code sealed, and queues the
     * recipient's e-mail for the send date (at once when none). The minute sweep
     * (`deliverDue`) is the backstop for a job lost or a process without a runner.
     */
    async issueForPaidOrder(tx: Tx, order: OrderRow): Promise<void> {
      const [purchase] = await tx
        .select()
        .from(giftCardPurchases)
        .where(and(eq(giftCardPurchases.orderId, order.id), isNull(giftCardPurchases.giftCardId)))
        .for('update');
      if (!purchase) return;
      const { card } = await issueGiftCard(tx, {
        websiteId: order.websiteId,
        currency: order.currency,
        amountCents: purchase.amountCents,
        source: 'purchase',
        orderId: order.id,
        recipientName: purchase.recipientName,
        recipientEmail: purchase.recipientEmail,
        message: purchase.message,
        sendAt: purchase.sendAt,
        note: `Bought with order #${order.orderNumber}`,
        seal,
      });
      await tx
        .update(giftCardPurchases)
        .set({ giftCardId: card.id })
        .where(eq(giftCardPurchases.id, purchase.id));
      await deps.jobs?.send(
        GIFT_CARD_DELIVERY_JOB,
        { websiteId: order.websiteId, giftCardId: card.id },
        {
          key: `gift-card-${card.id}`,
          executor: tx,
          ...(purchase.sendAt && purchase.sendAt > clock() ? { runAt: purchase.sendAt } : {}),
        },
      );
    },
  };
}

export type GiftCardService = ReturnType<typeof createGiftCardService>;
