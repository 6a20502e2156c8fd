import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { OrderAnswer, OrderDetail, OrderJson } from '../../../shared/api/store-answers';
import { api, fieldError } from '../../api/client';
import { FulfilForm } from './fulfil-form';
import { useRefundKey } from './refund-key';
import { majorText, money, parseMajor, statusLabel } from './store-format';
import { storeKeys } from './store-queries';
import { t } from '../../text';

type Action = 'fulfil' | 'refund' | 'cancel';
type Confirmable = Exclude<Action, 'fulfil'>;
const ordersPath = '/api/commerce/orders';

const doneText = (action: Action, order: OrderJson) =>
  action === 'fulfil'
    ? t('owners.store.actions.fulfilled')
    : action === 'cancel'
      ? t('owners.store.actions.cancelled')
      : order.status === 'refunded'
        ? t('owners.store.actions.refundedFull')
        : t('owners.store.actions.refundedPart', {
            left: money(order.grandTotalCents - order.refundedCents, order.currency),
          });

/**
 * Fulfil, refund or cancel one order, and what came of the last of them (`done`), which the
 * screen announces near its top. A refund carries its Idempotency-Key (see refund-key.ts).
 */
export function useOrderAction(orderId: string) {
  const client = useQueryClient();
  const [done, setDone] = useState<string | null>(null);
  const refundKey = useRefundKey();
  const act = useMutation({
    mutationFn: ({ action, body }: { action: Action; body?: unknown }) =>
      api<OrderAnswer>('POST', `${ordersPath}/${orderId}/${action}`, body ?? {}, false, {
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
      if (action === 'refund') refundKey.spent();
      setDone(doneText(action, order));
    },
  });
  return { act, done, setDone, refundKey };
}
export type OrderAction = ReturnType<typeof useOrderAction>;

/** The Actions card: only what the order's state allows, each lasting change confirmed first. */
export function OrderActions({ order, action }: { order: OrderJson; action: OrderAction }) {
  const { act, setDone, refundKey } = action;
  const [confirming, setConfirming] = useState<Confirmable | null>(null);
  const [refundKind, setRefundKind] = useState<'full' | 'partial'>('full');
  const [amountText, setAmountText] = useState('');
  const [amountProblem, setAmountProblem] = useState<string | null>(null);
  const left = order.grandTotalCents - order.refundedCents;
  const canFulfil = order.status === 'paid';
  const canRefund = (order.status === 'paid' || order.status === 'fulfilled') && left > 0;
  const canCancel = order.status === 'pending' || order.status === 'paid';
  const format = (minor: number) => money(minor, order.currency);
  const requestedRefund = refundKind === 'full' ? left : parseMajor(amountText, order.currency);

  /** After any action answered: no open confirmation, no half-typed amount. */
  const clear = () => {
    setConfirming(null);
    setAmountText('');
  };
  const askRefund = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    act.reset();
    if (refundKind === 'partial') {
      const amount = parseMajor(amountText, order.currency);
      if (amount === null || amount <= 0) return setAmountProblem(t('owners.store.actions.enterAmount'));
      if (amount > left) return setAmountProblem(t('owners.store.actions.tooMuch', { left: format(left) }));
    }
    setAmountProblem(null);
    refundKey.askFor(refundKind === 'full' ? null : requestedRefund);
    setConfirming('refund');
  };
  const run = (confirmed: Confirmable) => {
    setDone(null);
    act.mutate(
      confirmed === 'refund' && refundKind === 'partial'
        ? { action: confirmed, body: { amountCents: requestedRefund } }
        : { action: confirmed },
      { onSuccess: clear },
    );
  };

  return (
    <div className="card">
      <h2>{t('owners.store.actions.title')}</h2>
      {!canFulfil && !canRefund && !canCancel && (
        <p>{t('owners.store.actions.nothingMore', { status: statusLabel(order.status).toLowerCase() })}</p>
      )}
      {canFulfil && (
        <FulfilForm
          pending={act.isPending}
          error={act.error}
          onFulfil={(shipment) => {
            setDone(null);
            act.mutate({ action: 'fulfil', body: shipment }, { onSuccess: clear });
          }}
        />
      )}
      {canRefund && (
        <RefundForm
          order={order}
          left={left}
          kind={refundKind}
          onKind={setRefundKind}
          amountText={amountText}
          onAmountText={setAmountText}
          error={amountProblem ?? fieldError(act.error, 'amountCents')}
          disabled={act.isPending || confirming !== null}
          onSubmit={askRefund}
        />
      )}
      {canCancel && (
        <button
          type="button"
          className="button button--danger"
          disabled={act.isPending || confirming !== null}
          onClick={() => (setDone(null), setConfirming('cancel'))}
        >
          {t('owners.store.actions.cancel')}
        </button>
      )}
      {confirming && (
        <ConfirmAction
          order={order}
          confirming={confirming}
          amount={format(requestedRefund ?? left)}
          left={format(left)}
          pending={act.isPending}
          onConfirm={() => run(confirming)}
          onBack={() => setConfirming(null)}
        />
      )}
    </div>
  );
}

function RefundForm(props: {
  order: OrderJson;
  left: number;
  kind: 'full' | 'partial';
  onKind: (kind: 'full' | 'partial') => void;
  amountText: string;
  onAmountText: (text: string) => void;
  error: string | null | undefined;
  disabled: boolean;
  onSubmit: (event: FormEvent) => void;
}) {
  const { order, left, kind, error } = props;
  const leftText = money(left, order.currency);
  return (
    <form onSubmit={props.onSubmit} aria-label={t('owners.store.refund.label')}>
      <fieldset>
        <legend>{t('owners.store.refund.legend', { left: leftText })}</legend>
        <label>
          <input
            type="radio"
            name="refund-kind"
            checked={kind === 'full'}
            onChange={() => props.onKind('full')}
          />{' '}
          {t('owners.store.refund.full', { left: leftText })}
        </label>
        <label>
          <input
            type="radio"
            name="refund-kind"
            checked={kind === 'partial'}
            onChange={() => props.onKind('partial')}
          />{' '}
          {t('owners.store.refund.partial')}
        </label>
        {kind === 'partial' && (
          <div className={error ? 'field field--invalid' : 'field'}>
            <label htmlFor="refund-amount">
              {t('owners.store.refund.amount', { currency: order.currency })}
            </label>
            <input
              id="refund-amount"
              inputMode="decimal"
              placeholder={majorText(left, order.currency)}
              value={props.amountText}
              onChange={(event) => props.onAmountText(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'refund-amount-error' : undefined}
            />
            {error && (
              <p className="field__error" id="refund-amount-error">
                {error}
              </p>
            )}
          </div>
        )}
      </fieldset>
      <button type="submit" className="button" disabled={props.disabled}>
        {t('owners.store.refund.submit')}
      </button>
    </form>
  );
}

function ConfirmAction(props: {
  order: OrderJson;
  confirming: Confirmable;
  /** The refund asked for, formatted. */
  amount: string;
  /** What is left to refund, formatted. */
  left: string;
  pending: boolean;
  onConfirm: () => void;
  onBack: () => void;
}) {
  const { order, confirming } = props;
  return (
    <div role="alertdialog" aria-labelledby="confirm-title" className="card confirm">
      <h3 id="confirm-title">
        {confirming === 'refund'
          ? t('owners.store.confirm.refundTitle', { amount: props.amount, email: order.email })
          : t('owners.store.confirm.cancelTitle', { number: String(order.orderNumber) })}
      </h3>
      <p>
        {confirming === 'refund'
          ? t('owners.store.confirm.refundText')
          : order.status === 'paid'
            ? t('owners.store.confirm.cancelPaidText', { left: props.left })
            : t('owners.store.confirm.cancelText')}
      </p>
      <button
        type="button"
        className="button button--danger"
        disabled={props.pending}
        onClick={props.onConfirm}
      >
        {confirming === 'refund' ? t('owners.store.confirm.yesRefund') : t('owners.store.confirm.yesCancel')}
      </button>
      <button type="button" className="button button--quiet" disabled={props.pending} onClick={props.onBack}>
        {t('owners.store.confirm.back')}
      </button>
    </div>
  );
}
