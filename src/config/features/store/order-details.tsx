import type { OrderDetail, OrderJson, OrderLine } from '../../../shared/api/store-answers';
import type { CurrencyCode } from '../../../shared/money';
import { DataTable, type Column } from '../../ui/data-table';
import { OrderEmailsList } from './order-emails-list';
import { dateText, money } from './store-format';

/** The read-only parts of the order screen: when and by whom, items and totals, address, payment, history. */

/** "Placed 3 Mar by Ada (ada@example.com) · paid … · fulfilled … · UPS tracking 1Z…" */
export function OrderTimeline({ order }: { order: OrderJson }) {
  return (
    <p>
      Placed {dateText(order.createdAt)} by{' '}
      {order.customerName ? `${order.customerName} (${order.email})` : order.email}
      {order.paidAt && ` · paid ${dateText(order.paidAt)}`}
      {order.fulfilledAt && ` · fulfilled ${dateText(order.fulfilledAt)}`}
      {order.trackingNumber && (
        <>
          {' · '}
          {order.carrier ? `${order.carrier} ` : ''}tracking{' '}
          {order.trackingUrl ? (
            <a href={order.trackingUrl} target="_blank" rel="noreferrer">
              {order.trackingNumber}
            </a>
          ) : (
            order.trackingNumber
          )}
        </>
      )}
      {order.cancelledAt && ` · cancelled ${dateText(order.cancelledAt)}`}
    </p>
  );
}

const lineColumns = (currency: CurrencyCode): Column<OrderLine>[] => [
  {
    header: 'Item',
    cell: (line) => line.title,
    sub: (line) => line.options.map((option) => `${option.name}: ${option.value}`).join(', '),
  },
  { header: 'SKU', cell: (line) => line.sku },
  { header: 'Quantity', cell: (line) => line.quantity },
  { header: 'Amount', cell: (line) => money(line.unitPriceCents * line.quantity, currency) },
];

/** What was bought, then subtotal, discount, shipping, tax, total and what has been refunded. */
export function OrderItems({ order }: { order: OrderJson }) {
  const format = (minor: number) => money(minor, order.currency);
  return (
    <div className="card">
      <h2>Items</h2>
      <DataTable
        columns={lineColumns(order.currency)}
        rows={order.lines}
        rowKey={(line) => line.variantId}
        empty="No items."
      />
      <dl className="totals">
        <dt>Subtotal</dt>
        <dd>{format(order.subtotalCents)}</dd>
        {order.discountCents > 0 && (
          <>
            <dt>Discount{order.couponCodes.length > 0 && ` (${order.couponCodes.join(', ')})`}</dt>
            <dd>-{format(order.discountCents)}</dd>
          </>
        )}
        {order.shippingOption && (
          <>
            <dt>Shipping ({order.shippingOption.name})</dt>
            <dd>{format(order.shippingCents)}</dd>
          </>
        )}
        {order.taxCents > 0 && (
          <>
            <dt>Tax</dt>
            <dd>{format(order.taxCents)}</dd>
          </>
        )}
        <dt>Total</dt>
        <dd data-order-total>{format(order.grandTotalCents)}</dd>
        {order.refundedCents > 0 && (
          <>
            <dt>Refunded</dt>
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
      <h2>Ship to</h2>
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
      <h2>Payment and e-mails</h2>
      <p>
        {payment
          ? `${payment.provider === 'test' ? 'Test provider' : 'Stripe'}: ${payment.status}, ${format(payment.amountCents)}${payment.refundedCents > 0 ? `, ${format(payment.refundedCents)} refunded` : ''}`
          : 'No payment yet.'}
      </p>
      <OrderEmailsList emails={emails} />
    </div>
  );
}

export function OrderHistory({ history }: { history: OrderDetail['history'] }) {
  return (
    <div className="card">
      <h2>History</h2>
      <ol data-order-history>
        {history.map((entry, index) => (
          <li key={`${entry.at}-${index}`} data-kind={entry.kind}>
            {dateText(entry.at)}: {entry.message}
          </li>
        ))}
        {history.length === 0 && <li>No history recorded for this order.</li>}
      </ol>
    </div>
  );
}
