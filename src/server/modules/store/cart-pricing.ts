import type { Address, CouponView, ShippingOption, TaxRule } from '../../../shared/api/store';
import { requiresShipping } from '../../../shared/commerce/products';
import { ProductType } from '../../../shared/enums/platform';
import { formatMoney, Money, type CurrencyCode } from '../../../shared/money';
import type { CouponRow } from './tables';

export const MINIMUM_SUBTOTAL_MESSAGE = 'To check out, your order subtotal must be {subtotal} or more.';

export interface PricingLine {
  unitPriceCents: number;
  quantity: number;
  productType: number;
}

export interface PricingInput {
  currency: CurrencyCode;
  lines: PricingLine[];
  couponCodes: string[];
  /** The site's coupons whose codes are in `couponCodes`. */
  coupons: CouponRow[];
  /** The owner's choice; otherwise only the first code that applies counts. */
  combineCoupons: boolean;
  shippingOptions: ShippingOption[];
  selectedShippingOptionId: string | null;
  shippingLocation: Partial<Address> | null;
  taxRules: TaxRule[];
  minimumSubtotalCents: number;
  now: Date;
}

export interface Pricing {
  subtotalCents: number;
  discountCents: number;
  shippingCostCents: number;
  taxCents: number;
  grandTotalCents: number;
  totalQuantity: number;
  hasDigital: boolean;
  purelyDigital: boolean;
  requiresShipping: boolean;
  validCoupons: CouponView[];
  invalidCoupons: CouponView[];
  shippingOptions: (ShippingOption & { costCents: number })[];
  selectedShippingOption: (ShippingOption & { costCents: number }) | null;
  applicableTaxRules: TaxRule[];
  minimumSubtotalMessage: string | null;
}

export const ONE_CODE_PER_ORDER = 'Only one code can be used per order.';

/** Why a code does not apply to this subtotal now, or null when it does. */
export function couponProblem(coupon: CouponRow | undefined, subtotal: Money, now: Date): string | null {
  if (!coupon || !coupon.active) return 'This code is not valid.';
  if (coupon.startsAt && coupon.startsAt > now) return 'This code is not active yet.';
  if (coupon.endsAt && coupon.endsAt <= now) return 'This code has expired.';
  if (subtotal.minor < coupon.minimumSubtotalCents)
    return `This code needs a subtotal of ${formatMoney(Money.of(coupon.minimumSubtotalCents, subtotal.currency))} or more.`;
  return null;
}

/**
 * Prices a cart: subtotal, coupons (percentage, fixed, free shipping; each entered code valid
 * or invalid with a reason), shipping for the location, taxes of the rules for the region,
 * and the grand total. Pure: the same numbers on the cart page, at checkout and on the order.
 */
export function priceCart(input: PricingInput): Pricing {
  const { currency, now } = input;
  const subtotal = input.lines.reduce(
    (sum, line) => sum.plus(Money.of(line.unitPriceCents, currency).times(line.quantity)),
    Money.zero(currency),
  );
  const totalQuantity = input.lines.reduce((sum, line) => sum + line.quantity, 0);
  const hasDigital = input.lines.some((line) => line.productType === ProductType.digital);
  const shipping = input.lines.some((line) => requiresShipping(line.productType as ProductType));

  const validCoupons: CouponView[] = [];
  const invalidCoupons: CouponView[] = [];
  let discount = Money.zero(currency);
  let freeShipping = false;
  for (const code of input.couponCodes) {
    const coupon = input.coupons.find((candidate) => candidate.code === code);
    const problem =
      couponProblem(coupon, subtotal, now) ??
      (!input.combineCoupons && validCoupons.length > 0 ? ONE_CODE_PER_ORDER : null);
    if (problem || !coupon) {
      invalidCoupons.push({
        code,
        kind: coupon?.kind ?? 'fixed',
        reason: problem ?? 'This code is not valid.',
      });
      continue;
    }
    validCoupons.push({ code, kind: coupon.kind });
    if (coupon.kind === 'percentage') discount = discount.plus(subtotal.percent(coupon.amount));
    else if (coupon.kind === 'fixed') discount = discount.plus(Money.of(coupon.amount, currency));
    else freeShipping = true;
  }
  discount = discount.min(subtotal);

  const country = input.shippingLocation?.country;
  const shippingOptions = shipping
    ? input.shippingOptions
        .filter((option) => !country || option.countries.length === 0 || option.countries.includes(country))
        .map((option) => ({
          ...option,
          costCents:
            freeShipping || (option.freeAboveCents > 0 && subtotal.minor >= option.freeAboveCents)
              ? 0
              : option.rateCents,
        }))
    : [];
  const selectedShippingOption = shipping
    ? (shippingOptions.find((option) => option.id === input.selectedShippingOptionId) ??
      shippingOptions[0] ??
      null)
    : null;
  const shippingCost = Money.of(selectedShippingOption?.costCents ?? 0, currency);

  const region = input.shippingLocation?.state ?? '';
  const applicableTaxRules = country
    ? input.taxRules.filter(
        (rule) =>
          rule.country === country &&
          (rule.region === '' || rule.region.toLowerCase() === region.toLowerCase()),
      )
    : [];
  const taxable = subtotal.minus(discount);
  const tax = applicableTaxRules.reduce(
    (sum, rule) =>
      sum.plus((rule.appliesToShipping ? taxable.plus(shippingCost) : taxable).percent(rule.rateBasisPoints)),
    Money.zero(currency),
  );

  const belowMinimum = input.minimumSubtotalCents > 0 && subtotal.minor < input.minimumSubtotalCents;
  return {
    subtotalCents: subtotal.minor,
    discountCents: discount.minor,
    shippingCostCents: shippingCost.minor,
    taxCents: tax.minor,
    grandTotalCents: taxable.plus(shippingCost).plus(tax).minor,
    totalQuantity,
    hasDigital,
    purelyDigital:
      input.lines.length > 0 && input.lines.every((line) => line.productType === ProductType.digital),
    requiresShipping: shipping,
    validCoupons,
    invalidCoupons,
    shippingOptions,
    selectedShippingOption,
    applicableTaxRules,
    minimumSubtotalMessage: belowMinimum
      ? MINIMUM_SUBTOTAL_MESSAGE.replace(
          '{subtotal}',
          formatMoney(Money.of(input.minimumSubtotalCents, currency)),
        )
      : null,
  };
}
