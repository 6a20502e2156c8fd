import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { MAX_GIFT_CARDS_PER_ORDER } from '../../../shared/commerce/gift-cards';
import { AppError } from '../../../shared/errors';
import type { CurrencyCode } from '../../../shared/money';
import type { Db, Tx } from '../../db/client';
import type { Executor } from './executor';
import { hashGiftCardCode, normaliseGiftCardCode } from './gift-card-codes';
import {
  creditAllSpentOn,
  debitGiftCard,
  GiftCardBalanceChanged,
  voidGiftCard,
  type GiftCardRow,
} from './gift-card-ledger';
import { cartGiftCards, giftCardEntries, giftCardPurchases, giftCards, type OrderRow } from './tables';

/**
 * What the rest of the store asks of gift cards, at narrow hook points: checkout spends the
 * cards applied to a cart in the transaction that places the order; an unpaid order's cancel
 * gives them back; a late payment that revives it takes them again; a refund credits them; a
 * paid gift card purchase issues its card, and its refund voids what is left.
 */
export interface OrderTenders {
  spend(tx: Tx, order: OrderRow, cartId: string): Promise<number>;
  release(tx: Executor, order: OrderRow): Promise<void>;
  retake(tx: Executor, order: OrderRow): Promise<boolean>;
  refunded(tx: Tx, order: OrderRow, giftShareCents: number): Promise<void>;
  paid(tx: Tx, order: OrderRow): Promise<void>;
}

export const GIFT_CARD_REFUSED = 'This code is not a gift card for this store, or it has no balance left.';

export const publicCard = (card: GiftCardRow) => ({
  id: card.id,
  last4: card.codeLast4,
  balanceCents: card.balanceCents,
  currency: card.currency,
  status: card.status,
});

export function createGiftCardRedemption(deps: {
  db: Db;
  clock: () => Date;
  /** Issues a paid purchase's card (gift-card-service.ts). */
  issueForPaidOrder: (tx: Tx, order: OrderRow) => Promise<void>;
}) {
  const { db, clock } = deps;

  /** The card a typed code names on this site, or null (unknown, malformed: the same answer). */
  async function byCode(websiteId: string, typed: unknown): Promise<GiftCardRow | null> {
    const code = normaliseGiftCardCode(typed);
    if (!code) return null;
    const [card] = await db
      .select()
      .from(giftCards)
      .where(and(eq(giftCards.websiteId, websiteId), eq(giftCards.codeHash, hashGiftCardCode(code))));
    return card ?? null;
  }

  async function applied(cartId: string, executor: Executor = db): Promise<GiftCardRow[]> {
    const rows = await executor
      .select({ card: giftCards })
      .from(cartGiftCards)
      .innerJoin(giftCards, eq(giftCards.id, cartGiftCards.giftCardId))
      .where(eq(cartGiftCards.cartId, cartId))
      .orderBy(asc(cartGiftCards.createdAt), asc(giftCards.id));
    return rows.map((row) => row.card);
  }

  /** How the cards would cover `totalCents` (in the order they were applied), and what is left to pay. */
  function cover(cards: GiftCardRow[], totalCents: number) {
    let left = totalCents;
    const uses = cards.map((card) => {
      const amountCents = card.status === 'active' ? Math.max(0, Math.min(card.balanceCents, left)) : 0;
      left -= amountCents;
      return { card, amountCents };
    });
    return { uses, remainderCents: left };
  }

  const tenders: OrderTenders = {
    /**
     * In the placing transaction: the applied cards are locked (in id order, so two checkouts
     * never deadlock) and each debited by what it covers now; a card another checkout emptied
     * meanwhile covers less, and the rest is paid by card. Answers the amount covered.
     */
    async spend(tx, order, cartId) {
      const ids = (
        await tx
          .select({ id: cartGiftCards.giftCardId })
          .from(cartGiftCards)
          .where(eq(cartGiftCards.cartId, cartId))
      ).map((row) => row.id);
      if (ids.length === 0) return 0;
      const locked = await tx
        .select()
        .from(giftCards)
        .where(and(eq(giftCards.websiteId, order.websiteId), inArray(giftCards.id, ids)))
        .orderBy(asc(giftCards.id))
        .for('update');
      const byId = new Map(locked.map((card) => [card.id, card]));
      const inOrder = (await applied(cartId, tx)).map((card) => byId.get(card.id)).filter((card) => !!card);
      const usable = inOrder.filter((card) => card.currency === order.currency);
      let covered = 0;
      for (const use of cover(usable, order.grandTotalCents).uses) {
        if (use.amountCents <= 0) continue;
        await debitGiftCard(tx, order.websiteId, use.card.id, use.amountCents, order.id);
        covered += use.amountCents;
      }
      return covered;
    },

    async release(tx, order) {
      await creditAllSpentOn(
        tx,
        order.websiteId,
        order.id,
        `Order #${order.orderNumber} cancelled before payment`,
      );
    },

    /** Takes again what a cancel gave back; false (nothing taken) when a card cannot cover it now. */
    async retake(tx, order) {
      const given = await tx
        .select({
          giftCardId: giftCardEntries.giftCardId,
          amount: sql<string>`sum(${giftCardEntries.amountCents})`,
        })
        .from(giftCardEntries)
        .where(
          and(
            eq(giftCardEntries.websiteId, order.websiteId),
            eq(giftCardEntries.orderId, order.id),
            eq(giftCardEntries.kind, 'credit'),
          ),
        )
        .groupBy(giftCardEntries.giftCardId);
      try {
        for (const row of given)
          await debitGiftCard(tx, order.websiteId, row.giftCardId, Number(row.amount), order.id);
        return true;
      } catch (error) {
        if (error instanceof GiftCardBalanceChanged) return false;
        throw error;
      }
    },

    /** A refund: the cards' share goes back to them; a refunded gift card purchase voids its card. */
    async refunded(tx, order, giftShareCents) {
      if (giftShareCents > 0)
        await creditAllSpentOn(
          tx,
          order.websiteId,
          order.id,
          `Refund of order #${order.orderNumber}`,
          giftShareCents,
        );
      const [purchase] = await tx
        .select({ giftCardId: giftCardPurchases.giftCardId })
        .from(giftCardPurchases)
        .where(eq(giftCardPurchases.orderId, order.id));
      if (purchase?.giftCardId)
        await voidGiftCard(
          tx,
          order.websiteId,
          purchase.giftCardId,
          `Its purchase (order #${order.orderNumber}) was refunded`,
          clock(),
        );
    },

    paid: (tx, order) => deps.issueForPaidOrder(tx, order),
  };

  return {
    tenders,
    byCode,
    applied,
    cover,

    /** Applies a typed code to a cart: a known, active card of the store's currency with a balance. */
    async apply(
      websiteId: string,
      cartId: string,
      typed: unknown,
      currency: CurrencyCode,
    ): Promise<GiftCardRow> {
      const card = await byCode(websiteId, typed);
      if (!card || card.status !== 'active' || card.balanceCents <= 0 || card.currency !== currency)
        throw new AppError('validation', { giftCardCode: GIFT_CARD_REFUSED });
      const current = await applied(cartId);
      if (current.some((other) => other.id === card.id)) return card;
      if (current.length >= MAX_GIFT_CARDS_PER_ORDER)
        throw new AppError('validation', {
          giftCardCode: `At most ${MAX_GIFT_CARDS_PER_ORDER} gift cards can be used on one order.`,
        });
      await db.insert(cartGiftCards).values({ cartId, giftCardId: card.id }).onConflictDoNothing();
      return card;
    },

    async remove(cartId: string, giftCardId: string): Promise<void> {
      await db
        .delete(cartGiftCards)
        .where(and(eq(cartGiftCards.cartId, cartId), eq(cartGiftCards.giftCardId, giftCardId)));
    },
  };
}

export type GiftCardRedemption = ReturnType<typeof createGiftCardRedemption>;
