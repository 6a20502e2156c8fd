import { describe, expect, it } from 'vitest';
import { coverFeeCents, donatePageErrors, readDonationChoice, type DonatePageRules } from './donations';

const page: DonatePageRules = {
  presetAmountsCents: [2500, 5000],
  allowCustom: true,
  minCents: 500,
  maxCents: 100_000,
  funds: ['Books'],
  coverFeeBasisPoints: 300,
  allowMonthly: false,
  currency: 'USD',
};

describe('a donor’s choice, read against the donate page', () => {
  it('takes a preset or a custom amount in minor units, and computes the fee itself', () => {
    expect(readDonationChoice(page, { amount: '5000', coverFee: 'on' }).choice).toEqual({
      amountCents: 5000,
      feeCents: 150,
      totalCents: 5150,
      fund: null,
      monthly: false,
    });
    expect(
      readDonationChoice(page, { amount: 'custom', customAmount: '12.34', fund: 'Books' }).choice,
    ).toMatchObject({
      amountCents: 1234,
      feeCents: 0,
      totalCents: 1234,
      fund: 'Books',
    });
  });

  it('refuses what the page does not offer: other amounts, out of range, fractions of a cent, other funds, monthly', () => {
    expect(readDonationChoice(page, { amount: '2600' }).errors).toEqual({
      amount: 'Choose one of the amounts offered.',
    });
    const range = { customAmount: 'Enter an amount from $5.00 to $1,000.00.' };
    expect(readDonationChoice(page, { amount: 'custom', customAmount: '4.99' }).errors).toEqual(range);
    expect(readDonationChoice(page, { amount: 'custom', customAmount: '1000.01' }).errors).toEqual(range);
    expect(readDonationChoice(page, { amount: 'custom', customAmount: '10.001' }).errors).toEqual(range);
    expect(readDonationChoice(page, { amount: 'custom', customAmount: '-10' }).errors).toEqual(range);
    expect(readDonationChoice(page, { amount: '2500', fund: 'Yachts' }).errors).toEqual({
      fund: 'Choose one of the funds offered.',
    });
    expect(readDonationChoice(page, { amount: '2500', frequency: 'monthly' }).errors).toEqual({
      frequency: 'Choose how often to give.',
    });
    expect(
      readDonationChoice({ ...page, allowCustom: false }, { amount: 'custom', customAmount: '10' }).errors,
    ).toEqual({
      amount: 'Choose an amount.',
    });
    expect(readDonationChoice(page, {}).errors).toEqual({ amount: 'Choose an amount.' });
  });

  it('ignores a fee the page does not offer', () => {
    expect(
      readDonationChoice({ ...page, coverFeeBasisPoints: 0 }, { amount: '5000', coverFee: 'on' }).choice
        ?.feeCents,
    ).toBe(0);
  });

  it('rounds the fee half up to a whole minor unit', () => {
    expect(coverFeeCents(1234, 300)).toBe(37); // 37.02
    expect(coverFeeCents(50, 300)).toBe(2); // 1.5
    expect(coverFeeCents(49, 300)).toBe(1); // 1.47
    expect(coverFeeCents(4000, 250)).toBe(100);
  });
});

describe('an owner’s donate page settings', () => {
  const settings = { ...page, title: 'Give', description: '' };
  it('accepts a consistent page', () => expect(donatePageErrors(settings)).toEqual({}));
  it('refuses presets outside the range, an empty offer, duplicate funds and fees above 20%', () => {
    expect(donatePageErrors({ ...settings, presetAmountsCents: [100] })).toHaveProperty('presetAmountsCents');
    expect(donatePageErrors({ ...settings, presetAmountsCents: [], allowCustom: false })).toHaveProperty(
      'presetAmountsCents',
    );
    expect(donatePageErrors({ ...settings, funds: ['A', 'A'] })).toHaveProperty('funds');
    expect(donatePageErrors({ ...settings, coverFeeBasisPoints: 2001 })).toHaveProperty(
      'coverFeeBasisPoints',
    );
  });
});
