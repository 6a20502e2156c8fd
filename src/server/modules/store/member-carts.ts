import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { MAX_CART_LINE_QUANTITY } from '../../../shared/commerce/products';
import { newId } from '../../../shared/ids';
import type { Db } from '../../db/client';
import { newCartToken } from './cart-service';
import { cartEntries, carts, orders, type CartRow } from './tables';

export type MemberCarts = ReturnType<typeof createMemberCarts>;

/** What a member's account page shows of one of their orders. */
export interface MemberOrderSummary {
  id: string;
  orderNumber: number;
  status: string;
  createdAt: Date;
  currency: string;
  grandTotalCents: number;
  accessToken: string;
  lines: { title: string; quantity: number }[];
}

/** Personal data an erased member's orders keep in place of theirs (the owner's books keep the rest). */
export const ANONYMISED_EMAIL = 'erased@invalid';

/**
 * What the members module asks of the store (it never reads the store's tables): the cart hand-over
 * at sign-in and sign-out, a member's own orders, and their anonymisation on erasure. A member's
 * orders are those placed with their verified address on this site.
 */
export function createMemberCarts({ db, clock = () => new Date() }: { db: Db; clock?: () => Date }) {
  async function openCart(executor: Pick<Db, 'select'>, websiteId: string, token: string | null | undefined) {
    if (!token || token.length > 64) return null;
    const [cart] = await executor
      .select()
      .from(carts)
      .where(and(eq(carts.websiteId, websiteId), eq(carts.token, token), isNull(carts.orderId)))
      .for('update');
    return cart ?? null;
  }

  return {
    /**
     * Sign-in: the visitor's anonymous cart merges into the member's own (quantities added, a line
     * capped at the per-line limit), in one transaction. Answers the token of the cart the
     * browser keeps: the member's (merged), the anonymous one when the member had none, or null.
     */
    async merge(
      websiteId: string,
      anonymousToken: string | undefined,
      memberToken: string | null,
    ): Promise<{ token: string; totalQuantity: number } | null> {
      const kept = await db.transaction(async (tx) => {
        const into = await openCart(tx, websiteId, memberToken);
        const from = anonymousToken === memberToken ? null : await openCart(tx, websiteId, anonymousToken);
        if (!from) return into;
        if (!into) return from;
        const moving = await tx.select().from(cartEntries).where(eq(cartEntries.cartId, from.id));
        for (const entry of moving) {
          const [grown] = await tx
            .update(cartEntries)
            .set({
              quantity: sql`least(${cartEntries.quantity} + ${entry.quantity}, ${MAX_CART_LINE_QUANTITY})`,
            })
            .where(and(eq(cartEntries.cartId, into.id), eq(cartEntries.variantId, entry.variantId)))
            .returning({ id: cartEntries.id });
          if (!grown)
            await tx.insert(cartEntries).values({
              id: newId(),
              websiteId,
              cartId: into.id,
              productId: entry.productId,
              variantId: entry.variantId,
              quantity: entry.quantity,
            });
        }
        // The anonymous cart is spent: its token must not bring the lines back.
        await tx.delete(carts).where(eq(carts.id, from.id));
        await tx.update(carts).set({ updatedAt: clock() }).where(eq(carts.id, into.id));
        return into;
      });
      if (!kept) return null;
      const [count] = await db
        .select({ total: sql<number>`coalesce(sum(${cartEntries.quantity}), 0)::int` })
        .from(cartEntries)
        .where(eq(cartEntries.cartId, kept.id));
      return { token: kept.token, totalQuantity: Number(count?.total ?? 0) };
    },

    /** Sign-out with cloneCart: a new anonymous cart holding the same lines (the member keeps theirs). */
    async clone(websiteId: string, token: string | null): Promise<string | null> {
      return db.transaction(async (tx) => {
        const source: CartRow | null = await openCart(tx, websiteId, token);
        if (!source) return null;
        const [copy] = await tx
          .insert(carts)
          .values({ id: newId(), websiteId, token: newCartToken() })
          .returning();
        const lines = await tx.select().from(cartEntries).where(eq(cartEntries.cartId, source.id));
        for (const line of lines)
          await tx.insert(cartEntries).values({
            id: newId(),
            websiteId,
            cartId: copy!.id,
            productId: line.productId,
            variantId: line.variantId,
            quantity: line.quantity,
          });
        return copy!.token;
      });
    },

    /** The orders placed with this (verified) address on this site, newest first. */
    async ordersOf(websiteId: string, email: string, limit = 100): Promise<MemberOrderSummary[]> {
      const rows = await db
        .select()
        .from(orders)
        .where(and(eq(orders.websiteId, websiteId), eq(orders.email, email)))
        .orderBy(desc(orders.createdAt))
        .limit(limit);
      return rows.map((row) => ({
        id: row.id,
        orderNumber: row.orderNumber,
        status: row.status,
        createdAt: row.createdAt,
        currency: row.currency,
        grandTotalCents: row.grandTotalCents,
        accessToken: row.accessToken,
        lines: row.lines.map((line) => ({ title: line.title, quantity: line.quantity })),
      }));
    },

    /**
     * Erasure: the orders stay in the owner's books (numbers, lines, money) without the person:
     * e-mail, name and shipping address are replaced. Answers how many orders were changed.
     */
    async anonymiseOrdersOf(websiteId: string, email: string): Promise<number> {
      const changed = await db
        .update(orders)
        .set({ email: ANONYMISED_EMAIL, customerName: '', shippingAddress: null })
        .where(and(eq(orders.websiteId, websiteId), eq(orders.email, email)))
        .returning({ id: orders.id });
      await db
        .update(carts)
        .set({ email: null, shippingLocation: null })
        .where(and(eq(carts.websiteId, websiteId), eq(carts.email, email)));
      return changed.length;
    },
  };
}
