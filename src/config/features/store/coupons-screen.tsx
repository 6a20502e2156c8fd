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

const couponsKey = storeKeys.coupons;

/** Percent with up to two decimals, as basis points (10 % → 1000), by integer arithmetic. */
const percentText = (basisPoints: number) =>
  `${(basisPoints / 100).toFixed(basisPoints % 100 === 0 ? 0 : 2)} %`;

function describe(coupon: CouponJson, currency: CurrencyCode) {
  const what =
    coupon.kind === 'percentage'
      ? `${percentText(coupon.amount)} off`
      : coupon.kind === 'fixed'
        ? `${money(coupon.amount, currency)} off`
        : 'Free shipping';
  return coupon.minimumSubtotalCents > 0
    ? `${what}, on orders of ${money(coupon.minimumSubtotalCents, currency)} or more`
    : what;
}

const validText = (coupon: CouponJson) =>
  coupon.startsAt || coupon.endsAt
    ? `${coupon.startsAt ? dateText(coupon.startsAt) : 'now'} – ${coupon.endsAt ? dateText(coupon.endsAt) : 'no end'}`
    : 'Always';

const couponColumns = (currency: CurrencyCode): Column<CouponJson>[] => [
  { header: 'Code', cell: (coupon) => <code>{coupon.code}</code> },
  { header: 'Discount', cell: (coupon) => describe(coupon, currency) },
  { header: 'Valid', cell: validText },
  {
    header: 'State',
    cell: (coupon) => (
      <span className={coupon.active ? 'badge' : 'badge badge--draft'}>
        {coupon.active ? 'Active' : 'Paused'}
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

  if (coupons.isPending || !currency) return <Loading label="Loading coupons…" />;
  if (coupons.isError) return <ErrorState error={coupons.error} retry={() => void coupons.refetch()} />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    let value = 0;
    if (kind === 'percentage') {
      const basisPoints = parseAmount(amount.replace('%', ''), 2);
      if (basisPoints === null || basisPoints <= 0 || basisPoints > 10_000)
        found.amount = 'A percentage is between 0.01 % and 100 %';
      else value = basisPoints;
    } else if (kind === 'fixed') {
      const minor = parseMajor(amount, currency);
      if (minor === null || minor <= 0) found.amount = 'Enter the discount amount';
      else value = minor;
    }
    const minimumCents = minimum.trim() === '' ? 0 : parseMajor(minimum, currency);
    if (minimumCents === null) found.minimumSubtotalCents = 'Enter an amount, or leave it empty';
    setProblems(found);
    if (Object.keys(found).length === 0)
      create.mutate({ code, kind, amount: value, minimumSubtotalCents: minimumCents ?? 0, active: true });
  };
  const errorOf = (path: string) =>
    problems[path] ?? (create.error instanceof ApiError ? create.error.fieldErrors[path] : undefined);

  return (
    <section className="screen" aria-labelledby="coupons-title">
      <StoreNav />
      <h1 id="coupons-title">Coupons</h1>
      {/* By default one code per order: a second code is refused while another applies. */}
      <StoreToggleSetting
        setting="combineCoupons"
        defaultOn={false}
        label="Codes can be combined"
        hint="Off: one code per order. On: shoppers may use several codes together, and their discounts add up."
      />
      <DataTable
        columns={[
          ...couponColumns(currency),
          {
            header: 'Actions',
            headerHidden: true,
            cell: (coupon) => (
              <>
                <button
                  type="button"
                  className="button button--quiet"
                  disabled={toggle.isPending}
                  onClick={() => toggle.mutate(coupon)}
                >
                  {coupon.active ? `Pause ${coupon.code}` : `Resume ${coupon.code}`}
                </button>
                <button type="button" className="button button--quiet" onClick={() => setDeleting(coupon)}>
                  Delete {coupon.code}…
                </button>
              </>
            ),
          },
        ]}
        rows={coupons.data.coupons}
        rowKey={(coupon) => coupon.id}
        empty="No coupons yet."
      />
      {(toggle.isError || remove.isError) && <p role="alert">{messageOf(toggle.error ?? remove.error)}</p>}
      {deleting && (
        <div role="alertdialog" aria-labelledby="delete-coupon-title" className="card confirm">
          <h2 id="delete-coupon-title">Delete coupon {deleting.code}?</h2>
          <p>Shoppers can no longer use it. Orders that used it keep their discount.</p>
          <button
            type="button"
            className="button button--danger"
            disabled={remove.isPending}
            onClick={() => remove.mutate(deleting)}
          >
            Yes, delete coupon
          </button>
          <button type="button" className="button button--quiet" onClick={() => setDeleting(null)}>
            Keep it
          </button>
        </div>
      )}

      <form className="card" onSubmit={submit} aria-labelledby="new-coupon-title" noValidate>
        <h2 id="new-coupon-title">New coupon</h2>
        <TextField
          label="Code"
          value={code}
          maxLength={40}
          onChange={(event) => setCode(event.target.value.toUpperCase())}
          error={errorOf('code')}
          hint="Letters, digits, hyphens or underscores."
        />
        <div className="field">
          <label htmlFor="coupon-kind">Discount</label>
          <select
            id="coupon-kind"
            value={kind}
            onChange={(event) => setKind(event.target.value as CouponKind)}
          >
            <option value="percentage">Percentage off</option>
            <option value="fixed">Fixed amount off</option>
            <option value="free_shipping">Free shipping</option>
          </select>
        </div>
        {kind !== 'free_shipping' && (
          <TextField
            label={kind === 'percentage' ? 'Percent off' : `Amount off (${currency})`}
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            error={errorOf('amount')}
          />
        )}
        <TextField
          label={`Minimum subtotal (${currency}, optional)`}
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
          {create.isSuccess ? 'Coupon added.' : ''}
        </p>
        <button type="submit" className="button button--primary" disabled={create.isPending}>
          Add coupon
        </button>
      </form>
    </section>
  );
}
