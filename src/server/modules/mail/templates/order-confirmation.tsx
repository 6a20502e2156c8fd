import type { MailBrand } from './brand';
import { ActionButton, Heading, MailLayout, P } from './layout';
import { OrderSummary, ShippingDetails, type OrderMailView } from './order-parts';
import { t, yesNo } from './text';

export interface OrderConfirmationProps {
  brand: MailBrand;
  order: OrderMailView;
}

export const orderConfirmationSubject = ({ brand, order }: OrderConfirmationProps) =>
  t('mail.orderConfirmation.subject', { site: brand.siteTitle, number: String(order.orderNumber) });

/** Sent when the order is paid. */
export function OrderConfirmation({ brand, order }: OrderConfirmationProps) {
  return (
    <MailLayout
      brand={brand}
      preview={t('mail.orderConfirmation.preview', { number: String(order.orderNumber) })}
    >
      <Heading brand={brand}>
        {t('mail.orderConfirmation.heading', {
          hasName: yesNo(order.customerName),
          name: order.customerName,
        })}
      </Heading>
      <P brand={brand}>{t('mail.orderConfirmation.body', { number: String(order.orderNumber) })}</P>
      <OrderSummary brand={brand} order={order} />
      <ShippingDetails brand={brand} order={order} />
      <ActionButton brand={brand} href={order.orderUrl}>
        {t('mail.common.viewOrder')}
      </ActionButton>
    </MailLayout>
  );
}
