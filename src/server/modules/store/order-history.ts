import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Executor } from './executor';
import { orderEvents, type OrderEventRow, type OrderRow } from './tables';

/** Kinds of order history entries: what happened, for the owner's order screen. */
export type OrderEventKind =
  | 'placed'
  | 'paid'
  | 'cancelled'
  | 'fulfilled'
  | 'refunded'
  | 'revived'
  | 'refund-due'
  | 'refunded-automatically'
  | 'payment-unexpected'
  | 'session-not-closed';

/** Written in the transaction of the change it explains, so the history never tells what did not happen. */
export async function recordOrderEvent(
  executor: Executor,
  order: Pick<OrderRow, 'id' | 'websiteId'>,
  kind: OrderEventKind,
  message: string,
): Promise<void> {
  await executor.insert(orderEvents).values({ websiteId: order.websiteId, orderId: order.id, kind, message });
}

export async function orderHistory(db: Db, websiteId: string, orderId: string): Promise<OrderEventRow[]> {
  return db
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.websiteId, websiteId), eq(orderEvents.orderId, orderId)))
    .orderBy(asc(orderEvents.id));
}
