import { and, desc, eq } from 'drizzle-orm';
import { newId } from '../../../shared/ids';
import { formatMoney, Money } from '../../../shared/money';
import type { Db } from '../../db/client';
import type { Executor } from './catalogue-service';
import { orderEmailOutbox, type OrderRow } from './tables';

/**
 * Order e-mails, behind the one dependency checkout needs. This minimal implementation writes
 * to the store's own outbox table (readable by owners); the platform's mail module can take
 * its place without checkout changing. Each e-mail kind is written once per order.
 */
export interface OrderEmails {
  /** Queues the confirmation inside the caller's transaction, so a paid order always has one. */
  sendConfirmation(tx: Executor, order: OrderRow, links: { orderUrl: string; siteTitle: string }): Promise<void>;
  list(websiteId: string, orderId?: string): Promise<(typeof orderEmailOutbox.$inferSelect)[]>;
}

const money = (minor: number, order: OrderRow) => formatMoney(Money.of(minor, order.currency));

export function confirmationText(order: OrderRow, links: { orderUrl: string; siteTitle: string }): { subject: string; text: string } {
  const lines = order.lines.map((line) => {
    const options = line.options.map((option) => option.value).join(', ');
    return `  ${line.quantity} × ${line.title}${options ? ` (${options})` : ''}  ${money(line.unitPriceCents * line.quantity, order)}`;
  });
  const totals = [
    `Subtotal: ${money(order.subtotalCents, order)}`,
    ...(order.discountCents > 0 ? [`Discount: -${money(order.discountCents, order)}`] : []),
    ...(order.shippingAddress ? [`Shipping: ${money(order.shippingCents, order)}`] : []),
    ...(order.taxCents > 0 ? [`Tax: ${money(order.taxCents, order)}`] : []),
    `Total: ${money(order.grandTotalCents, order)}`,
  ];
  return {
    subject: `Your ${links.siteTitle} order #${order.orderNumber} is confirmed`,
    text: [`Thank you for your order.`, '', `Order #${order.orderNumber}`, ...lines, '', ...totals, '', `View your order: ${links.orderUrl}`].join('\n'),
  };
}

export function createOutboxOrderEmails({ db }: { db: Db }): OrderEmails {
  return {
    async sendConfirmation(tx, order, links) {
      const { subject, text } = confirmationText(order, links);
      await tx.insert(orderEmailOutbox).values({ id: newId(), websiteId: order.websiteId, orderId: order.id, kind: 'confirmation', toAddress: order.email, subject, text }).onConflictDoNothing();
    },
    list: (websiteId, orderId) =>
      db
        .select()
        .from(orderEmailOutbox)
        .where(orderId ? and(eq(orderEmailOutbox.websiteId, websiteId), eq(orderEmailOutbox.orderId, orderId)) : eq(orderEmailOutbox.websiteId, websiteId))
        .orderBy(desc(orderEmailOutbox.createdAt)),
  };
}
