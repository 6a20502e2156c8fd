import { describe, expect, it } from 'vitest';
import { cartCountLabel } from '../commerce/cart-count';
import {
  generateSku,
  isOnSale,
  isSoldOut,
  priceRange,
  totalStock,
  workflowLabel,
  type PricedVariant,
} from '../commerce/products';
import { ProductType } from '../enums/platform';
import { currencies, currencyCodes, formatMoney, FORMAT_EXPECTS_MONEY, Money, parseAmount } from './index';

// One row per supported currency: 1234567 minor units, and the same amount with a zero fraction trimmed.
const expected: Record<string, [string, string]> = {
  EUR: ['€12,345.67', '€12,300'],
  USD: ['$12,345.67', '$12,300'],
  AUD: ['$12,345.67', '$12,300'],
  NOK: ['12,345.67 kr', '12,300 kr'],
  CAD: ['$12,345.67', '$12,300'],
  NZD: ['$12,345.67', '$12,300'],
  DKK: ['12,345.67 kr.', '12,300 kr.'],
  GBP: ['£12,345.67', '£12,300'],
  HKD: ['HK$12,345.67', 'HK$12,300'],
  CHF: ['CHF 12,345.67', 'CHF 12,300'],
  MXN: ['$12,345.67', '$12,300'],
  SGD: ['$12,345.67', '$12,300'],
  SEK: ['12,345.67 kr', '12,300 kr'],
  CZK: ['12,345.67 Kč', '12,300 Kč'],
  ILS: ['₪12,345.67', '₪12,300'],
  PHP: ['₱12,345.67', '₱12,300'],
  RUB: ['12,345.67 ₽', '12,300 ₽'],
  PLN: ['12,345.67 zł', '12,300 zł'],
  THB: ['฿12,345.67', '฿12,300'],
  MYR: ['RM12,345.67', 'RM12,300'],
  ARS: ['$12,345.67', '$12,300'],
  BRL: ['R$12,345.67', 'R$12,300'],
  COP: ['$12,345.67', '$12,300'],
  IDR: ['Rp12,345.67', 'Rp12,300'],
  INR: ['₹12,345.67', '₹12,300'],
  JPY: ['¥1,234,567', '¥1,230,000'],
  ZAR: ['R12,345.67', 'R12,300'],
};

describe('money formatting', () => {
  it('covers exactly the 27 supported currencies', () => {
    expect(currencyCodes).toHaveLength(27);
    expect(Object.keys(expected).sort()).toEqual([...currencyCodes].sort());
    for (const code of currencyCodes) expect(currencies[code].fractionDigits).toBe(code === 'JPY' ? 0 : 2);
  });

  it.each(currencyCodes)('formats %s with its symbol, placement and separators', (code) => {
    const [full, trimmed] = expected[code]!;
    expect(formatMoney(Money.of(1_234_567, code))).toBe(full);
    const round = code === 'JPY' ? 1_230_000 : 1_230_000;
    expect(formatMoney(Money.of(round, code), { trimZeroFractions: true })).toBe(trimmed);
  });

  it('keeps a non-zero fraction when trimming, pads small amounts and signs negatives', () => {
    expect(formatMoney(Money.of(1205, 'USD'), { trimZeroFractions: true })).toBe('$12.05');
    expect(formatMoney(Money.of(5, 'USD'))).toBe('$0.05');
    expect(formatMoney(Money.of(0, 'EUR'))).toBe('€0.00');
    expect(formatMoney(Money.of(-1999, 'NOK'))).toBe('-19.99 kr');
    expect(formatMoney(Money.of(1999, 'GBP'), { numberOnly: true })).toBe('19.99');
  });

  it('allows at most 15 integer places', () => {
    expect(formatMoney(Money.of(999_999_999_999_999, 'JPY'))).toBe('¥999,999,999,999,999');
    expect(() => formatMoney(Money.of(1_000_000_000_000_000, 'JPY'))).toThrow(RangeError);
  });

  it('fails with the spec message for anything but a Money', () => {
    for (const value of [1234, '12.00', null, undefined, { minor: 1, currency: 'USD' }]) {
      expect(() => formatMoney(value)).toThrow(FORMAT_EXPECTS_MONEY);
    }
    expect(FORMAT_EXPECTS_MONEY).toBe('Format expects a Money instance');
  });

  it('does integer arithmetic and refuses to mix currencies or fractions', () => {
    const price = Money.of(1999, 'USD');
    expect(price.times(3).plus(Money.of(1, 'USD')).minor).toBe(5998);
    expect(price.percent(1000).minor).toBe(200); // 10 % of 19.99 rounds half up to 2.00
    expect(() => price.plus(Money.of(1, 'EUR'))).toThrow(RangeError);
    expect(() => Money.of(1.5, 'USD')).toThrow(RangeError);
    expect(() => Money.of(1, 'XXX' as 'USD')).toThrow(RangeError);
  });

  it('parses owner-typed amounts into minor units', () => {
    expect(parseAmount('1,234.5', 2)).toBe(123_450);
    expect(parseAmount('12', 0)).toBe(12);
    expect(parseAmount('12.345', 2)).toBeNull();
    expect(parseAmount('1.5', 0)).toBeNull();
    expect(parseAmount('abc', 2)).toBeNull();
  });
});

const variant = (overrides: Partial<PricedVariant> = {}): PricedVariant => ({
  priceCents: 1000,
  salePriceCents: 800,
  onSale: false,
  qtyInStock: 0,
  unlimited: false,
  ...overrides,
});

describe('pricing rules', () => {
  it('is on sale when any variant is', () => {
    expect(
      isOnSale({ productType: ProductType.physical, variants: [variant(), variant({ onSale: true })] }),
    ).toBe(true);
    expect(isOnSale({ productType: ProductType.physical, variants: [variant(), variant()] })).toBe(false);
  });

  it('is sold out when no variant is unlimited or in stock, and digital never is', () => {
    expect(isSoldOut({ productType: ProductType.physical, variants: [variant(), variant()] })).toBe(true);
    expect(
      isSoldOut({ productType: ProductType.physical, variants: [variant(), variant({ qtyInStock: 1 })] }),
    ).toBe(false);
    expect(isSoldOut({ productType: ProductType.service, variants: [variant({ unlimited: true })] })).toBe(
      false,
    );
    expect(isSoldOut({ productType: ProductType.digital, variants: [variant()] })).toBe(false);
  });

  it('counts total stock, infinite for digital or any unlimited variant', () => {
    expect(
      totalStock({
        productType: ProductType.physical,
        variants: [variant({ qtyInStock: 3 }), variant({ qtyInStock: 4 })],
      }),
    ).toBe(7);
    expect(
      totalStock({
        productType: ProductType.physical,
        variants: [variant({ qtyInStock: 3 }), variant({ unlimited: true })],
      }),
    ).toBe(Infinity);
    expect(totalStock({ productType: ProductType.digital, variants: [variant()] })).toBe(Infinity);
  });

  it('prices a variant at its sale price when on sale, and gives the range', () => {
    expect(
      priceRange({
        productType: ProductType.physical,
        variants: [
          variant({ priceCents: 1800 }),
          variant({ priceCents: 5200, onSale: true, salePriceCents: 4500 }),
        ],
      }),
    ).toEqual({ from: 1800, to: 4500 });
  });

  it('labels workflow states and generates SKUs as SQ plus 7 digits', () => {
    expect([1, 2, 4, 5].map(workflowLabel)).toEqual(['Available', 'Scheduled', 'Hidden', 'Unsupported']);
    expect(generateSku()).toMatch(/^SQ\d{7}$/);
    expect(generateSku(() => 0)).toBe('SQ0000000');
  });

  it('labels the cart count as the spec says', () => {
    expect(cartCountLabel(0)).toEqual({ visible: '0', spoken: '0 items in cart' });
    expect(cartCountLabel(100)).toEqual({ visible: '100', spoken: '100 items in cart' });
    expect(cartCountLabel(101)).toEqual({ visible: '100+', spoken: 'More than 100 items in cart' });
  });
});
