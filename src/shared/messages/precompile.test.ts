import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { ownersMessages } from './en-US/owners';
import { compileMessage, keysNamedIn } from './precompile';

describe("the owners' messages compiled at build", () => {
  it('keeps literal messages as strings and turns the others into ASTs the formatter reads without a parser', () => {
    expect(compileMessage('en-US', 'Save')).toBe('Save');
    const compiled = compileMessage(
      'en-US',
      '{count, plural, one {# order} other {# orders}} for <b>{name}</b>',
    );
    expect(Array.isArray(compiled)).toBe(true);
    // Formatting an AST never calls the parser (the build aliases it to a parse that throws).
    const parser = IntlMessageFormat.__parse;
    IntlMessageFormat.__parse = () => {
      throw new Error('parsed at run time');
    };
    try {
      const formatted = new IntlMessageFormat(compiled, 'en-US').format<string>({
        count: 3,
        name: 'Ada',
        b: (chunks) => `*${chunks.join('')}*`,
      });
      expect(formatted).toBe('3 orders for *Ada*');
      expect(() => new IntlMessageFormat('{count} orders', 'en-US')).toThrow('parsed at run time');
    } finally {
      IntlMessageFormat.__parse = parser;
    }
  });

  it('fails on a plural key the locale does not have, naming it', () => {
    expect(() => compileMessage('en-US', '{n, plural, few {#} other {#}}')).toThrow(
      'Invalid key "few" for plural argument "n" in locale "en-US"',
    );
  });

  it('compiles every en-US owners message', () => {
    for (const [key, message] of Object.entries(ownersMessages))
      expect(() => compileMessage('en-US', message), key).not.toThrow();
  });
});

describe('the keys a module names', () => {
  const known = [
    'owners.store.nav',
    'owners.store.status.paid',
    'owners.store.status.pending',
    'owners.ui.save',
  ];

  it('finds keys written whole, in either quote, and every key under a template prefix', () => {
    const source = [
      "t('owners.store.nav');",
      'const label = t("owners.ui.save");',
      'const status = (s) => t(`owners.store.status.${s}`);',
    ].join('\n');
    expect(keysNamedIn(source, known)).toEqual(known);
  });

  it('ignores text that is not a whole key and keys of other namespaces', () => {
    expect(keysNamedIn("t('owners.store'); t('owners.ui.saveAll'); t('site.cart.title')", known)).toEqual([]);
  });
});
