import { ListFilter } from '../components/list-filter';
import { safeMediaSrc } from '../../shared/links/media';
import type { ProductCardView, ProductDetailView, StorePageView } from './view-model';
import { t } from '../text';
import { columnSizes, ResponsiveImage } from '../images/responsive-image';
import { VideoBlock } from '../blocks/video/render';

type ListView = Extract<StorePageView, { kind: 'product-list' }>;
type ItemView = Extract<StorePageView, { kind: 'product-item' }>;

/** A price with the regular one struck through while on sale. */
export function PriceTag({
  product,
}: {
  product: Pick<
    ProductCardView,
    'priceLabel' | 'compareAtLabel' | 'onSale' | 'soldOut' | 'subscriptionLabel'
  >;
}) {
  return (
    <p className="product-price" data-product-price>
      {product.onSale && product.compareAtLabel && (
        <>
          <span className="sr-only">{t('site.product.salePrice')} </span>
          <s className="product-price__original" data-compare-at>
            <span className="sr-only">{t('site.product.regularPrice')} </span>
            {product.compareAtLabel}
          </s>{' '}
        </>
      )}
      <span className="product-price__current" data-price-current>
        {product.priceLabel}
      </span>
      {product.subscriptionLabel && (
        <>
          {' '}
          <span className="product-price__plan" data-subscription-plan>
            {product.subscriptionLabel}
          </span>
        </>
      )}
      {product.onSale && <span className="product-badge product-badge--sale">{t('site.product.sale')}</span>}
      {product.soldOut && (
        <span className="product-badge product-badge--sold-out">{t('site.product.soldOut')}</span>
      )}
    </p>
  );
}

export function ProductCard({ product }: { product: ProductCardView }) {
  const image = safeMediaSrc(product.imageUrl);
  return (
    <li className={`product-card${product.soldOut ? ' product-card--sold-out' : ''}`}>
      <a className="product-card__link" href={product.href}>
        {image !== undefined && (
          <ResponsiveImage
            className="product-card__image"
            src={image}
            alt=""
            sizes={columnSizes(1 / 3)}
            large
          />
        )}
        <h2 className="product-card__title">{product.title}</h2>
      </a>
      <PriceTag product={product} />
      {/* The quick-view runtime shows it; without JavaScript the card's link is the way in. */}
      <button
        type="button"
        className="product-card__quick-view sqs-button sqs-button--secondary sqs-button--small"
        data-quick-view={product.id}
        data-quick-view-href={product.href}
        aria-label={t('site.product.quickViewOf', { title: product.title })}
        hidden
      >
        {t('site.product.quickView')}
      </button>
    </li>
  );
}

export function ProductList({ page }: { page: ListView }) {
  return (
    <div className="container product-list">
      <h1>{page.title}</h1>
      {page.description && <p className="product-list__description">{page.description}</p>}
      <ListFilter filter={page.filter} />
      {page.products.length === 0 ? (
        <p>{t('site.product.empty')}</p>
      ) : (
        <ul className="product-grid">
          {page.products.map((product) => (
            <ProductCard key={product.id} product={product} />
          ))}
        </ul>
      )}
    </div>
  );
}

/** Variant picker, quantity and add to cart: a form that posts, enhanced by the cart runtime. */
export function AddToCartForm({ product, idPrefix }: { product: ProductDetailView; idPrefix: string }) {
  const firstAvailable = product.variants.find((variant) => !variant.soldOut) ?? product.variants[0];
  const pickerId = `${idPrefix}-variant`;
  if (product.giftCardHref)
    return (
      <p className="product-add-form">
        <a className="sqs-button sqs-button--primary" href={product.giftCardHref}>
          {t('site.giftCard.buy')}
        </a>
      </p>
    );
  return (
    <form className="product-add-form" method="post" action="/commerce/cart/add" data-add-to-cart>
      {product.variants.length > 1 ? (
        <div className="form-field">
          <label className="form-label" htmlFor={pickerId}>
            {product.optionNames.join(' / ') || 'Option'}
          </label>
          <select
            className="form-input"
            id={pickerId}
            name="variantId"
            defaultValue={firstAvailable?.id}
            data-variant-picker
          >
            {product.variants.map((variant) => (
              <option
                key={variant.id}
                value={variant.id}
                disabled={variant.soldOut}
                data-price={variant.priceLabel}
                data-compare-at={variant.compareAtLabel ?? ''}
              >
                {`${variant.label} — ${variant.priceLabel}${variant.soldOut ? ' (Sold out)' : ''}`}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <input type="hidden" name="variantId" value={firstAvailable?.id} />
      )}
      <div className="form-field form-field--quantity">
        <label className="form-label" htmlFor={`${idPrefix}-quantity`}>
          {t('site.product.quantity')}
        </label>
        <input
          className="form-input"
          id={`${idPrefix}-quantity`}
          type="number"
          name="quantity"
          min={1}
          max={999}
          defaultValue={1}
          inputMode="numeric"
        />
      </div>
      <button
        className="sqs-button sqs-button--primary sqs-button--medium"
        type="submit"
        disabled={product.soldOut}
      >
        {product.soldOut ? 'Sold out' : 'Add to cart'}
      </button>
      <p className="product-add-form__status" role="status" data-add-status />
    </form>
  );
}

export function ProductItem({ page }: { page: ItemView }) {
  const { product } = page;
  return (
    <div className="container product-item">
      <p className="product-item__back">
        <a href={page.listHref}>{`← ${page.listTitle}`}</a>
      </p>
      <div className="product-item__grid" data-quick-view-content>
        <div className="product-item__images">
          {product.images
            .flatMap((src) => safeMediaSrc(src) ?? [])
            .map((src, index) => (
              <ResponsiveImage
                key={src}
                src={src}
                alt={index === 0 ? product.title : ''}
                sizes={columnSizes(1 / 2)}
                large={index === 0}
              />
            ))}
          {/* The video block's own overlay: nothing of the provider loads before a press (and consent). */}
          {product.video && <VideoBlock block={product.video} />}
        </div>
        <div className="product-item__details" data-product={product.id}>
          <p className="product-item__type">{product.typeLabel}</p>
          <h1>{product.title}</h1>
          <PriceTag product={product} />
          {product.description && <p className="product-item__description">{product.description}</p>}
          {product.weightLabel && <p className="product-item__meta">{product.weightLabel}</p>}
          <AddToCartForm product={product} idPrefix={`product-${product.id}`} />
        </div>
      </div>
    </div>
  );
}
