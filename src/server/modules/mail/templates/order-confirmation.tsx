import type { MailBrand } from './brand';
import { ActionButton, Heading, MailLayout, P } from './layout';
import { OrderSummary, ShippingDetails, type OrderMailView } from './order-parts';

export interface OrderConfirmationProps {
  brand: MailBrand;
  order: OrderMailView;
}

export const orderConfirmationSubject = ({ brand, order }: OrderConfirmationProps) =>
  `Your ${brand.siteTitle} order #${order.orderNumber} is confirmed`;

/** Sent when the order is paid. */
export function OrderConfirmation({ brand, order }: OrderConfirmationProps) {
  return (
    <MailLayout brand={brand} preview={`Order #${order.orderNumber} is confirmed. Thank you for your order.`}>
      <Heading brand={brand}>
        Thank you for your order{order.customerName ? `, ${order.customerName}` : ''}
      </Heading>
      <P brand={brand}>
        We received your payment for order #{order.orderNumber}. We will let you know when it is on its way.
      </P>
      <OrderSummary brand={brand} order={order} />
      <ShippingDetails brand={brand} order={order} />
      <ActionButton brand={brand} href={order.orderUrl}>
        View your order
      </ActionButton>
    </MailLayout>
  );
}
