import type { MailBrand } from './brand';
import { ActionButton, Heading, MailLayout, P } from './layout';
import { OrderSummary, type OrderMailView } from './order-parts';
import { t, yesNo } from './text';

export interface OrderCancelledProps {
  brand: MailBrand;
  order: OrderMailView;
  /** What was refunded with the cancellation, with its currency; null when nothing had been paid. */
  refunded: string | null;
}

export const orderCancelledSubject = ({ brand, order }: OrderCancelledProps) =>
  t('mail.orderCancelled.subject', { site: brand.siteTitle, number: String(order.orderNumber) });

/** Sent when the owner cancels an order. */
export function OrderCancelled({ brand, order, refunded }: OrderCancelledProps) {
  return (
    <MailLayout
      brand={brand}
      preview={t('mail.orderCancelled.preview', { number: String(order.orderNumber) })}
    >
      <Heading brand={brand}>{t('mail.orderCancelled.heading')}</Heading>
      <P brand={brand}>
        {t('mail.orderCancelled.body', {
          hasName: yesNo(order.customerName),
          name: order.customerName,
          number: String(order.orderNumber),
        })}{' '}
        {refunded
          ? t('mail.orderCancelled.refunded', { amount: refunded })
          : t('mail.orderCancelled.notCharged')}
      </P>
      <OrderSummary brand={brand} order={order} />
      <P brand={brand} muted>
        {t('mail.common.questions')}
      </P>
      <ActionButton brand={brand} href={order.orderUrl}>
        {t('mail.common.viewOrder')}
      </ActionButton>
    </MailLayout>
  );
}
