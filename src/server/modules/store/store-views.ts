import type { CheckoutInput } from '../../../shared/api/store';
import { formatMoney, Money, type CurrencyCode } from '../../../shared/money';
import { t } from '../../../site/text';
import type {
  CartPageView,
  CheckoutFormValues,
  OrderSummaryView,
  TotalsView,
} from '../../../site/store/view-model';
import type { PricedCart } from './cart-service';
import type { OrderRow } from './tables';

/** Turns priced carts and orders into the published pages' views (formatted money, links, texts from the catalogue). */

const money = (minor: number, currency: CurrencyCode) => formatMoney(Money.of(minor, currency));

function totals(
  values: {
    subtotalCents: number;
    discountCents: number;
    shippingCents: number | null;
    taxCents: number;
    grandTotalCents: number;
  },
  currency: CurrencyCode,
): TotalsView {
  return {
    subtotal: money(values.subtotalCents, currency),
    discount: values.discountCents > 0 ? money(values.discountCents, currency) : null,
    shipping:
      values.shippingCents === null
        ? null
        : values.shippingCents === 0
          ? t('site.store.free')
          : money(values.shippingCents, currency),
    tax: values.taxCents > 0 ? money(values.taxCents, currency) : null,
    total: money(values.grandTotalCents, currency),
  };
}

export function cartPageView(priced: PricedCart, hrefOf: (productId: string) => string): CartPageView {
  const currency = priced.view.currency as CurrencyCode;
  const { pricing } = priced;
  return {
    lines: priced.entries.map((entry) => ({
      id: entry.id,
      title: entry.title,
      href: hrefOf(entry.productId),
      options: entry.options.map((option) => option.value).join(' / '),
      quantity: entry.quantity,
      unitPriceLabel: money(entry.unitPriceCents, currency),
      lineTotalLabel: money(entry.lineTotalCents, currency),
      imageUrl: entry.imageUrl,
    })),
    totalQuantity: pricing.totalQuantity,
    totals: totals(
      {
        ...pricing,
        shippingCents:
          pricing.requiresShipping && pricing.selectedShippingOption ? pricing.shippingCostCents : null,
      },
      currency,
    ),
    validCoupons: pricing.validCoupons.map((coupon) => coupon.code),
    invalidCoupons: pricing.invalidCoupons.map((coupon) => ({
      code: coupon.code,
      reason: coupon.reason ?? t('site.store.couponNotValid'),
    })),
    minimumSubtotalMessage: pricing.minimumSubtotalMessage,
  };
}

export const TAX_PENDING_NOTE = t('site.store.taxPending');

/**
 * The checkout summary: the cart's totals with shipping and tax as soon as the address tells
 * them (a tax of $0.00 is shown as such), and a note while it does not yet.
 */
export function checkoutSummaryView(priced: PricedCart, hrefOf: (productId: string) => string): CartPageView {
  const view = cartPageView(priced, hrefOf);
  if (!priced.pricing.requiresShipping) return view;
  const place = priced.cart.shippingLocation;
  const country = place?.country ?? '';
  const needsRegion = priced.inputs.settings.taxRules.some(
    (rule) => rule.country === country && rule.region !== '',
  );
  const known = country !== '' && (!needsRegion || (place?.state ?? '') !== '');
  const currency = priced.view.currency as CurrencyCode;
  return {
    ...view,
    totals: {
      ...view.totals,
      tax: known ? money(priced.pricing.taxCents, currency) : null,
      taxNote: known ? null : TAX_PENDING_NOTE,
    },
  };
}

/** The pay page's breakdown of an order's total. */
export const orderTotalsView = (order: OrderRow): TotalsView =>
  totals({ ...order, shippingCents: order.shippingAddress ? order.shippingCents : null }, order.currency);

export function checkoutValues(priced: PricedCart, input?: Partial<CheckoutInput>): CheckoutFormValues {
  const location = priced.cart.shippingLocation;
  const pick = (key: keyof CheckoutFormValues, stored: string | undefined | null) =>
    String(input?.[key] ?? stored ?? '');
  return {
    email: pick('email', priced.cart.email),
    firstName: pick('firstName', location?.firstName),
    lastName: pick('lastName', location?.lastName),
    line1: pick('line1', location?.line1),
    line2: pick('line2', location?.line2),
    city: pick('city', location?.city),
    state: pick('state', location?.state),
    zip: pick('zip', location?.zip),
    country: pick('country', location?.country),
    shippingOptionId: pick('shippingOptionId', priced.cart.selectedShippingOptionId),
  };
}

export const shippingChoices = (priced: PricedCart) => {
  const currency = priced.view.currency as CurrencyCode;
  return priced.pricing.shippingOptions.map((option) => ({
    id: option.id,
    label: t('site.store.shippingChoice', {
      name: option.name,
      cost: option.costCents === 0 ? t('site.store.free') : money(option.costCents, currency),
    }),
  }));
};

export function orderSummaryView(order: OrderRow, hrefOf: (productId: string) => string): OrderSummaryView {
  const address = order.shippingAddress;
  return {
    orderNumber: order.orderNumber,
    email: order.email,
    statusLabel: t(`site.order.status.${order.status}`),
    lines: order.lines.map((line, index) => ({
      id: `${line.variantId}-${index}`,
      title: line.title,
      href: hrefOf(line.productId),
      options: line.options.map((option) => option.value).join(' / '),
      quantity: line.quantity,
      unitPriceLabel: money(line.unitPriceCents, order.currency),
      lineTotalLabel: money(line.unitPriceCents * line.quantity, order.currency),
      imageUrl: null,
    })),
    totals: totals({ ...order, shippingCents: address ? order.shippingCents : null }, order.currency),
    shippingAddress: address
      ? [
          `${address.firstName} ${address.lastName}`,
          address.line1,
          ...(address.line2 ? [address.line2] : []),
          `${address.city}${address.state ? `, ${address.state}` : ''} ${address.zip}`,
          address.country,
        ]
      : null,
  };
}
