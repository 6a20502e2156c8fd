import { describe, expect, it } from 'vitest';
import { blankDonatePage, draftOf, inputOf } from './donate-page-form';

/** The donate page editor's fields: amounts typed in the currency become minor units, and back. */
describe('donate page form', () => {
  it('reads amounts, funds and the fee as the owner types them', () => {
    const draft = {
      ...blankDonatePage('USD'),
      title: '  Library  ',
      presets: '10, 25.50\n50',
      min: '5',
      max: '1,000',
      funds: 'Books\n\n Building \nBooks',
      coverFeePercent: '2.5%',
      confirmationText: 'Thank you!',
    };
    const result = inputOf(draft, 'USD');
    expect(result).toEqual({
      input: {
        title: 'Library',
        description: '',
        presetAmountsCents: [1000, 2550, 5000],
        allowCustom: true,
        minCents: 500,
        maxCents: 100000,
        funds: ['Books', 'Building'],
        coverFeeBasisPoints: 250,
        allowMonthly: true,
        confirmationText: 'Thank you!',
      },
    });
    if (!('input' in result)) return;
    const back = draftOf({ ...result.input, id: 'x', href: '/checkout/donate?donatePageId=x' }, 'USD');
    expect(back).toMatchObject({ presets: '10.00, 25.50, 50.00', min: '5.00', coverFeePercent: '2.5' });
  });

  it('says what is wrong with each field at once', () => {
    const result = inputOf(
      { ...blankDonatePage('USD'), presets: '10, ten', min: '0', max: 'lots', coverFeePercent: '30' },
      'USD',
    );
    expect(result).toEqual({
      errors: {
        title: 'Enter a title',
        presetAmountsCents: 'Enter amounts such as 10, 25, 50.',
        minCents: 'Enter an amount such as 5 or 5.00.',
        maxCents: 'Enter an amount such as 5 or 5.00.',
        coverFeeBasisPoints: 'Enter a percent from 0 to 20.',
      },
    });
    expect(
      inputOf({ ...blankDonatePage('USD'), title: 'A', presets: '', allowCustom: false }, 'USD'),
    ).toEqual({
      errors: { presetAmountsCents: 'Suggest at least one amount or let donors enter their own.' },
    });
  });

  it('counts whole units of a currency without cents', () => {
    expect(blankDonatePage('JPY')).toMatchObject({ presets: '10, 25, 50, 100', min: '5' });
  });
});
