import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type {
  OwnerSubscriptionDetailAnswer,
  SubscriptionRefundAnswer,
} from '../../../shared/api/subscriptions';
import type { CurrencyCode } from '../../../shared/money';
import { api, apiGet } from '../../api/client';
import { ErrorState, Loading, messageOf } from '../../ui/status';
import { t } from '../../text';
import { useRefundKey } from './refund-key';
import { money, renewalDayText } from './store-format';
import { StoreNav } from './store-nav';

const detailKey = (id: string) => ['store', 'subscription', id] as const;

/** An instant on the site's calendar and clock ("Mar 3, 2027, 4:00 PM"). */
const siteTimeText = (iso: string, timeZone: string) => {
  const options = { dateStyle: 'medium', timeStyle: 'short' } as const;
  try {
    return new Date(iso).toLocaleString(undefined, { ...options, timeZone });
  } catch {
    return new Date(iso).toLocaleString(undefined, { ...options, timeZone: 'UTC' });
  }
};

type Confirming = 'cancel' | 'refund' | null;

/** One subscription: customer, plan, state, next renewal on the site's calendar, history; cancel, refund the last charge. */
export function SubscriptionScreen() {
  const { subscriptionId = '' } = useParams();
  const client = useQueryClient();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [done, setDone] = useState<string | null>(null);
  const refundKey = useRefundKey();
  const detail = useQuery({
    queryKey: detailKey(subscriptionId),
    queryFn: () => apiGet<OwnerSubscriptionDetailAnswer>(`/api/commerce/subscriptions/${subscriptionId}`),
  });
  const path = `/api/commerce/subscriptions/${subscriptionId}`;
  const act = useMutation({
    mutationFn: async (action: 'cancel' | 'refund') =>
      action === 'cancel'
        ? { action, answer: await api<OwnerSubscriptionDetailAnswer>('POST', `${path}/cancel`, {}) }
        : {
            action,
            answer: await api<SubscriptionRefundAnswer>('POST', `${path}/refund-last`, {}, false, {
              'idempotency-key': refundKey.key,
            }),
          },
    onSuccess: ({ action, answer }) => {
      setConfirming(null);
      if (action === 'cancel') {
        client.setQueryData(detailKey(subscriptionId), answer);
        setDone(t('owners.storeSubscription.cancelled'));
      } else {
        refundKey.spent();
        setDone(
          t('owners.storeSubscription.refunded', {
            number: String((answer as SubscriptionRefundAnswer).orderNumber),
          }),
        );
      }
      void client.invalidateQueries({ queryKey: detailKey(subscriptionId) });
      void client.invalidateQueries({ queryKey: ['store', 'subscriptions'] });
      void client.invalidateQueries({ queryKey: ['store', 'orders'] });
    },
  });

  if (detail.isPending) return <Loading label={t('owners.storeSubscription.loading')} />;
  if (detail.isError) return <ErrorState error={detail.error} retry={() => void detail.refetch()} />;
  const { subscription, timeZone, history, lastCharge } = detail.data;
  const format = (minor: number) => money(minor, subscription.currency as CurrencyCode);
  const leftToRefund = lastCharge ? lastCharge.amountCents - lastCharge.refundedCents : 0;

  return (
    <section className="screen" aria-labelledby="subscription-title">
      <StoreNav />
      <Link to="/store/subscriptions" className="button button--quiet">
        {t('owners.storeSubscription.back')}
      </Link>
      <h1 id="subscription-title">
        {subscription.title}{' '}
        <span className={`badge badge--${subscription.status}`} data-subscription-status>
          {t(`owners.storeSubscriptions.status.${subscription.status}`)}
        </span>
      </h1>
      <p role="status" className="status" data-subscription-done>
        {act.isPending ? t('owners.storeSubscription.working') : done}
      </p>
      {act.isError && (
        <p role="alert" className="status status--error">
          {messageOf(act.error)}
        </p>
      )}
      <SubscriptionFacts detail={detail.data} />
      <div className="card">
        <h2>{t('owners.storeSubscription.actions')}</h2>
        {!detail.data.canCancel && !detail.data.canRefundLast && (
          <p>{t('owners.storeSubscription.nothing')}</p>
        )}
        {detail.data.canRefundLast && lastCharge && (
          <button
            type="button"
            className="button"
            disabled={act.isPending || confirming !== null}
            onClick={() => (
              setDone(null),
              act.reset(),
              refundKey.askFor(leftToRefund),
              setConfirming('refund')
            )}
          >
            {t('owners.storeSubscription.refundLast', {
              amount: format(leftToRefund),
              number: String(lastCharge.orderNumber),
            })}
          </button>
        )}{' '}
        {detail.data.canCancel && (
          <button
            type="button"
            className="button button--danger"
            disabled={act.isPending || confirming !== null}
            onClick={() => (setDone(null), act.reset(), setConfirming('cancel'))}
          >
            {t('owners.storeSubscription.cancel')}
          </button>
        )}
        {confirming && (
          <div role="alertdialog" aria-labelledby="subscription-confirm" className="card confirm">
            <h3 id="subscription-confirm">
              {confirming === 'cancel'
                ? t('owners.storeSubscription.confirmCancel', { email: subscription.email })
                : t('owners.storeSubscription.confirmRefund', {
                    amount: format(leftToRefund),
                    email: subscription.email,
                  })}
            </h3>
            <p>
              {confirming === 'cancel'
                ? t('owners.storeSubscription.confirmCancelText')
                : t('owners.storeSubscription.confirmRefundText')}
            </p>
            <button
              type="button"
              className="button button--danger"
              disabled={act.isPending}
              onClick={() => act.mutate(confirming)}
            >
              {confirming === 'cancel'
                ? t('owners.storeSubscription.yesCancel')
                : t('owners.storeSubscription.yesRefund')}
            </button>
            <button
              type="button"
              className="button button--quiet"
              disabled={act.isPending}
              onClick={() => setConfirming(null)}
            >
              {t('owners.storeSubscription.keep')}
            </button>
          </div>
        )}
      </div>
      <div className="card">
        <h2>{t('owners.storeSubscription.history')}</h2>
        <ol data-subscription-history>
          {history.map((entry, index) => (
            <li key={`${entry.at}-${index}`} data-kind={entry.kind}>
              {siteTimeText(entry.at, timeZone)}: {entry.message}
              {entry.order && (
                <>
                  {' '}
                  <Link to={`/store/orders/${entry.order.id}`}>
                    {t('owners.storeSubscription.viewOrder', { number: String(entry.order.orderNumber) })}
                  </Link>
                </>
              )}
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

/** Customer, plan and quantity, the next renewal on the site's calendar, payments made, the last failure. */
function SubscriptionFacts({ detail }: { detail: OwnerSubscriptionDetailAnswer }) {
  const { subscription, timeZone } = detail;
  return (
    <div className="card">
      <dl className="details">
        <dt>{t('owners.storeSubscriptions.customer')}</dt>
        <dd data-subscription-customer>
          {subscription.customerName
            ? `${subscription.customerName} (${subscription.email})`
            : subscription.email}
        </dd>
        <dt>{t('owners.storeSubscriptions.plan')}</dt>
        <dd>
          {t('owners.storeSubscription.planText', {
            plan: subscription.plan,
            quantity: subscription.quantity,
            amount: money(subscription.amountCents, subscription.currency as CurrencyCode),
          })}
        </dd>
        <dt>{t('owners.storeSubscriptions.nextPayment')}</dt>
        <dd data-next-payment>
          {subscription.nextPaymentAt
            ? t('owners.storeSubscription.nextIn', {
                date: renewalDayText(subscription.nextPaymentAt, timeZone),
                zone: timeZone,
              })
            : t('owners.storeSubscriptions.noNextPayment')}
        </dd>
        <dt>{t('owners.storeSubscriptions.payments')}</dt>
        <dd>{subscription.paymentsMade}</dd>
        {subscription.lastFailure && (
          <>
            <dt>{t('owners.storeSubscription.lastFailure')}</dt>
            <dd>{subscription.lastFailure}</dd>
          </>
        )}
      </dl>
    </div>
  );
}
