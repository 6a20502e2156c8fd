import type { MailBrand } from './brand';
import { ActionButton, Heading, MailLayout, MailLink, P } from './layout';
import { OrderSummary, ShippingDetails, type OrderMailView } from './order-parts';

export interface OrderFulfilledProps {
  brand: MailBrand;
  order: OrderMailView;
  /** The carrier's name as the owner gave it; null when none was given. */
  carrier: string | null;
  trackingNumber: string | null;
  /** The carrier's tracking page for this number (known carriers only). */
  trackingUrl: string | null;
}

export const orderFulfilledSubject = ({ brand, order }: OrderFulfilledProps) =>
  order.shippingAddress
    ? `Your ${brand.siteTitle} order #${order.orderNumber} is on its way`
    : `Your ${brand.siteTitle} order #${order.orderNumber} is complete`;

/** Sent when the owner marks the order fulfilled, with the tracking number when there is one. */
export function OrderFulfilled({ brand, order, carrier, trackingNumber, trackingUrl }: OrderFulfilledProps) {
  const ships = order.shippingAddress !== null;
  return (
    <MailLayout
      brand={brand}
      preview={
        ships ? `Order #${order.orderNumber} has shipped.` : `Order #${order.orderNumber} is complete.`
      }
    >
      <Heading brand={brand}>{ships ? 'Your order is on its way' : 'Your order is complete'}</Heading>
      <P brand={brand}>
        {order.customerName ? `Hello ${order.customerName}, o` : 'O'}rder #{order.orderNumber}{' '}
        {ships ? 'has been sent.' : 'has been fulfilled.'}
      </P>
      {trackingNumber && (
        <P brand={brand}>
          <strong>Tracking number{carrier ? ` (${carrier})` : ''}</strong>
          <br />
          {trackingUrl ? (
            <MailLink brand={brand} href={trackingUrl}>
              {trackingNumber}
            </MailLink>
          ) : (
            trackingNumber
          )}
        </P>
      )}
      {!trackingNumber && carrier && <P brand={brand}>Carrier: {carrier}</P>}
      <ShippingDetails brand={brand} order={order} />
      <OrderSummary brand={brand} order={order} />
      <ActionButton brand={brand} href={trackingUrl ?? order.orderUrl}>
        {trackingUrl ? 'Track your parcel' : 'View your order'}
      </ActionButton>
    </MailLayout>
  );
}
