import type { MailBrand } from './brand';
import { ActionButton, Heading, MailLayout, MailLink, P } from './layout';
import { OrderSummary, ShippingDetails, type OrderMailView } from './order-parts';
import { t, yesNo } from './text';

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
  t('mail.orderFulfilled.subject', {
    ships: yesNo(order.shippingAddress),
    site: brand.siteTitle,
    number: String(order.orderNumber),
  });

/** Sent when the owner marks the order fulfilled, with the tracking number when there is one. */
export function OrderFulfilled({ brand, order, carrier, trackingNumber, trackingUrl }: OrderFulfilledProps) {
  const ships = order.shippingAddress !== null;
  return (
    <MailLayout
      brand={brand}
      preview={t('mail.orderFulfilled.preview', { ships: yesNo(ships), number: String(order.orderNumber) })}
    >
      <Heading brand={brand}>{t('mail.orderFulfilled.heading', { ships: yesNo(ships) })}</Heading>
      <P brand={brand}>
        {t('mail.orderFulfilled.body', {
          hasName: yesNo(order.customerName),
          name: order.customerName,
          number: String(order.orderNumber),
          ships: yesNo(ships),
        })}
      </P>
      {trackingNumber && (
        <P brand={brand}>
          <strong>
            {t('mail.orderFulfilled.tracking', { hasCarrier: yesNo(carrier), carrier: carrier ?? '' })}
          </strong>
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
      {!trackingNumber && carrier && <P brand={brand}>{t('mail.orderFulfilled.carrier', { carrier })}</P>}
      <ShippingDetails brand={brand} order={order} />
      <OrderSummary brand={brand} order={order} />
      <ActionButton brand={brand} href={trackingUrl ?? order.orderUrl}>
        {trackingUrl ? t('mail.orderFulfilled.track') : t('mail.common.viewOrder')}
      </ActionButton>
    </MailLayout>
  );
}
