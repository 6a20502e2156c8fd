import { and, eq, or, sql } from 'drizzle-orm';
import type { Executor } from './executor';
import { productVariants } from './tables';

/**
 * Takes stock for order lines inside the caller's transaction: one conditional update per
 * variant (lines of one variant summed first), in id order so concurrent checkouts lock rows
 * in the same order and cannot deadlock. Returns the first variant that lacks stock, or null.
 */
export async function reserveStock(
  tx: Executor,
  websiteId: string,
  lines: { variantId: string; quantity: number }[],
): Promise<{ short: string | null; soldOut: boolean }> {
  let soldOut = false;
  for (const [variantId, quantity] of sumByVariant(lines)) {
    const [taken] = await tx
      .update(productVariants)
      .set({
        qtyInStock: sql`case when ${productVariants.unlimited} then ${productVariants.qtyInStock} else ${productVariants.qtyInStock} - ${quantity} end`,
      })
      .where(
        and(
          eq(productVariants.websiteId, websiteId),
          eq(productVariants.id, variantId),
          or(eq(productVariants.unlimited, true), sql`${productVariants.qtyInStock} >= ${quantity}`),
        ),
      )
      .returning({ qtyInStock: productVariants.qtyInStock, unlimited: productVariants.unlimited });
    if (!taken) return { short: variantId, soldOut };
    if (!taken.unlimited && taken.qtyInStock === 0) soldOut = true;
  }
  return { short: null, soldOut };
}

/** Gives reserved stock back (an order cancelled before or after payment). Unlimited variants are untouched. */
export async function releaseStock(
  tx: Executor,
  websiteId: string,
  lines: { variantId: string; quantity: number }[],
): Promise<void> {
  for (const [variantId, quantity] of sumByVariant(lines)) {
    await tx
      .update(productVariants)
      .set({ qtyInStock: sql`${productVariants.qtyInStock} + ${quantity}` })
      .where(
        and(
          eq(productVariants.websiteId, websiteId),
          eq(productVariants.id, variantId),
          eq(productVariants.unlimited, false),
        ),
      );
  }
}

function sumByVariant(lines: { variantId: string; quantity: number }[]): [string, number][] {
  const totals = new Map<string, number>();
  for (const line of lines) totals.set(line.variantId, (totals.get(line.variantId) ?? 0) + line.quantity);
  return [...totals.entries()].sort(([a], [b]) => a.localeCompare(b));
}
