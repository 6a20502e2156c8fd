import type { ProductJson, ProductsAnswer } from '../../../shared/api/store-answers';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { unitPriceCents } from '../../../shared/commerce/products';
import type { CurrencyCode } from '../../../shared/money';
import { apiGet } from '../../api/client';
import { DataTable, type Column } from '../../ui/data-table';
import { ErrorState, Loading } from '../../ui/status';
import { StoreNav } from './store-nav';
import { money } from './store-format';
import { storeKeys, useCurrency } from './store-queries';

/** Price as shoppers see it: the sale price with the regular one struck through; "from" for a range. */
export function PriceText({ product, currency }: { product: ProductJson; currency: CurrencyCode }) {
  const [first] = product.variants;
  if (!first) return <span>—</span>;
  if (product.priceRange.from !== product.priceRange.to)
    return <span>From {money(product.priceRange.from, currency)}</span>;
  return first.onSale ? (
    <span>
      {money(unitPriceCents(first), currency)}{' '}
      <s aria-label={`was ${money(first.priceCents, currency)}`}>{money(first.priceCents, currency)}</s>
    </span>
  ) : (
    <span>{money(first.priceCents, currency)}</span>
  );
}

const stockText = (product: ProductJson) =>
  product.soldOut ? 'Sold out' : product.totalStock === null ? 'Unlimited' : `${product.totalStock} in stock`;

const productColumns = (currency: CurrencyCode): Column<ProductJson>[] => [
  {
    header: 'Product',
    cell: (product) => product.title,
    link: (product) => `/store/products/${product.id}`,
    sub: (product) => product.variants.length > 1 && `${product.variants.length} variants`,
  },
  {
    header: 'Status',
    cell: (product) => (
      <>
        <span className={product.workflowLabel === 'Available' ? 'badge' : 'badge badge--draft'}>
          {product.workflowLabel}
        </span>
        {product.onSale && <span className="badge badge--sale">On sale</span>}
      </>
    ),
  },
  { header: 'Price', cell: (product) => <PriceText product={product} currency={currency} /> },
  { header: 'Stock', cell: stockText },
];

/** Every product with its workflow label, price (sale shown) and stock. */
export function ProductsScreen() {
  const currency = useCurrency();
  const products = useQuery({
    queryKey: storeKeys.products,
    queryFn: () => apiGet<ProductsAnswer>('/api/commerce/products'),
  });
  return (
    <section className="screen" aria-labelledby="products-title">
      <StoreNav />
      <h1 id="products-title">Products</h1>
      <Link to="/store/products/new" className="button button--primary">
        Add product
      </Link>
      {products.isPending || !currency ? (
        <Loading label="Loading products…" />
      ) : products.isError ? (
        <ErrorState error={products.error} retry={() => void products.refetch()} />
      ) : (
        <DataTable
          columns={productColumns(currency)}
          rows={products.data.products}
          rowKey={(product) => product.id}
          empty="No products yet."
        />
      )}
    </section>
  );
}
