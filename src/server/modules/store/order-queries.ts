/** Reads of a site's orders: one by id or by its link's token, its payment, the owners' list and customers. */
import { and, count, desc, eq, max, sql, sum } from 'drizzle-orm';
import { AppError } from '../../../shared/errors';
import type { Db } from '../../db/client';
import type { Executor } from './executor';
import { orders, payments, type OrderRow, type PaymentRow } from './tables';
import type { OrderStatus } from './types';

export async function findOrder(db: Db, websiteId: string, orderId: string): Promise<OrderRow> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.websiteId, websiteId), eq(orders.id, orderId)));
  if (!order) throw new AppError('notFound');
  return order;
}

export async function paymentOf(executor: Executor, order: OrderRow): Promise<PaymentRow | null> {
  const [payment] = await executor
    .select()
    .from(payments)
    .where(and(eq(payments.websiteId, order.websiteId), eq(payments.orderId, order.id)));
  return payment ?? null;
}

/** A shopper's order by the token in its link (never by its number, which can be guessed). */
export async function findOrderByAccessToken(
  db: Db,
  websiteId: string,
  token: string,
): Promise<OrderRow | null> {
  if (token.length === 0 || token.length > 64) return null;
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.websiteId, websiteId), eq(orders.accessToken, token)));
  return order ?? null;
}

export interface OrderListFilter {
  status?: OrderStatus;
  limit: number;
  offset: number;
}

/** A page of the site's orders, newest first, with how many there are in all. */
export async function listOrders(db: Db, websiteId: string, filter: OrderListFilter) {
  const where = filter.status
    ? and(eq(orders.websiteId, websiteId), eq(orders.status, filter.status))
    : eq(orders.websiteId, websiteId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.orderNumber))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return { orders: rows, total: total?.total ?? 0 };
}

/** Everyone who placed an order, by e-mail, with their order count and spend. */
export async function orderCustomers(db: Db, websiteId: string) {
  const email = sql<string>`lower(${orders.email})`;
  const rows = await db
    .select({
      email,
      name: max(orders.customerName),
      orderCount: count(),
      totalSpentCents: sum(
        sql`case when ${orders.status} in ('paid', 'fulfilled', 'refunded') then ${orders.grandTotalCents} - ${orders.refundedCents} else 0 end`,
      ),
      lastOrderAt: max(orders.createdAt),
    })
    .from(orders)
    .where(eq(orders.websiteId, websiteId))
    .groupBy(email)
    .orderBy(desc(max(orders.createdAt)));
  return rows.map((row) => ({
    ...row,
    name: row.name ?? '',
    totalSpentCents: Number(row.totalSpentCents ?? 0),
    lastOrderAt: row.lastOrderAt ? new Date(row.lastOrderAt).toISOString() : null,
  }));
}
