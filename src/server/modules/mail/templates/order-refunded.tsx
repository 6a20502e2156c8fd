import type { MailBrand } from './brand';
import { ActionButton, Heading, MailLayout, P } from './layout';
import type { OrderMailView } from './order-parts';
import { rich, t, yesNo } from './text';

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
  t('mail.orderRefunded.subject', {
    full: yesNo(full),
    site: brand.siteTitle,
    number: String(order.orderNumber),
  });

/** Sent for every refund the provider accepted: in full or part. */
export function OrderRefunded({ brand, order, amount, full, refundedTotal }: OrderRefundedProps) {
  return (
    <MailLayout brand={brand} preview={t('mail.orderRefunded.preview', { amount })}>
      <Heading brand={brand}>{t('mail.orderRefunded.heading', { full: yesNo(full) })}</Heading>
      <P brand={brand}>
        {rich('mail.orderRefunded.body', {
          hasName: yesNo(order.customerName),
          name: order.customerName,
          amount,
          number: String(order.orderNumber),
          b: (chunks) => <strong>{chunks}</strong>,
        })}
        {full ? '' : ` ${t('mail.orderRefunded.inTotal', { total: refundedTotal })}`}
      </P>
      <P brand={brand} muted>
        {t('mail.orderRefunded.bank')}
      </P>
      <ActionButton brand={brand} href={order.orderUrl}>
        {t('mail.common.viewOrder')}
      </ActionButton>
    </MailLayout>
  );
}
