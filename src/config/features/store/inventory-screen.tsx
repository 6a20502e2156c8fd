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

/** "T-shirt (Red / M)": the product and, for a variant, its option values. */
const variantName = (row: InventoryRow) =>
  `${row.title}${row.optionValues.length > 0 ? ` (${row.optionValues.join(' / ')})` : ''}`;

const stockText = (row: InventoryRow) =>
  row.productType === ProductType.digital
    ? 'Unlimited (digital)'
    : row.unlimited
      ? 'Unlimited'
      : row.qtyInStock === 0
        ? 'Sold out'
        : row.qtyInStock;

const stockColumns: Column<InventoryRow>[] = [
  { header: 'Product', cell: variantName, link: (row) => `/store/products/${row.productId}` },
  { header: 'SKU', cell: (row) => row.sku },
  { header: 'Stock', cell: stockText, cellProps: () => ({ 'data-stock': true }) },
  { header: 'Change', cell: (row) => <StockChange row={row} /> },
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
      <h1 id="inventory-title">Inventory</h1>
      <p>
        Stock changes apply at once. Adjusting adds to or takes from what is in stock now, so sales made
        meanwhile are never overwritten.
      </p>
      {inventory.isPending ? (
        <Loading label="Loading inventory…" />
      ) : inventory.isError ? (
        <ErrorState error={inventory.error} retry={() => void inventory.refetch()} />
      ) : (
        <DataTable
          columns={stockColumns}
          rows={inventory.data.variants}
          rowKey={(row) => row.variantId}
          rowProps={(row) => ({ 'data-variant': row.variantId })}
          empty="No products yet."
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
        mode === 'set' ? 'Enter a whole number, 0 or more' : 'Enter a whole number, such as 5 or -2',
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
    <form onSubmit={submit} aria-label={`Stock of ${name}`} className="inline-form">
      <select
        aria-label="How"
        value={mode}
        onChange={(event) => setMode(event.target.value as 'set' | 'adjust')}
      >
        <option value="adjust">Add or take away</option>
        <option value="set">Set to</option>
      </select>
      <input
        aria-label="Amount"
        type="number"
        step={1}
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        aria-invalid={error ? true : undefined}
      />
      <button type="submit" className="button" disabled={update.isPending}>
        Update
      </button>
      <label>
        <input
          type="checkbox"
          checked={row.unlimited}
          disabled={update.isPending}
          onChange={(event) => update.mutate({ unlimited: event.target.checked })}
        />{' '}
        Unlimited
      </label>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
