import { currencies, isCurrencyCode, type CurrencyCode } from './currencies';

/** The wire form of an amount: integer minor units (cents; yen for JPY) and the currency. */
export interface MoneyJson {
  minor: number;
  currency: CurrencyCode;
}

/**
 * An amount of money: integer minor units with a currency, never a float. Arithmetic only
 * between equal currencies, so a cart can never add yen to dollars by mistake.
 */
export class Money {
  private constructor(
    readonly minor: number,
    readonly currency: CurrencyCode,
  ) {}

  static of(minor: number, currency: CurrencyCode): Money {
    if (!Number.isSafeInteger(minor))
      throw new RangeError(`Money needs an integer amount of minor units, got ${minor}`);
    if (!isCurrencyCode(currency)) throw new RangeError(`Unsupported currency ${String(currency)}`);
    return new Money(minor, currency);
  }

  static zero(currency: CurrencyCode): Money {
    return Money.of(0, currency);
  }

  static fromJson(json: MoneyJson): Money {
    return Money.of(json.minor, json.currency);
  }

  get fractionDigits(): number {
    return currencies[this.currency].fractionDigits;
  }

  plus(other: Money): Money {
    this.sameCurrency(other);
    return Money.of(this.minor + other.minor, this.currency);
  }

  minus(other: Money): Money {
    this.sameCurrency(other);
    return Money.of(this.minor - other.minor, this.currency);
  }

  times(quantity: number): Money {
    if (!Number.isSafeInteger(quantity)) throw new RangeError('Quantities are whole numbers');
    return Money.of(this.minor * quantity, this.currency);
  }

  /** A share in basis points (1 % = 100), rounded half away from zero to a whole minor unit. */
  percent(basisPoints: number): Money {
    const exact = (this.minor * basisPoints) / 10_000;
    return Money.of(Math.sign(exact) * Math.round(Math.abs(exact)), this.currency);
  }

  min(other: Money): Money {
    this.sameCurrency(other);
    return this.minor <= other.minor ? this : other;
  }

  isZero(): boolean {
    return this.minor === 0;
  }

  toJSON(): MoneyJson {
    return { minor: this.minor, currency: this.currency };
  }

  private sameCurrency(other: Money): void {
    if (other.currency !== this.currency)
      throw new RangeError(`Cannot combine ${this.currency} with ${other.currency}`);
  }
}
