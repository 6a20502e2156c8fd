import { and, desc, eq } from 'drizzle-orm';
import type {
  GiftCardAnswer,
  GiftCardHistoryAnswer,
  GiftCardIssueInput,
} from '../../../shared/api/gift-cards';
import { AppError } from '../../../shared/errors';
import { currencies, formatMoney, Money, type CurrencyCode } from '../../../shared/money';
import type { Db } from '../../db/client';
import { csvDocument } from '../../csv';
import { issueGiftCard, voidGiftCard, type GiftCardRow } from './gift-card-ledger';
import type { GiftCardService } from './gift-card-service';
import { giftCardEntries, giftCards, orders } from './tables';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export const giftCardAnswerOf = (card: GiftCardRow): GiftCardAnswer => ({
  id: card.id,
  last4: card.codeLast4,
  currency: card.currency,
  issuedCents: card.issuedCents,
  balanceCents: card.balanceCents,
  status: card.status,
  source: card.source,
  orderId: card.orderId,
  recipientName: card.recipientName,
  recipientEmail: card.recipientEmail,
  sendAt: iso(card.sendAt),
  deliveredAt: iso(card.deliveredAt),
  createdAt: card.createdAt.toISOString(),
});

/** The owners' gift cards: list with balance and status, manual issue, void, history, CSV. Only this site's cards. */
export function createGiftCardOwner(deps: { db: Db; clock: () => Date; giftCards: GiftCardService }) {
  const { db, clock } = deps;

  async function list(websiteId: string): Promise<GiftCardRow[]> {
    return db
      .select()
      .from(giftCards)
      .where(eq(giftCards.websiteId, websiteId))
      .orderBy(desc(giftCards.createdAt), desc(giftCards.id))
      .limit(5000);
  }

  async function one(websiteId: string, giftCardId: string): Promise<GiftCardRow> {
    const [card] = await db
      .select()
      .from(giftCards)
      .where(and(eq(giftCards.websiteId, websiteId), eq(giftCards.id, giftCardId)));
    if (!card) throw new AppError('notFound');
    return card;
  }

  return {
    list,

    /** Issues a card; the whole code is answered this once. With a recipient's address it is e-mailed too. */
    async issue(
      websiteId: string,
      currency: CurrencyCode,
      input: GiftCardIssueInput,
    ): Promise<{ card: GiftCardRow; code: string }> {
      const issued = await db.transaction((tx) =>
        issueGiftCard(tx, {
          websiteId,
          currency,
          amountCents: input.amountCents,
          source: 'manual',
          recipientName: input.recipientName,
          recipientEmail: input.recipientEmail,
          message: input.message,
          note: input.note || 'Issued by the owner',
          ...(input.recipientEmail ? { seal: deps.giftCards.seal } : {}),
        }),
      );
      if (input.recipientEmail) await deps.giftCards.deliver(websiteId, issued.card.id);
      return { card: await one(websiteId, issued.card.id), code: issued.code };
    },

    async void(websiteId: string, giftCardId: string): Promise<GiftCardRow> {
      await one(websiteId, giftCardId);
      const voided = await db.transaction((tx) =>
        voidGiftCard(tx, websiteId, giftCardId, 'Voided by the owner', clock()),
      );
      if (!voided) throw new AppError('conflict', undefined, 'This gift card is already void.');
      return voided;
    },

    async history(websiteId: string, giftCardId: string): Promise<GiftCardHistoryAnswer> {
      const card = await one(websiteId, giftCardId);
      const entries = await db
        .select({ entry: giftCardEntries, orderNumber: orders.orderNumber })
        .from(giftCardEntries)
        .leftJoin(orders, eq(orders.id, giftCardEntries.orderId))
        .where(and(eq(giftCardEntries.websiteId, websiteId), eq(giftCardEntries.giftCardId, giftCardId)))
        .orderBy(giftCardEntries.createdAt, giftCardEntries.id);
      return {
        card: giftCardAnswerOf(card),
        entries: entries.map(({ entry, orderNumber }) => ({
          kind: entry.kind,
          amountCents: entry.amountCents,
          orderId: entry.orderId,
          orderNumber: orderNumber ?? null,
          note: entry.note,
          createdAt: entry.createdAt.toISOString(),
        })),
      };
    },

    async csv(websiteId: string): Promise<string> {
      const money = (minor: number, currency: CurrencyCode) =>
        currencies[currency] ? formatMoney(Money.of(minor, currency)) : String(minor);
      return csvDocument([
        [
          'Code ends',
          'Status',
          'Issued',
          'Balance',
          'Currency',
          'Source',
          'Recipient',
          'Recipient email',
          'Created',
        ],
        ...(await list(websiteId)).map((card) => [
          card.codeLast4,
          card.status,
          money(card.issuedCents, card.currency),
          money(card.balanceCents, card.currency),
          card.currency,
          card.source,
          card.recipientName,
          card.recipientEmail,
          card.createdAt.toISOString(),
        ]),
      ]);
    },
  };
}
