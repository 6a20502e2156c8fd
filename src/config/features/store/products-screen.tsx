import type { PagesAnswer } from '../../../shared/api/owners-answers';
import type { ProductJson, ProductsAnswer } from '../../../shared/api/store-answers';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { unitPriceCents } from '../../../shared/commerce/products';
import type { CurrencyCode } from '../../../shared/money';
import { apiGet } from '../../api/client';
import { queryKeys } from '../../app/queries';
import { DataTable, type Column } from '../../ui/data-table';
import { ErrorState, Loading } from '../../ui/status';
import { TaxonomyPanel } from '../taxonomy/taxonomy-panel';
import { StoreNav } from './store-nav';
import { money } from './store-format';
import { storeKeys, useCurrency } from './store-queries';
import { t } from '../../text';

/** Price as shoppers see it: the sale price with the regular one struck through; "from" for a range. */
export function PriceText({ product, currency }: { product: ProductJson; currency: CurrencyCode }) {
  const [first] = product.variants;
  if (!first) return <span>—</span>;
  if (product.priceRange.from !== product.priceRange.to)
    return (
      <span>{t('owners.store.products.priceFrom', { price: money(product.priceRange.from, currency) })}</span>
    );
  return first.onSale ? (
    <span>
      {money(unitPriceCents(first), currency)}{' '}
      <s aria-label={t('owners.store.products.was', { price: money(first.priceCents, currency) })}>
        {money(first.priceCents, currency)}
      </s>
    </span>
  ) : (
    <span>{money(first.priceCents, currency)}</span>
  );
}

const stockText = (product: ProductJson) =>
  product.soldOut
    ? t('owners.store.products.soldOut')
    : product.totalStock === null
      ? t('owners.store.products.unlimited')
      : t('owners.store.products.inStock', { count: String(product.totalStock) });

const productColumns = (currency: CurrencyCode): Column<ProductJson>[] => [
  {
    header: t('owners.store.products.product'),
    cell: (product) => product.title,
    link: (product) => `/store/products/${product.id}`,
    sub: (product) =>
      product.variants.length > 1 && t('owners.store.products.variants', { count: product.variants.length }),
  },
  {
    header: t('owners.store.products.status'),
    cell: (product) => (
      <>
        <span className={product.workflowLabel === 'Available' ? 'badge' : 'badge badge--draft'}>
          {product.workflowLabel}
        </span>
        {product.onSale && <span className="badge badge--sale">{t('owners.store.products.onSale')}</span>}
      </>
    ),
  },
  {
    header: t('owners.store.products.price'),
    cell: (product) => <PriceText product={product} currency={currency} />,
  },
  { header: t('owners.store.products.stock'), cell: stockText },
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
      <h1 id="products-title">{t('owners.store.products.title')}</h1>
      <Link to="/store/products/new" className="button button--primary">
        {t('owners.store.products.add')}
      </Link>
      {products.isPending || !currency ? (
        <Loading label={t('owners.store.products.loading')} />
      ) : products.isError ? (
        <ErrorState error={products.error} retry={() => void products.refetch()} />
      ) : (
        <DataTable
          columns={productColumns(currency)}
          rows={products.data.products}
          rowKey={(product) => product.id}
          empty={t('owners.store.products.empty')}
        />
      )}
      <ShopTaxonomies />
    </section>
  );
}

/** Each shop page's tags and categories, renamed or deleted across its products (like a blog's). */
function ShopTaxonomies() {
  const pages = useQuery({
    queryKey: queryKeys.pages,
    queryFn: () => apiGet<PagesAnswer>('/api/rest/pages').then((body) => body.pages),
  });
  return (pages.data ?? [])
    .filter((page) => page.type === 'products')
    .map((page) => (
      <TaxonomyPanel
        key={page.id}
        kind="shop"
        collectionId={page.id}
        listPath={`/${page.urlId}`}
        title={page.title}
      />
    ));
}
