import type { MailBrand } from './brand';
import { ActionButton, Heading, MailLayout, P } from './layout';
import { OrderSummary, type OrderMailView } from './order-parts';

export interface OrderCancelledProps {
  brand: MailBrand;
  order: OrderMailView;
  /** What was refunded with the cancellation, with its currency; null when nothing had been paid. */
  refunded: string | null;
}

export const orderCancelledSubject = ({ brand, order }: OrderCancelledProps) =>
  `Your ${brand.siteTitle} order #${order.orderNumber} was cancelled`;

/** Sent when the owner cancels an order. */
export function OrderCancelled({ brand, order, refunded }: OrderCancelledProps) {
  return (
    <MailLayout brand={brand} preview={`Order #${order.orderNumber} was cancelled.`}>
      <Heading brand={brand}>Your order was cancelled</Heading>
      <P brand={brand}>
        {order.customerName ? `Hello ${order.customerName}, o` : 'O'}rder #{order.orderNumber} was cancelled.{' '}
        {refunded
          ? `We refunded ${refunded} to your original payment method.`
          : 'You were not charged for it.'}
      </P>
      <OrderSummary brand={brand} order={order} />
      <P brand={brand} muted>
        Questions? Reply to this e-mail.
      </P>
      <ActionButton brand={brand} href={order.orderUrl}>
        View your order
      </ActionButton>
    </MailLayout>
  );
}
