import type { OrderDetail, OrderJson, OrderLine } from '../../../shared/api/store-answers';
import type { CurrencyCode } from '../../../shared/money';
import { DataTable, type Column } from '../../ui/data-table';
import { OrderEmailsList } from './order-emails-list';
import { dateText, money } from './store-format';
import { t } from '../../text';

/** The read-only parts of the order screen: when and by whom, items and totals, address, payment, history. */

/** "Placed 3 Mar by Ada (ada@example.com) · paid … · fulfilled … · UPS tracking 1Z…" */
export function OrderTimeline({ order }: { order: OrderJson }) {
  return (
    <p>
      {t('owners.store.order.placed', {
        date: dateText(order.createdAt),
        customer: order.customerName
          ? t('owners.store.order.customer', { name: order.customerName, email: order.email })
          : order.email,
      })}
      {order.paidAt && t('owners.store.order.paid', { date: dateText(order.paidAt) })}
      {order.fulfilledAt && t('owners.store.order.fulfilled', { date: dateText(order.fulfilledAt) })}
      {order.trackingNumber && (
        <>
          {' · '}
          {order.carrier ? `${order.carrier} ` : ''}
          {t('owners.store.order.tracking')}{' '}
          {order.trackingUrl ? (
            <a href={order.trackingUrl} target="_blank" rel="noreferrer">
              {order.trackingNumber}
            </a>
          ) : (
            order.trackingNumber
          )}
        </>
      )}
      {order.cancelledAt && t('owners.store.order.cancelled', { date: dateText(order.cancelledAt) })}
    </p>
  );
}

const lineColumns = (currency: CurrencyCode): Column<OrderLine>[] => [
  {
    header: t('owners.store.order.item'),
    cell: (line) => line.title,
    sub: (line) => line.options.map((option) => `${option.name}: ${option.value}`).join(', '),
  },
  { header: t('owners.store.order.sku'), cell: (line) => line.sku },
  { header: t('owners.store.order.quantity'), cell: (line) => line.quantity },
  {
    header: t('owners.store.order.amount'),
    cell: (line) => money(line.unitPriceCents * line.quantity, currency),
  },
];

/** What was bought, then subtotal, discount, shipping, tax, total and what has been refunded. */
export function OrderItems({ order }: { order: OrderJson }) {
  const format = (minor: number) => money(minor, order.currency);
  return (
    <div className="card">
      <h2>{t('owners.store.order.items')}</h2>
      <DataTable
        columns={lineColumns(order.currency)}
        rows={order.lines}
        rowKey={(line) => line.variantId}
        empty={t('owners.store.order.noItems')}
      />
      <dl className="totals">
        <dt>{t('owners.store.order.subtotal')}</dt>
        <dd>{format(order.subtotalCents)}</dd>
        {order.discountCents > 0 && (
          <>
            <dt>
              {order.couponCodes.length > 0
                ? t('owners.store.order.discountCodes', { codes: order.couponCodes.join(', ') })
                : t('owners.store.order.discount')}
            </dt>
            <dd>-{format(order.discountCents)}</dd>
          </>
        )}
        {order.shippingOption && (
          <>
            <dt>{t('owners.store.order.shipping', { option: order.shippingOption.name })}</dt>
            <dd>{format(order.shippingCents)}</dd>
          </>
        )}
        {order.taxCents > 0 && (
          <>
            <dt>{t('owners.store.order.tax')}</dt>
            <dd>{format(order.taxCents)}</dd>
          </>
        )}
        <dt>{t('owners.store.order.total')}</dt>
        <dd data-order-total>{format(order.grandTotalCents)}</dd>
        {order.refundedCents > 0 && (
          <>
            <dt>{t('owners.store.order.refunded')}</dt>
            <dd data-order-refunded>{format(order.refundedCents)}</dd>
          </>
        )}
      </dl>
    </div>
  );
}

export function ShipTo({ address }: { address: NonNullable<OrderJson['shippingAddress']> }) {
  return (
    <div className="card">
      <h2>{t('owners.store.order.shipTo')}</h2>
      <address>
        {address.firstName} {address.lastName}
        <br />
        {address.line1}
        {address.line2 && (
          <>
            <br />
            {address.line2}
          </>
        )}
        <br />
        {address.city}
        {address.state && `, ${address.state}`} {address.zip}
        <br />
        {address.country}
      </address>
    </div>
  );
}

export function PaymentAndEmails({ detail }: { detail: OrderDetail }) {
  const { order, payment, emails } = detail;
  const format = (minor: number) => money(minor, order.currency);
  return (
    <div className="card">
      <h2>{t('owners.store.order.paymentAndEmails')}</h2>
      <p>
        {payment
          ? payment.refundedCents > 0
            ? t('owners.store.order.paymentRefunded', {
                provider: payment.provider,
                status: payment.status,
                amount: format(payment.amountCents),
                refunded: format(payment.refundedCents),
              })
            : t('owners.store.order.payment', {
                provider: payment.provider,
                status: payment.status,
                amount: format(payment.amountCents),
              })
          : t('owners.store.order.noPayment')}
      </p>
      <OrderEmailsList emails={emails} />
    </div>
  );
}

export function OrderHistory({ history }: { history: OrderDetail['history'] }) {
  return (
    <div className="card">
      <h2>{t('owners.store.order.history')}</h2>
      <ol data-order-history>
        {history.map((entry, index) => (
          <li key={`${entry.at}-${index}`} data-kind={entry.kind}>
            {t('owners.store.order.historyEntry', { date: dateText(entry.at), message: entry.message })}
          </li>
        ))}
        {history.length === 0 && <li>{t('owners.store.order.noHistory')}</li>}
      </ol>
    </div>
  );
}
