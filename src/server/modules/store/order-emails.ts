import { and, asc, eq, ne } from 'drizzle-orm';
import { trackingUrlOf } from '../../../shared/commerce/carriers';
import { newId } from '../../../shared/ids';
import { formatMoney, Money } from '../../../shared/money';
import type { Db } from '../../db/client';
import {
  newOrderNoticeMail,
  orderCancelledMail,
  orderConfirmationMail,
  orderFulfilledMail,
  orderRefundedMail,
  type MailOutbox,
  type MailStatus,
  type OrderMailView,
  type SiteMail,
  type SiteMailContext,
  type SubscriptionMailPart,
  mailText,
} from '../mail';
import type { Executor } from './executor';
import { confirmationPath } from './checkout-flow';
import { orderMails, orders, type OrderRow } from './tables';

/** The mails an order causes; `new-order` is the owner's notice, the others go to the shopper. */
export type OrderMailKind = 'confirmation' | 'fulfilled' | 'refunded' | 'cancelled' | 'new-order';

/** An order's e-mail as owners see it in the order detail. */
export interface OrderEmail {
  kind: OrderMailKind;
  toAddress: string;
  subject: string;
  text: string;
  status: MailStatus;
  createdAt: Date;
  sentAt: Date | null;
}

/**
 * What an order's mails need besides the order, read before the transaction that writes them:
 * the site's brand and sender, its primary-domain links, and whether the owner wants notices.
 */
export interface OrderMailContext {
  site: SiteMailContext;
  /** The shopper's order page on the site's primary domain. */
  orderUrl: string;
  /** The order in the owners' app. */
  adminUrl: string;
  notifyOwner: boolean;
  /** Set by subscription-payment-mails.ts when the order pays for a subscription: its part of the one mail. */
  subscription?: SubscriptionMailPart | null;
}

/**
 * Order e-mails, each written in the transaction of the state change that causes it, recorded
 * in `order_mails` under that change (`cause`), so a change that happens once mails once and a
 * retried request that changes nothing mails nothing.
 */
export interface OrderEmails {
  contextFor(order: OrderRow): Promise<OrderMailContext>;
  /** The shopper's confirmation, and the owner's new-order notice when the store setting is on. */
  sendConfirmation(tx: Executor, order: OrderRow, context: OrderMailContext): Promise<void>;
  sendFulfilled(tx: Executor, order: OrderRow, context: OrderMailContext): Promise<void>;
  /** One refund of `amountCents`; `cause` names it (unique per order). */
  sendRefunded(
    tx: Executor,
    order: OrderRow,
    context: OrderMailContext,
    refund: { amountCents: number; cause: string },
  ): Promise<void>;
  sendCancelled(
    tx: Executor,
    order: OrderRow,
    context: OrderMailContext,
    refundedCents: number,
  ): Promise<void>;
  list(websiteId: string, orderId: string): Promise<OrderEmail[]>;
}

const money = (minor: number, order: OrderRow) => formatMoney(Money.of(minor, order.currency));
const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });
const countryName = (code: string) => {
  try {
    return countryNames.of(code) ?? code;
  } catch {
    return code;
  }
};

/** An order as its mails show it: amounts formatted with the order's currency. */
export function orderMailView(order: OrderRow, orderUrl: string): OrderMailView {
  const address = order.shippingAddress;
  return {
    orderNumber: order.orderNumber,
    customerName: order.customerName,
    email: order.email,
    lines: order.lines.map((line) => ({
      title: line.title,
      options: line.options.map((option) => option.value).join(', '),
      quantity: line.quantity,
      total: money(line.unitPriceCents * line.quantity, order),
    })),
    totals: [
      { label: mailText('mail.order.subtotal'), amount: money(order.subtotalCents, order) },
      ...(order.discountCents > 0
        ? [{ label: mailText('mail.order.discount'), amount: `-${money(order.discountCents, order)}` }]
        : []),
      ...(address
        ? [{ label: mailText('mail.order.shipping'), amount: money(order.shippingCents, order) }]
        : []),
      ...(order.taxCents > 0
        ? [{ label: mailText('mail.order.tax'), amount: money(order.taxCents, order) }]
        : []),
      { label: mailText('mail.order.total'), amount: money(order.grandTotalCents, order) },
    ],
    shippingAddress: address
      ? [
          `${address.firstName} ${address.lastName}`.trim(),
          address.line1,
          ...(address.line2 ? [address.line2] : []),
          [address.city, [address.state, address.zip].filter(Boolean).join(' ')].filter(Boolean).join(', '),
          countryName(address.country),
        ]
      : null,
    shippingMethod: order.shippingOption?.name ?? null,
    orderUrl,
  };
}

export function createMailOrderEmails(deps: {
  db: Db;
  outbox: Pick<MailOutbox, 'byIds'>;
  siteMail: Pick<SiteMail, 'contextOf' | 'write'>;
  /** The store's "Notify me of new orders" setting. */
  notifyNewOrders: (websiteId: string) => Promise<boolean>;
  /** The site's platform origin, where the owners' app is. */
  appOrigin: (websiteId: string) => Promise<string>;
}): OrderEmails {
  const { db } = deps;

  /**
   * Claims `cause` for this order and, only when it was not claimed before, writes the mail
   * under the claimed id: a state change that is somehow applied twice still mails once.
   */
  async function once(
    tx: Executor,
    order: OrderRow,
    cause: string,
    kind: OrderMailKind,
    write: (mailId: string) => Promise<unknown>,
  ): Promise<string | null> {
    const mailId = newId();
    const [claimed] = await tx
      .insert(orderMails)
      .values({ websiteId: order.websiteId, orderId: order.id, cause, kind, mailId })
      .onConflictDoNothing()
      .returning({ mailId: orderMails.mailId });
    if (!claimed) return null;
    await write(mailId);
    return mailId;
  }

  /** Replies to shopper mail go to the site's reply-to, else to the owner. */
  const shopperEnvelope = (order: OrderRow, context: OrderMailContext, id: string) => {
    const replyTo = context.site.replyTo ?? context.site.ownerEmail;
    return { id, to: order.email, ...(replyTo ? { replyTo } : {}) };
  };

  return {
    async contextFor(order) {
      const site = await deps.siteMail.contextOf(order.websiteId);
      return {
        site,
        orderUrl: `${site.brand.siteUrl}${confirmationPath(order)}`,
        adminUrl: `${await deps.appOrigin(order.websiteId)}/config/store/orders/${order.id}`,
        notifyOwner: await deps.notifyNewOrders(order.websiteId),
      };
    },

    async sendConfirmation(tx, order, context) {
      const view = orderMailView(order, context.orderUrl);
      const brand = context.site.brand;
      const mailId = await once(tx, order, 'confirmation', 'confirmation', (id) =>
        deps.siteMail.write(
          tx,
          context.site,
          orderConfirmationMail,
          { brand, order: view, subscription: context.subscription ?? null },
          shopperEnvelope(order, context, id),
        ),
      );
      if (mailId)
        await tx
          .update(orders)
          .set({ confirmationMailId: mailId })
          .where(and(eq(orders.websiteId, order.websiteId), eq(orders.id, order.id)));
      const owner = context.site.ownerEmail;
      if (context.notifyOwner && owner)
        await once(tx, order, 'new-order', 'new-order', (id) =>
          deps.siteMail.write(
            tx,
            context.site,
            newOrderNoticeMail,
            { brand, order: view, adminUrl: context.adminUrl, total: money(order.grandTotalCents, order) },
            // The owner's reply goes to the shopper.
            { id, to: owner, replyTo: order.email },
          ),
        );
    },

    async sendFulfilled(tx, order, context) {
      await once(tx, order, 'fulfilled', 'fulfilled', (id) =>
        deps.siteMail.write(
          tx,
          context.site,
          orderFulfilledMail,
          {
            brand: context.site.brand,
            order: orderMailView(order, context.orderUrl),
            carrier: order.carrier || null,
            trackingNumber: order.trackingNumber || null,
            trackingUrl: trackingUrlOf(order.carrier, order.trackingNumber),
          },
          shopperEnvelope(order, context, id),
        ),
      );
    },

    async sendRefunded(tx, order, context, refund) {
      await once(tx, order, refund.cause, 'refunded', (id) =>
        deps.siteMail.write(
          tx,
          context.site,
          orderRefundedMail,
          {
            brand: context.site.brand,
            order: orderMailView(order, context.orderUrl),
            amount: money(refund.amountCents, order),
            full: order.refundedCents >= order.grandTotalCents,
            refundedTotal: money(order.refundedCents, order),
          },
          shopperEnvelope(order, context, id),
        ),
      );
    },

    async sendCancelled(tx, order, context, refundedCents) {
      await once(tx, order, 'cancelled', 'cancelled', (id) =>
        deps.siteMail.write(
          tx,
          context.site,
          orderCancelledMail,
          {
            brand: context.site.brand,
            order: orderMailView(order, context.orderUrl),
            refunded: refundedCents > 0 ? money(refundedCents, order) : null,
          },
          shopperEnvelope(order, context, id),
        ),
      );
    },

    /** The shopper's mails of an order, oldest first (the owner's own notice is not listed). */
    async list(websiteId, orderId) {
      const rows = await db
        .select({ mailId: orderMails.mailId, kind: orderMails.kind })
        .from(orderMails)
        .where(
          and(
            eq(orderMails.websiteId, websiteId),
            eq(orderMails.orderId, orderId),
            ne(orderMails.kind, 'new-order'),
          ),
        )
        .orderBy(asc(orderMails.createdAt));
      const mails = new Map(
        (
          await deps.outbox.byIds(
            websiteId,
            rows.map((row) => row.mailId),
          )
        ).map((mail) => [mail.id, mail]),
      );
      return rows.flatMap((row) => {
        const mail = mails.get(row.mailId);
        return mail
          ? [
              {
                kind: row.kind as OrderMailKind,
                toAddress: mail.to,
                subject: mail.subject,
                text: mail.text,
                status: mail.status,
                createdAt: mail.createdAt,
                sentAt: mail.sentAt,
              },
            ]
          : [];
      });
    },
  };
}
