import type { MailBrand } from './brand';
import { ActionButton, Heading, MailLayout, P } from './layout';
import { OrderSummary, ShippingDetails, type OrderMailView } from './order-parts';
import { SubscriptionDetails, type SubscriptionMailPart } from './subscription-part';
import { t, yesNo } from './text';

export interface OrderConfirmationProps {
  brand: MailBrand;
  order: OrderMailView;
  /** A subscription's payment (its first, or a renewal): the plan, next payment and self-service link. */
  subscription?: SubscriptionMailPart | null;
}

export const orderConfirmationSubject = ({ brand, order, subscription }: OrderConfirmationProps) =>
  subscription?.renewal
    ? t('mail.orderConfirmation.renewalSubject', {
        site: brand.siteTitle,
        title: subscription.title,
        number: String(order.orderNumber),
      })
    : t('mail.orderConfirmation.subject', { site: brand.siteTitle, number: String(order.orderNumber) });

/** Sent when the order is paid (a subscription's renewal too: it is an order of its own). */
export function OrderConfirmation({ brand, order, subscription }: OrderConfirmationProps) {
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
      {subscription ? <SubscriptionDetails brand={brand} part={subscription} /> : null}
    </MailLayout>
  );
}
