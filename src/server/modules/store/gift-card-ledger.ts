import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { CurrencyCode } from '../../../shared/money';
import { newId } from '../../../shared/ids';
import type { Executor } from './executor';
import { generateGiftCardCode, hashGiftCardCode, normaliseGiftCardCode } from './gift-card-codes';
import { giftCardEntries, giftCards } from './tables';

export type GiftCardRow = typeof giftCards.$inferSelect;
export type GiftCardEntryRow = typeof giftCardEntries.$inferSelect;

export interface NewGiftCard {
  websiteId: string;
  currency: CurrencyCode;
  amountCents: number;
  source: 'purchase' | 'manual';
  orderId?: string | null;
  recipientName?: string;
  recipientEmail?: string;
  message?: string;
  sendAt?: Date | null;
  note?: string;
  /** Seals the code for a later e-mail (kept until delivered); none: the caller shows it once. */
  seal?: (code: string) => string;
}

/** A card's balance moved away under us (spent elsewhere, voided): the caller's transaction must stop. */
export class GiftCardBalanceChanged extends Error {
  constructor(readonly giftCardId: string) {
    super(`gift card ${giftCardId}: balance changed`);
  }
}

/**
 * The gift card ledger. Every change of a balance is ONE conditional update of the card row
 * (`balance >= amount` for a debit, `balance + amount <= issued` for a credit) plus its entry,
 * in the caller's transaction: concurrent spends of one card serialise on the row, and the
 * loser's condition fails instead of overspending (the CHECK on the table backs it).
 */
export async function issueGiftCard(
  tx: Executor,
  card: NewGiftCard,
): Promise<{ card: GiftCardRow; code: string }> {
  const code = generateGiftCardCode();
  const [row] = await tx
    .insert(giftCards)
    .values({
      id: newId(),
      websiteId: card.websiteId,
      codeHash: hashGiftCardCode(normaliseGiftCardCode(code)!),
      codeLast4: code.slice(-4),
      currency: card.currency,
      issuedCents: card.amountCents,
      balanceCents: card.amountCents,
      source: card.source,
      orderId: card.orderId ?? null,
      recipientName: card.recipientName ?? '',
      recipientEmail: card.recipientEmail ?? '',
      message: card.message ?? '',
      sendAt: card.sendAt ?? null,
      sealedCode: card.seal ? card.seal(code) : null,
    })
    .returning();
  await tx.insert(giftCardEntries).values({
    id: newId(),
    websiteId: card.websiteId,
    giftCardId: row!.id,
    kind: 'issue',
    amountCents: card.amountCents,
    orderId: card.orderId ?? null,
    note: card.note ?? '',
  });
  return { card: row!, code };
}

/** Spends `amountCents` of an active card on an order; throws GiftCardBalanceChanged when it no longer can. */
export async function debitGiftCard(
  tx: Executor,
  websiteId: string,
  giftCardId: string,
  amountCents: number,
  orderId: string,
): Promise<GiftCardRow> {
  const [row] = await tx
    .update(giftCards)
    .set({ balanceCents: sql`${giftCards.balanceCents} - ${amountCents}` })
    .where(
      and(
        eq(giftCards.websiteId, websiteId),
        eq(giftCards.id, giftCardId),
        eq(giftCards.status, 'active'),
        gte(giftCards.balanceCents, amountCents),
      ),
    )
    .returning();
  if (!row) throw new GiftCardBalanceChanged(giftCardId);
  await tx.insert(giftCardEntries).values({
    id: newId(),
    websiteId,
    giftCardId,
    kind: 'debit',
    amountCents,
    orderId,
  });
  return row;
}

/** Gives back to an active card (a refund, a cancelled checkout); false when the card is void. */
export async function creditGiftCard(
  tx: Executor,
  websiteId: string,
  giftCardId: string,
  amountCents: number,
  orderId: string | null,
  note: string,
): Promise<boolean> {
  const [row] = await tx
    .update(giftCards)
    .set({ balanceCents: sql`${giftCards.balanceCents} + ${amountCents}` })
    .where(
      and(
        eq(giftCards.websiteId, websiteId),
        eq(giftCards.id, giftCardId),
        eq(giftCards.status, 'active'),
        sql`${giftCards.balanceCents} + ${amountCents} <= ${giftCards.issuedCents}`,
      ),
    )
    .returning({ id: giftCards.id });
  if (!row) return false;
  await tx.insert(giftCardEntries).values({
    id: newId(),
    websiteId,
    giftCardId,
    kind: 'credit',
    amountCents,
    orderId,
    note,
  });
  return true;
}

/** Voids a card: what was left is written off (a `void` entry), and it can no longer be spent or credited. */
export async function voidGiftCard(
  tx: Executor,
  websiteId: string,
  giftCardId: string,
  note: string,
  now: Date,
): Promise<GiftCardRow | null> {
  const [locked] = await tx
    .select()
    .from(giftCards)
    .where(and(eq(giftCards.websiteId, websiteId), eq(giftCards.id, giftCardId)))
    .for('update');
  if (!locked || locked.status !== 'active') return null;
  const [voided] = await tx
    .update(giftCards)
    .set({ status: 'void', balanceCents: 0, voidedAt: now })
    .where(eq(giftCards.id, giftCardId))
    .returning();
  if (locked.balanceCents > 0)
    await tx.insert(giftCardEntries).values({
      id: newId(),
      websiteId,
      giftCardId,
      kind: 'void',
      amountCents: locked.balanceCents,
      note,
    });
  return voided!;
}

/** What each card still has of an order: its debits less what was credited back for that order. */
export async function giftCardsSpentOn(
  tx: Executor,
  websiteId: string,
  orderId: string,
): Promise<{ giftCardId: string; amountCents: number }[]> {
  const rows = await tx
    .select({
      giftCardId: giftCardEntries.giftCardId,
      net: sql<string>`sum(case when ${giftCardEntries.kind} = 'debit' then ${giftCardEntries.amountCents} else -${giftCardEntries.amountCents} end)`,
    })
    .from(giftCardEntries)
    .where(
      and(
        eq(giftCardEntries.websiteId, websiteId),
        eq(giftCardEntries.orderId, orderId),
        inArray(giftCardEntries.kind, ['debit', 'credit']),
      ),
    )
    .groupBy(giftCardEntries.giftCardId);
  return rows
    .map((row) => ({ giftCardId: row.giftCardId, amountCents: Number(row.net) }))
    .filter((row) => row.amountCents > 0);
}

/** Gives back everything an order still holds of its cards (a cancelled checkout, a full refund). */
export async function creditAllSpentOn(
  tx: Executor,
  websiteId: string,
  orderId: string,
  note: string,
  limitCents = Number.MAX_SAFE_INTEGER,
): Promise<number> {
  let left = limitCents;
  let credited = 0;
  for (const spent of await giftCardsSpentOn(tx, websiteId, orderId)) {
    if (left <= 0) break;
    const amount = Math.min(spent.amountCents, left);
    if (await creditGiftCard(tx, websiteId, spent.giftCardId, amount, orderId, note)) credited += amount;
    left -= amount;
  }
  return credited;
}
