import { safeMediaSrc } from '../../shared/links/media';
import type { CartPageView, StorePageView, TotalsView } from './view-model';
import { rich, srOnly, strong, t } from '../text';
import { ResponsiveImage } from '../images/responsive-image';

type CartView = Extract<StorePageView, { kind: 'cart' }>;

/** The read-only list of what is bought: checkout summary and order confirmation. */
export function OrderLines({
  lines,
}: {
  lines: { id: string; quantity: number; title: string; options: string | null; lineTotalLabel: string }[];
}) {
  return (
    <ul className="checkout-lines">
      {lines.map((line) => (
        <li key={line.id}>
          {line.quantity} × {line.title}
          {line.options && <span className="cart-line__options"> ({line.options})</span>}{' '}
          <span className="checkout-lines__total">{line.lineTotalLabel}</span>
        </li>
      ))}
    </ul>
  );
}

export function Totals({ totals }: { totals: TotalsView }) {
  return (
    <dl className="cart-totals">
      <dt>{t('site.totals.subtotal')}</dt>
      <dd data-cart-subtotal>{totals.subtotal}</dd>
      {totals.discount && (
        <>
          <dt>{t('site.totals.discount')}</dt>
          <dd>−{totals.discount}</dd>
        </>
      )}
      {totals.shipping && (
        <>
          <dt>{t('site.totals.shipping')}</dt>
          <dd>{totals.shipping}</dd>
        </>
      )}
      {(totals.tax || totals.taxNote) && (
        <>
          <dt>{t('site.totals.tax')}</dt>
          <dd data-cart-tax>{totals.tax ?? totals.taxNote}</dd>
        </>
      )}
      <dt className="cart-totals__total">{t('site.totals.total')}</dt>
      <dd className="cart-totals__total" data-cart-total>
        {totals.total}
      </dd>
    </dl>
  );
}

export function CouponNotes({ cart }: { cart: CartPageView }) {
  if (cart.validCoupons.length === 0 && cart.invalidCoupons.length === 0) return null;
  return (
    <ul className="cart-coupons">
      {cart.validCoupons.map((code) => (
        <li key={code} className="cart-coupons__valid">
          {rich('site.cart.couponApplied', { code, b: strong })}
          <form method="post" action="/commerce/cart/coupon-remove" className="inline-form">
            <input type="hidden" name="code" value={code} />
            <button type="submit" className="link-button">
              {t('site.cart.removeCoupon', { code })}
            </button>
          </form>
        </li>
      ))}
      {cart.invalidCoupons.map((coupon) => (
        <li key={coupon.code} className="cart-coupons__invalid">
          <strong>{coupon.code}</strong>: {coupon.reason}
          <form method="post" action="/commerce/cart/coupon-remove" className="inline-form">
            <input type="hidden" name="code" value={coupon.code} />
            <button type="submit" className="link-button">
              {t('site.cart.removeCoupon', { code: coupon.code })}
            </button>
          </form>
        </li>
      ))}
    </ul>
  );
}

/** The full-page cart (spec: #sqs-cart-root, container sqs-cart-container). Every control is a form that posts. */
export function CartPage({ page }: { page: CartView }) {
  const { cart } = page;
  return (
    <div className="container" id="sqs-cart-root">
      <div id="sqs-cart-container" className="cart-page">
        <h1>{t('site.cart.title')}</h1>
        {page.notice && (
          <p className="notice" role="status">
            {page.notice}
          </p>
        )}
        {page.error && (
          <p className="form-error" role="alert">
            {page.error}
          </p>
        )}
        {cart.lines.length === 0 ? (
          <div className="cart-empty">
            <p>{t('site.cart.empty')}</p>
          </div>
        ) : (
          <>
            <ul className="cart-lines">
              {cart.lines.map((line) => (
                <li key={line.id} className="cart-line" data-cart-line={line.id}>
                  {safeMediaSrc(line.imageUrl) !== undefined ? (
                    <ResponsiveImage
                      className="cart-line__image"
                      src={safeMediaSrc(line.imageUrl)!}
                      alt=""
                      sizes="4rem"
                      eager
                    />
                  ) : (
                    <span className="cart-line__image" aria-hidden="true" />
                  )}
                  <div className="cart-line__info">
                    <a className="cart-line__title" href={line.href}>
                      {line.title}
                    </a>
                    {line.options && <p className="cart-line__options">{line.options}</p>}
                    <p className="cart-line__unit">{`${line.unitPriceLabel} each`}</p>
                  </div>
                  <form className="cart-line__quantity" method="post" action="/commerce/cart/update">
                    <input type="hidden" name="entryId" value={line.id} />
                    <label className="sr-only" htmlFor={`quantity-${line.id}`}>
                      {t('site.cart.quantityOf', { title: line.title })}
                    </label>
                    <input
                      className="form-input"
                      id={`quantity-${line.id}`}
                      type="number"
                      name="quantity"
                      min={0}
                      max={999}
                      defaultValue={line.quantity}
                    />
                    <button className="sqs-button sqs-button--secondary sqs-button--small" type="submit">
                      {t('site.cart.update')}
                    </button>
                  </form>
                  <p className="cart-line__total">{line.lineTotalLabel}</p>
                  <form className="cart-line__remove" method="post" action="/commerce/cart/remove">
                    <input type="hidden" name="entryId" value={line.id} />
                    <button className="link-button" type="submit">
                      {rich('site.cart.removeLine', { title: line.title, hidden: srOnly })}
                    </button>
                  </form>
                </li>
              ))}
            </ul>
            <div className="cart-summary">
              <form className="cart-coupon-form" method="post" action="/commerce/cart/coupon">
                <label className="form-label" htmlFor="coupon-code">
                  {t('site.cart.couponCode')}
                </label>
                <input
                  className="form-input"
                  id="coupon-code"
                  name="code"
                  autoComplete="off"
                  maxLength={40}
                />
                <button className="sqs-button sqs-button--secondary sqs-button--small" type="submit">
                  {t('site.cart.applyCoupon')}
                </button>
              </form>
              <CouponNotes cart={cart} />
              <Totals totals={cart.totals} />
              {cart.minimumSubtotalMessage ? (
                <p className="form-error" role="alert">
                  {cart.minimumSubtotalMessage}
                </p>
              ) : (
                <a
                  className="sqs-button sqs-button--primary sqs-button--large cart-checkout"
                  href="/commerce/goto-checkout"
                >
                  {t('site.cart.checkout')}
                </a>
              )}
            </div>
          </>
        )}
      </div>
    </div>
  );
}
