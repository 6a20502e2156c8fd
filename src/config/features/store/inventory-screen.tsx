import type { InventoryAnswer, InventoryRow, StockAnswer } from '../../../shared/api/store-answers';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ProductType } from '../../../shared/enums/platform';
import { api, apiGet, fieldError } from '../../api/client';
import { queryKeys } from '../../app/queries';
import { DataTable, type Column } from '../../ui/data-table';
import { ErrorState, Loading, messageOf } from '../../ui/status';
import { StoreNav } from './store-nav';
import { storeKeys } from './store-queries';
import { t } from '../../text';

/** "T-shirt (Red / M)": the product and, for a variant, its option values. */
const variantName = (row: InventoryRow) =>
  row.optionValues.length > 0
    ? t('owners.store.inventory.variant', { title: row.title, options: row.optionValues.join(' / ') })
    : row.title;

const stockText = (row: InventoryRow) =>
  row.productType === ProductType.digital
    ? t('owners.store.inventory.unlimitedDigital')
    : row.unlimited
      ? t('owners.store.inventory.unlimited')
      : row.qtyInStock === 0
        ? t('owners.store.inventory.soldOut')
        : row.qtyInStock;

const stockColumns = (): Column<InventoryRow>[] => [
  {
    header: t('owners.store.inventory.product'),
    cell: variantName,
    link: (row) => `/store/products/${row.productId}`,
  },
  { header: t('owners.store.inventory.sku'), cell: (row) => row.sku },
  { header: t('owners.store.inventory.stock'), cell: stockText, cellProps: () => ({ 'data-stock': true }) },
  { header: t('owners.store.inventory.change'), cell: (row) => <StockChange row={row} /> },
];

/** Every variant's stock: set it to a number, add or take away (a delivery, a breakage), or make it unlimited. */
export function InventoryScreen() {
  const inventory = useQuery({
    queryKey: storeKeys.inventory,
    queryFn: () => apiGet<InventoryAnswer>('/api/commerce/inventory'),
  });
  return (
    <section className="screen" aria-labelledby="inventory-title">
      <StoreNav />
      <h1 id="inventory-title">{t('owners.store.inventory.title')}</h1>
      <p>{t('owners.store.inventory.intro')}</p>
      {inventory.isPending ? (
        <Loading label={t('owners.store.inventory.loading')} />
      ) : inventory.isError ? (
        <ErrorState error={inventory.error} retry={() => void inventory.refetch()} />
      ) : (
        <DataTable
          columns={stockColumns()}
          rows={inventory.data.variants}
          rowKey={(row) => row.variantId}
          rowProps={(row) => ({ 'data-variant': row.variantId })}
          empty={t('owners.store.inventory.empty')}
        />
      )}
    </section>
  );
}

/** Set, adjust or make unlimited one variant's stock. */
function StockChange({ row }: { row: InventoryRow }) {
  const client = useQueryClient();
  const [mode, setMode] = useState<'set' | 'adjust'>('adjust');
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const name = variantName(row);
  const update = useMutation({
    mutationFn: (body: unknown) =>
      api<StockAnswer>('PATCH', `/api/commerce/inventory/${row.variantId}`, body),
    onSuccess: ({ variant }) => {
      client.setQueryData<InventoryAnswer>(
        storeKeys.inventory,
        (previous) =>
          previous && {
            variants: previous.variants.map((item) =>
              item.variantId === row.variantId ? { ...item, ...variant } : item,
            ),
          },
      );
      void client.invalidateQueries({ queryKey: storeKeys.products });
      void client.invalidateQueries({ queryKey: storeKeys.product(row.productId) });
      void client.invalidateQueries({ queryKey: queryKeys.site });
      setAmount('');
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = Number(amount);
    if (amount.trim() === '' || !Number.isInteger(value) || (mode === 'set' && value < 0))
      return setProblem(
        mode === 'set' ? t('owners.store.inventory.setProblem') : t('owners.store.inventory.adjustProblem'),
      );
    setProblem(null);
    update.mutate(mode === 'set' ? { qtyInStock: value, unlimited: false } : { adjustBy: value });
  };
  const error =
    problem ??
    fieldError(update.error, 'qtyInStock') ??
    fieldError(update.error, 'adjustBy') ??
    (update.isError ? messageOf(update.error) : null);
  return (
    <form
      onSubmit={submit}
      aria-label={t('owners.store.inventory.stockOf', { name })}
      className="inline-form"
    >
      <select
        aria-label={t('owners.store.inventory.how')}
        value={mode}
        onChange={(event) => setMode(event.target.value as 'set' | 'adjust')}
      >
        <option value="adjust">{t('owners.store.inventory.adjust')}</option>
        <option value="set">{t('owners.store.inventory.set')}</option>
      </select>
      <input
        aria-label={t('owners.store.inventory.amount')}
        type="number"
        step={1}
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        aria-invalid={error ? true : undefined}
      />
      <button type="submit" className="button" disabled={update.isPending}>
        {t('owners.store.inventory.update')}
      </button>
      <label>
        <input
          type="checkbox"
          checked={row.unlimited}
          disabled={update.isPending}
          onChange={(event) => update.mutate({ unlimited: event.target.checked })}
        />{' '}
        {t('owners.store.inventory.unlimited')}
      </label>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
