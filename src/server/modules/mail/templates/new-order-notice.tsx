import type { MailBrand } from './brand';
import { ActionButton, Heading, MailLayout, P } from './layout';
import { OrderSummary, ShippingDetails, type OrderMailView } from './order-parts';

export interface NewOrderNoticeProps {
  brand: MailBrand;
  order: OrderMailView;
  /** The order in the owners' app. */
  adminUrl: string;
  total: string;
}

export const newOrderNoticeSubject = ({ order, total }: NewOrderNoticeProps) =>
  `New order #${order.orderNumber}: ${total}${order.customerName ? ` from ${order.customerName}` : ''}`;

/** To the owner when an order is paid (store setting "Notify me of new orders", on by default). */
export function NewOrderNotice({ brand, order, adminUrl, total }: NewOrderNoticeProps) {
  return (
    <MailLayout
      brand={brand}
      preview={`${order.customerName || order.email} paid ${total}.`}
      footer={
        <P brand={brand} muted>
          You get this because “Notify me of new orders” is on in your store settings.
        </P>
      }
    >
      <Heading brand={brand}>New order #{order.orderNumber}</Heading>
      <P brand={brand}>
        {order.customerName || 'A shopper'} ({order.email}) paid {total}.
      </P>
      <OrderSummary brand={brand} order={order} />
      <ShippingDetails brand={brand} order={order} />
      <ActionButton brand={brand} href={adminUrl}>
        Open the order
      </ActionButton>
    </MailLayout>
  );
}
