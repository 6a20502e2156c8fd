import type { ProductsAnswer } from '../../../shared/api/store-answers';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { unitPriceCents } from '../../../shared/commerce/products';
import type { CurrencyCode } from '../../../shared/money';
import { apiGet } from '../../api/client';
import { ErrorState, Loading } from '../../ui/status';
import { StoreNav } from './store-nav';
import { money, storeKeys, useCurrency, type ProductJson } from './store-api';

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
      ) : products.data.products.length === 0 ? (
        <p className="page-list__empty">No products yet.</p>
      ) : (
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col">Status</th>
              <th scope="col">Price</th>
              <th scope="col">Stock</th>
            </tr>
          </thead>
          <tbody>
            {products.data.products.map((product) => (
              <tr key={product.id}>
                <td>
                  <Link to={`/store/products/${product.id}`}>{product.title}</Link>
                  {product.variants.length > 1 && (
                    <span className="data-table__sub">{product.variants.length} variants</span>
                  )}
                </td>
                <td>
                  <span className={product.workflowLabel === 'Available' ? 'badge' : 'badge badge--draft'}>
                    {product.workflowLabel}
                  </span>
                  {product.onSale && <span className="badge badge--sale">On sale</span>}
                </td>
                <td>
                  <PriceText product={product} currency={currency} />
                </td>
                <td>{stockText(product)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
