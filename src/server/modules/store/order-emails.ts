import { and, eq } from 'drizzle-orm';
import { formatMoney, Money } from '../../../shared/money';
import type { Db } from '../../db/client';
import type { MailOutbox, MailStatus } from '../mail';
import type { Executor } from './catalogue-service';
import { orders, type OrderRow } from './tables';

/** An order's e-mail as owners see it in the order detail. */
export interface OrderEmail {
  kind: 'confirmation';
  toAddress: string;
  subject: string;
  text: string;
  status: MailStatus;
  createdAt: Date;
  sentAt: Date | null;
}

/**
 * Order e-mails, behind the one dependency checkout needs. They go through the platform's mail
 * outbox (mail module: delivered by SMTP with retries); the order keeps the id of its
 * confirmation so owners can see whether it went out.
 */
export interface OrderEmails {
  /** Queues the confirmation inside the caller's transaction, so a paid order always has exactly one. */
  sendConfirmation(
    tx: Executor,
    order: OrderRow,
    links: { orderUrl: string; siteTitle: string },
  ): Promise<void>;
  list(websiteId: string, orderId: string): Promise<OrderEmail[]>;
}

const money = (minor: number, order: OrderRow) => formatMoney(Money.of(minor, order.currency));

export function confirmationText(
  order: OrderRow,
  links: { orderUrl: string; siteTitle: string },
): { subject: string; text: string } {
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
    text: [
      `Thank you for your order.`,
      '',
      `Order #${order.orderNumber}`,
      ...lines,
      '',
      ...totals,
      '',
      `View your order: ${links.orderUrl}`,
    ].join('\n'),
  };
}

/** Purpose recorded on the mail outbox row, shown in the owners' mail list. */
export const ORDER_CONFIRMATION_PURPOSE = 'order-confirmation';

export function createMailOrderEmails({
  db,
  outbox,
}: {
  db: Db;
  outbox: Pick<MailOutbox, 'enqueue' | 'byIds'>;
}): OrderEmails {
  return {
    async sendConfirmation(tx, order, links) {
      // Callers run this only in the transaction that moved the order to paid (a conditional
      // update), so exactly one transaction gets here per order; the guard on the id keeps it once anyway.
      const { subject, text } = confirmationText(order, links);
      const mailId = await outbox.enqueue(tx, {
        websiteId: order.websiteId,
        to: order.email,
        subject,
        text,
        purpose: ORDER_CONFIRMATION_PURPOSE,
      });
      await tx
        .update(orders)
        .set({ confirmationMailId: mailId })
        .where(and(eq(orders.websiteId, order.websiteId), eq(orders.id, order.id)));
    },
    async list(websiteId, orderId) {
      const [order] = await db
        .select({ mailId: orders.confirmationMailId })
        .from(orders)
        .where(and(eq(orders.websiteId, websiteId), eq(orders.id, orderId)));
      if (!order?.mailId) return [];
      return (await outbox.byIds(websiteId, [order.mailId])).map((row) => ({
        kind: 'confirmation' as const,
        toAddress: row.to,
        subject: row.subject,
        text: row.text,
        status: row.status,
        createdAt: row.createdAt,
        sentAt: row.sentAt,
      }));
    },
  };
}
