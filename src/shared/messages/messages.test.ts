import { describe, expect, it } from 'vitest';
import { errorCatalogue } from '../errors';
import { catalogueFor, catalogues, DEFAULT_LOCALE, type Catalogue } from './catalogue';
import { enUS } from './en-US';
import { checkPluralKeys, createTranslator, placeholdersOf } from './format';

/** What is wrong with a locale's catalogue against en-US: unknown keys and placeholder mismatches. */
function problemsOf(locale: string, messages: Partial<Catalogue> | Record<string, string>): string[] {
  const problems: string[] = [];
  for (const [key, message] of Object.entries(messages)) {
    const reference = (enUS as Record<string, string>)[key];
    if (reference === undefined) {
      problems.push(`${locale}: "${key}" is not an en-US key`);
      continue;
    }
    const want = placeholdersOf(reference).join(', ');
    const have = placeholdersOf(message as string).join(', ');
    if (want !== have) problems.push(`${locale}: "${key}" has placeholders [${have}], en-US has [${want}]`);
    try {
      checkPluralKeys(locale, message as string);
    } catch (error) {
      problems.push(`${locale}: ${(error as Error).message}`);
    }
  }
  return problems;
}

describe('the messages catalogue', () => {
  it('has no problem in any locale: keys known, placeholders as in en-US, plural keys valid', () => {
    const problems = Object.entries(catalogues).flatMap(([locale, messages]) => problemsOf(locale, messages));
    expect(problems).toEqual([]);
  });

  it('finds a placeholder mismatch, an unknown key and a plural key a locale does not have', () => {
    expect(
      problemsOf('fr-FR', {
        'site.cart.removeCoupon': 'Retirer {coupon}',
        'site.nope': 'x',
        'site.order.confirmationSent': '{email} {n, plural, few {quelques} other {#}}',
      }),
    ).toEqual([
      'fr-FR: "site.cart.removeCoupon" has placeholders [coupon], en-US has [code]',
      'fr-FR: "site.nope" is not an en-US key',
      'fr-FR: "site.order.confirmationSent" has placeholders [email, n], en-US has [email]',
      'fr-FR: Invalid key "few" for plural argument "n" in locale "fr-FR"',
    ]);
  });

  it('accepts the plural keys a locale has: Polish "few" and "many", exact =N everywhere', () => {
    expect(() => checkPluralKeys('pl-PL', '{n, plural, one {#} few {#} many {#} other {#}}')).not.toThrow();
    expect(() => checkPluralKeys('en-US', '{n, plural, =0 {none} one {#} other {#}}')).not.toThrow();
    expect(() => checkPluralKeys('en-US', '{n, plural, many {#} other {#}}')).toThrow(/Invalid key "many"/);
  });

  it('is where the error registry takes every message from', () => {
    for (const [code, entry] of Object.entries(errorCatalogue))
      expect(entry.message, code).toBe((enUS as Record<string, string>)[`error.${code}`]);
    const errorKeys = Object.keys(enUS).filter((key) => key.startsWith('error.'));
    expect(errorKeys.map((key) => key.slice('error.'.length)).sort()).toEqual(
      Object.keys(errorCatalogue).sort(),
    );
  });

  it('parses every en-US message', () => {
    for (const [key, message] of Object.entries(enUS))
      expect(() => placeholdersOf(message), key).not.toThrow();
  });
});

describe('a translator', () => {
  const t = createTranslator(DEFAULT_LOCALE, catalogueFor(DEFAULT_LOCALE));

  it('formats placeholders and tags', () => {
    expect(t('site.cart.removeCoupon', { code: 'SPRING' })).toBe('Remove SPRING');
    expect(
      t.rich<{ bold: unknown[] }>('site.cart.couponApplied', {
        code: 'SPRING',
        b: (chunks) => ({ bold: chunks }),
      }),
    ).toEqual([{ bold: ['SPRING'] }, ' applied']);
  });

  it('falls back to en-US for a key a partial locale leaves out', () => {
    expect(catalogueFor('xx-XX')['site.cart.title']).toBe('Your cart');
  });

  it('throws on a plural key the locale does not have, naming it', () => {
    const broken = createTranslator('en-US', { count: '{n, plural, few {#} other {#}}' });
    expect(() => broken('count', { n: 2 })).toThrow(
      'Invalid key "few" for plural argument "n" in locale "en-US"',
    );
  });
});

describe('the runtime messages', () => {
  it('are literal texts: the visitor runtime ships no ICU formatter', () => {
    const formatted = Object.entries(enUS).filter(
      ([key, message]) => key.startsWith('runtime.') && placeholdersOf(message).length > 0,
    );
    expect(formatted).toEqual([]);
    expect(Object.keys(enUS).filter((key) => key.startsWith('runtime.')).length).toBeGreaterThan(20);
  });
});
