import type { MailBrand } from './brand';
import { ActionButton, Heading, MailLayout, P } from './layout';
import { OrderSummary, ShippingDetails, type OrderMailView } from './order-parts';
import { t, yesNo } from './text';

export interface NewOrderNoticeProps {
  brand: MailBrand;
  order: OrderMailView;
  /** The order in the owners' app. */
  adminUrl: string;
  total: string;
}

export const newOrderNoticeSubject = ({ order, total }: NewOrderNoticeProps) =>
  t('mail.newOrder.subject', {
    hasName: yesNo(order.customerName),
    name: order.customerName,
    number: String(order.orderNumber),
    total,
  });

/** To the owner when an order is paid (store setting "Notify me of new orders", on by default). */
export function NewOrderNotice({ brand, order, adminUrl, total }: NewOrderNoticeProps) {
  return (
    <MailLayout
      brand={brand}
      preview={t('mail.newOrder.preview', { who: order.customerName || order.email, total })}
      footer={
        <P brand={brand} muted>
          {t('mail.newOrder.footer')}
        </P>
      }
    >
      <Heading brand={brand}>{t('mail.newOrder.heading', { number: String(order.orderNumber) })}</Heading>
      <P brand={brand}>
        {t('mail.newOrder.body', {
          who: order.customerName || t('mail.newOrder.aShopper'),
          email: order.email,
          total,
        })}
      </P>
      <OrderSummary brand={brand} order={order} />
      <ShippingDetails brand={brand} order={order} />
      <ActionButton brand={brand} href={adminUrl}>
        {t('mail.newOrder.action')}
      </ActionButton>
    </MailLayout>
  );
}
