import type { MailBrand } from './brand';
import { ActionButton, Heading, MailLayout, P } from './layout';
import type { OrderMailView } from './order-parts';

export interface OrderRefundedProps {
  brand: MailBrand;
  order: OrderMailView;
  /** This refund, with its currency. */
  amount: string;
  /** Whether the order is now refunded in full. */
  full: boolean;
  /** Everything refunded so far, with its currency. */
  refundedTotal: string;
}

export const orderRefundedSubject = ({ brand, order, full }: OrderRefundedProps) =>
  `${full ? 'Refund' : 'Partial refund'} for your ${brand.siteTitle} order #${order.orderNumber}`;

/** Sent for every refund the provider accepted: in full or part. */
export function OrderRefunded({ brand, order, amount, full, refundedTotal }: OrderRefundedProps) {
  return (
    <MailLayout brand={brand} preview={`${amount} is on its way back to you.`}>
      <Heading brand={brand}>{full ? 'Your order was refunded' : 'Part of your order was refunded'}</Heading>
      <P brand={brand}>
        {order.customerName ? `Hello ${order.customerName}, w` : 'W'}e refunded <strong>{amount}</strong> for
        order #{order.orderNumber} to your original payment method.
        {full ? '' : ` In total ${refundedTotal} of this order has been refunded.`}
      </P>
      <P brand={brand} muted>
        Depending on your bank, it can take 5 to 10 business days for the money to appear on your statement.
      </P>
      <ActionButton brand={brand} href={order.orderUrl}>
        View your order
      </ActionButton>
    </MailLayout>
  );
}
