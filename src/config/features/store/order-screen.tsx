import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import type { OrderDetail } from '../../../shared/api/store-answers';
import { apiGet, fieldError } from '../../api/client';
import { ErrorState, Loading, messageOf } from '../../ui/status';
import { OrderActions, useOrderAction } from './order-actions';
import { OrderHistory, OrderItems, OrderTimeline, PaymentAndEmails, ShipTo } from './order-details';
import { StoreNav } from './store-nav';
import { statusLabel } from './store-format';
import { storeKeys } from './store-queries';
import { t } from '../../text';

/** One order: lines, totals, address, payment and e-mails, with fulfil, refund (full or part) and cancel. */
export function OrderScreen() {
  const { orderId = '' } = useParams();
  const detail = useQuery({
    queryKey: storeKeys.order(orderId),
    queryFn: () => apiGet<OrderDetail>(`/api/commerce/orders/${orderId}`),
  });
  const action = useOrderAction(orderId);
  const { act, done } = action;

  if (detail.isPending) return <Loading label={t('owners.store.order.loading')} />;
  if (detail.isError) return <ErrorState error={detail.error} retry={() => void detail.refetch()} />;
  const { order, history } = detail.data;

  return (
    <section className="screen" aria-labelledby="order-title">
      <StoreNav />
      <Link to="/store/orders" className="button button--quiet">
        {t('owners.store.order.back')}
      </Link>
      <h1 id="order-title">
        {t('owners.store.order.title', { number: String(order.orderNumber) })}{' '}
        <span className={`badge badge--${order.status}`} data-order-status>
          {statusLabel(order.status)}
        </span>
      </h1>
      <OrderTimeline order={order} />
      <p role="status" className="status">
        {act.isPending ? t('owners.store.order.working') : done}
      </p>
      {act.isError && !fieldError(act.error, 'amountCents') && !fieldError(act.error, 'trackingNumber') && (
        <p role="alert" className="status status--error">
          {messageOf(act.error)}
        </p>
      )}
      <OrderItems order={order} />
      {order.shippingAddress && <ShipTo address={order.shippingAddress} />}
      <OrderActions order={order} action={action} />
      <PaymentAndEmails detail={detail.data} />
      <OrderHistory history={history} />
    </section>
  );
}
