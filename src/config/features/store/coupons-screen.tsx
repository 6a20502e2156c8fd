import type { CouponJson, CouponsAnswer } from '../../../shared/api/store-answers';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { CouponKind } from '../../../shared/api/store';
import { parseAmount, type CurrencyCode } from '../../../shared/money';
import { api, apiGet, ApiError } from '../../api/client';
import { DataTable, type Column } from '../../ui/data-table';
import { TextField } from '../../ui/field';
import { ErrorState, Loading, messageOf } from '../../ui/status';
import { StoreToggleSetting } from './store-toggle-setting';
import { StoreNav } from './store-nav';
import { dateText, money, parseMajor } from './store-format';
import { storeKeys, useCurrency } from './store-queries';
import { t } from '../../text';

const couponsKey = storeKeys.coupons;

/** Percent with up to two decimals, as basis points (10 % → 1000), by integer arithmetic. */
const percentText = (basisPoints: number) =>
  t('owners.store.coupons.percent', {
    percent: (basisPoints / 100).toFixed(basisPoints % 100 === 0 ? 0 : 2),
  });

function describe(coupon: CouponJson, currency: CurrencyCode) {
  const what =
    coupon.kind === 'percentage'
      ? t('owners.store.coupons.off', { amount: percentText(coupon.amount) })
      : coupon.kind === 'fixed'
        ? t('owners.store.coupons.off', { amount: money(coupon.amount, currency) })
        : t('owners.store.coupons.freeShipping');
  return coupon.minimumSubtotalCents > 0
    ? t('owners.store.coupons.withMinimum', {
        discount: what,
        minimum: money(coupon.minimumSubtotalCents, currency),
      })
    : what;
}

const validText = (coupon: CouponJson) =>
  coupon.startsAt || coupon.endsAt
    ? t('owners.store.coupons.validRange', {
        from: coupon.startsAt ? dateText(coupon.startsAt) : t('owners.store.coupons.now'),
        to: coupon.endsAt ? dateText(coupon.endsAt) : t('owners.store.coupons.noEnd'),
      })
    : t('owners.store.coupons.always');

const couponColumns = (currency: CurrencyCode): Column<CouponJson>[] => [
  { header: t('owners.store.coupons.code'), cell: (coupon) => <code>{coupon.code}</code> },
  { header: t('owners.store.coupons.discount'), cell: (coupon) => describe(coupon, currency) },
  { header: t('owners.store.coupons.valid'), cell: validText },
  {
    header: t('owners.store.coupons.state'),
    cell: (coupon) => (
      <span className={coupon.active ? 'badge' : 'badge badge--draft'}>
        {coupon.active ? t('owners.store.coupons.active') : t('owners.store.coupons.paused')}
      </span>
    ),
  },
];

/** Discount codes shoppers enter at checkout: percentage, fixed amount or free shipping. */
export function CouponsScreen() {
  const currency = useCurrency();
  const client = useQueryClient();
  const coupons = useQuery({
    queryKey: couponsKey,
    queryFn: () => apiGet<CouponsAnswer>('/api/commerce/coupons'),
  });
  const [code, setCode] = useState('');
  const [kind, setKind] = useState<CouponKind>('percentage');
  const [amount, setAmount] = useState('');
  const [minimum, setMinimum] = useState('');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [deleting, setDeleting] = useState<CouponJson | null>(null);
  const refresh = () => void client.invalidateQueries({ queryKey: couponsKey });

  const create = useMutation({
    mutationFn: (body: unknown) => api('POST', '/api/commerce/coupons', body),
    onSuccess: () => {
      refresh();
      setCode('');
      setAmount('');
      setMinimum('');
    },
  });
  const toggle = useMutation({
    mutationFn: (coupon: CouponJson) =>
      api('PUT', `/api/commerce/coupons/${coupon.id}`, { ...coupon, active: !coupon.active }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (coupon: CouponJson) => api('DELETE', `/api/commerce/coupons/${coupon.id}`),
    onSuccess: () => {
      refresh();
      setDeleting(null);
    },
  });

  if (coupons.isPending || !currency) return <Loading label={t('owners.store.coupons.loading')} />;
  if (coupons.isError) return <ErrorState error={coupons.error} retry={() => void coupons.refetch()} />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    let value = 0;
    if (kind === 'percentage') {
      const basisPoints = parseAmount(amount.replace('%', ''), 2);
      if (basisPoints === null || basisPoints <= 0 || basisPoints > 10_000)
        found.amount = t('owners.store.coupons.percentProblem');
      else value = basisPoints;
    } else if (kind === 'fixed') {
      const minor = parseMajor(amount, currency);
      if (minor === null || minor <= 0) found.amount = t('owners.store.coupons.amountProblem');
      else value = minor;
    }
    const minimumCents = minimum.trim() === '' ? 0 : parseMajor(minimum, currency);
    if (minimumCents === null) found.minimumSubtotalCents = t('owners.store.coupons.minimumProblem');
    setProblems(found);
    if (Object.keys(found).length === 0)
      create.mutate({ code, kind, amount: value, minimumSubtotalCents: minimumCents ?? 0, active: true });
  };
  const errorOf = (path: string) =>
    problems[path] ?? (create.error instanceof ApiError ? create.error.fieldErrors[path] : undefined);

  return (
    <section className="screen" aria-labelledby="coupons-title">
      <StoreNav />
      <h1 id="coupons-title">{t('owners.store.coupons.title')}</h1>
      {/* By default one code per order: a second code is refused while another applies. */}
      <StoreToggleSetting
        setting="combineCoupons"
        defaultOn={false}
        label={t('owners.store.coupons.combine')}
        hint={t('owners.store.coupons.combineHint')}
      />
      <DataTable
        columns={[
          ...couponColumns(currency),
          {
            header: t('owners.store.coupons.actions'),
            headerHidden: true,
            cell: (coupon) => (
              <>
                <button
                  type="button"
                  className="button button--quiet"
                  disabled={toggle.isPending}
                  onClick={() => toggle.mutate(coupon)}
                >
                  {coupon.active
                    ? t('owners.store.coupons.pause', { code: coupon.code })
                    : t('owners.store.coupons.resume', { code: coupon.code })}
                </button>
                <button type="button" className="button button--quiet" onClick={() => setDeleting(coupon)}>
                  {t('owners.store.coupons.delete', { code: coupon.code })}
                </button>
              </>
            ),
          },
        ]}
        rows={coupons.data.coupons}
        rowKey={(coupon) => coupon.id}
        empty={t('owners.store.coupons.empty')}
      />
      {(toggle.isError || remove.isError) && <p role="alert">{messageOf(toggle.error ?? remove.error)}</p>}
      {deleting && (
        <div role="alertdialog" aria-labelledby="delete-coupon-title" className="card confirm">
          <h2 id="delete-coupon-title">{t('owners.store.coupons.deleteTitle', { code: deleting.code })}</h2>
          <p>{t('owners.store.coupons.deleteText')}</p>
          <button
            type="button"
            className="button button--danger"
            disabled={remove.isPending}
            onClick={() => remove.mutate(deleting)}
          >
            {t('owners.store.coupons.yesDelete')}
          </button>
          <button type="button" className="button button--quiet" onClick={() => setDeleting(null)}>
            {t('owners.store.coupons.keep')}
          </button>
        </div>
      )}

      <form className="card" onSubmit={submit} aria-labelledby="new-coupon-title" noValidate>
        <h2 id="new-coupon-title">{t('owners.store.coupons.new')}</h2>
        <TextField
          label={t('owners.store.coupons.code')}
          value={code}
          maxLength={40}
          onChange={(event) => setCode(event.target.value.toUpperCase())}
          error={errorOf('code')}
          hint={t('owners.store.coupons.codeHint')}
        />
        <div className="field">
          <label htmlFor="coupon-kind">{t('owners.store.coupons.discount')}</label>
          <select
            id="coupon-kind"
            value={kind}
            onChange={(event) => setKind(event.target.value as CouponKind)}
          >
            <option value="percentage">{t('owners.store.coupons.kindPercentage')}</option>
            <option value="fixed">{t('owners.store.coupons.kindFixed')}</option>
            <option value="free_shipping">{t('owners.store.coupons.kindFreeShipping')}</option>
          </select>
        </div>
        {kind !== 'free_shipping' && (
          <TextField
            label={
              kind === 'percentage'
                ? t('owners.store.coupons.percentOff')
                : t('owners.store.coupons.amountOff', { currency })
            }
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            error={errorOf('amount')}
          />
        )}
        <TextField
          label={t('owners.store.coupons.minimum', { currency })}
          inputMode="decimal"
          value={minimum}
          onChange={(event) => setMinimum(event.target.value)}
          error={errorOf('minimumSubtotalCents')}
        />
        {create.isError &&
          !(create.error instanceof ApiError && Object.keys(create.error.fieldErrors).length > 0) && (
            <p role="alert">{messageOf(create.error)}</p>
          )}
        <p role="status" className="status">
          {create.isSuccess ? t('owners.store.coupons.added') : ''}
        </p>
        <button type="submit" className="button button--primary" disabled={create.isPending}>
          {t('owners.store.coupons.add')}
        </button>
      </form>
    </section>
  );
}
