import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { api, apiGet, fieldError } from '../../api/client';
import { ErrorState, Loading, messageOf } from '../../ui/status';
import { FulfilForm } from './fulfil-form';
import { OrderEmailsList } from './order-emails-list';
import { useRefundKey } from './refund-key';
import { StoreNav } from './store-nav';
import type { OrderDetail, OrderJson } from '../../../shared/api/store-answers';
import { dateText, majorText, money, parseMajor, statusLabels } from './store-format';
import { storeKeys } from './store-queries';

type Action = 'fulfil' | 'refund' | 'cancel';
const ordersPath = '/api/commerce/orders';

/** One order: lines, totals, address, payment and e-mails, with fulfil, refund (full or part) and cancel. */
export function OrderScreen() {
  const { orderId = '' } = useParams();
  const client = useQueryClient();
  const detail = useQuery({
    queryKey: storeKeys.order(orderId),
    queryFn: () => apiGet<OrderDetail>(`/api/commerce/orders/${orderId}`),
  });
  const [confirming, setConfirming] = useState<Exclude<Action, 'fulfil'> | null>(null);
  const [refundKind, setRefundKind] = useState<'full' | 'partial'>('full');
  const [amountText, setAmountText] = useState('');
  const [amountProblem, setAmountProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const refundKey = useRefundKey();
  const act = useMutation({
    mutationFn: ({ action, body }: { action: Action; body?: unknown }) =>
      api<{ order: OrderJson }>('POST', `${ordersPath}/${orderId}/${action}`, body ?? {}, false, {
        ...(action === 'refund' ? { 'idempotency-key': refundKey.key } : {}),
      }),
    onSuccess: ({ order }, { action }) => {
      // The answer is the new order: show it at once, then refresh the payment and lists behind it.
      client.setQueryData<OrderDetail>(storeKeys.order(orderId), (previous) =>
        previous ? { ...previous, order } : previous,
      );
      void client.invalidateQueries({ queryKey: storeKeys.order(orderId) });
      void client.invalidateQueries({ queryKey: storeKeys.orders });
      void client.invalidateQueries({ queryKey: storeKeys.customers });
      if (action !== 'fulfil') void client.invalidateQueries({ queryKey: storeKeys.inventory });
      setConfirming(null);
      setAmountText('');
      if (action === 'refund') refundKey.spent();
      setDone(
        action === 'fulfil'
          ? 'Order marked as fulfilled.'
          : action === 'cancel'
            ? 'Order cancelled.'
            : order.status === 'refunded'
              ? 'Order refunded in full.'
              : `Refunded. ${money(order.grandTotalCents - order.refundedCents, order.currency)} is left to refund.`,
      );
    },
  });

  if (detail.isPending) return <Loading label="Loading order…" />;
  if (detail.isError) return <ErrorState error={detail.error} retry={() => void detail.refetch()} />;
  const { order, payment, emails, history } = detail.data;
  const left = order.grandTotalCents - order.refundedCents;
  const canFulfil = order.status === 'paid';
  const canRefund = (order.status === 'paid' || order.status === 'fulfilled') && left > 0;
  const canCancel = order.status === 'pending' || order.status === 'paid';
  const format = (minor: number) => money(minor, order.currency);
  const requestedRefund = refundKind === 'full' ? left : parseMajor(amountText, order.currency);

  const askRefund = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    act.reset();
    if (refundKind === 'partial') {
      const amount = parseMajor(amountText, order.currency);
      if (amount === null || amount <= 0) return setAmountProblem('Enter an amount to refund');
      if (amount > left)
        return setAmountProblem(`A refund cannot be more than what is left to refund (${format(left)}).`);
    }
    setAmountProblem(null);
    refundKey.askFor(refundKind === 'full' ? null : requestedRefund);
    setConfirming('refund');
  };
  const run = (action: Action) => {
    setDone(null);
    act.mutate(
      action === 'refund' && refundKind === 'partial'
        ? { action, body: { amountCents: requestedRefund } }
        : { action },
    );
  };
  const refundFieldError = amountProblem ?? fieldError(act.error, 'amountCents');

  return (
    <section className="screen" aria-labelledby="order-title">
      <StoreNav />
      <Link to="/store/orders" className="button button--quiet">
        ← Orders
      </Link>
      <h1 id="order-title">
        Order #{order.orderNumber}{' '}
        <span className={`badge badge--${order.status}`} data-order-status>
          {statusLabels[order.status]}
        </span>
      </h1>
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
      <p role="status" className="status">
        {act.isPending ? 'Working…' : done}
      </p>
      {act.isError && !fieldError(act.error, 'amountCents') && !fieldError(act.error, 'trackingNumber') && (
        <p role="alert" className="status status--error">
          {messageOf(act.error)}
        </p>
      )}

      <div className="card">
        <h2>Items</h2>
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">SKU</th>
              <th scope="col">Quantity</th>
              <th scope="col">Amount</th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <tr key={line.variantId}>
                <td>
                  {line.title}
                  {line.options.length > 0 && (
                    <span className="data-table__sub">
                      {line.options.map((option) => `${option.name}: ${option.value}`).join(', ')}
                    </span>
                  )}
                </td>
                <td>{line.sku}</td>
                <td>{line.quantity}</td>
                <td>{format(line.unitPriceCents * line.quantity)}</td>
              </tr>
            ))}
          </tbody>
        </table>
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

      {order.shippingAddress && (
        <div className="card">
          <h2>Ship to</h2>
          <address>
            {order.shippingAddress.firstName} {order.shippingAddress.lastName}
            <br />
            {order.shippingAddress.line1}
            {order.shippingAddress.line2 && (
              <>
                <br />
                {order.shippingAddress.line2}
              </>
            )}
            <br />
            {order.shippingAddress.city}
            {order.shippingAddress.state && `, ${order.shippingAddress.state}`} {order.shippingAddress.zip}
            <br />
            {order.shippingAddress.country}
          </address>
        </div>
      )}

      <div className="card">
        <h2>Actions</h2>
        {!canFulfil && !canRefund && !canCancel && (
          <p>Nothing more can be done with a {statusLabels[order.status].toLowerCase()} order.</p>
        )}
        {canFulfil && (
          <FulfilForm
            pending={act.isPending}
            error={act.error}
            onFulfil={(shipment) => {
              setDone(null);
              act.mutate({ action: 'fulfil', body: shipment });
            }}
          />
        )}
        {canRefund && (
          <form onSubmit={askRefund} aria-label="Refund">
            <fieldset>
              <legend>Refund ({format(left)} can be refunded)</legend>
              <label>
                <input
                  type="radio"
                  name="refund-kind"
                  checked={refundKind === 'full'}
                  onChange={() => setRefundKind('full')}
                />{' '}
                Full refund of {format(left)}
              </label>
              <label>
                <input
                  type="radio"
                  name="refund-kind"
                  checked={refundKind === 'partial'}
                  onChange={() => setRefundKind('partial')}
                />{' '}
                Partial refund
              </label>
              {refundKind === 'partial' && (
                <div className={refundFieldError ? 'field field--invalid' : 'field'}>
                  <label htmlFor="refund-amount">Amount to refund ({order.currency})</label>
                  <input
                    id="refund-amount"
                    inputMode="decimal"
                    placeholder={majorText(left, order.currency)}
                    value={amountText}
                    onChange={(event) => setAmountText(event.target.value)}
                    aria-invalid={refundFieldError ? true : undefined}
                    aria-describedby={refundFieldError ? 'refund-amount-error' : undefined}
                  />
                  {refundFieldError && (
                    <p className="field__error" id="refund-amount-error">
                      {refundFieldError}
                    </p>
                  )}
                </div>
              )}
            </fieldset>
            <button type="submit" className="button" disabled={act.isPending || confirming !== null}>
              Refund…
            </button>
          </form>
        )}
        {canCancel && (
          <button
            type="button"
            className="button button--danger"
            disabled={act.isPending || confirming !== null}
            onClick={() => (setDone(null), setConfirming('cancel'))}
          >
            Cancel order…
          </button>
        )}
        {confirming && (
          <div role="alertdialog" aria-labelledby="confirm-title" className="card confirm">
            <h3 id="confirm-title">
              {confirming === 'refund'
                ? `Refund ${format(requestedRefund ?? left)} to ${order.email}?`
                : `Cancel order #${order.orderNumber}?`}
            </h3>
            <p>
              {confirming === 'refund'
                ? 'The money goes back to the customer’s card. This cannot be undone.'
                : order.status === 'paid'
                  ? `The customer is refunded ${format(left)} and the items go back into stock. This cannot be undone.`
                  : 'The items go back into stock. This cannot be undone.'}
            </p>
            <button
              type="button"
              className="button button--danger"
              disabled={act.isPending}
              onClick={() => run(confirming)}
            >
              {confirming === 'refund' ? 'Yes, refund' : 'Yes, cancel order'}
            </button>
            <button
              type="button"
              className="button button--quiet"
              disabled={act.isPending}
              onClick={() => setConfirming(null)}
            >
              Go back
            </button>
          </div>
        )}
      </div>

      <div className="card">
        <h2>Payment and e-mails</h2>
        <p>
          {payment
            ? `${payment.provider === 'test' ? 'Test provider' : 'Stripe'}: ${payment.status}, ${format(payment.amountCents)}${payment.refundedCents > 0 ? `, ${format(payment.refundedCents)} refunded` : ''}`
            : 'No payment yet.'}
        </p>
        <OrderEmailsList emails={emails} />
      </div>

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
    </section>
  );
}
