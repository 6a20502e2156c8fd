import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/**
 * ICU MessageFormat (intl-messageformat) over a catalogue. The server and the server-rendered
 * site use this module; the visitor runtime never does (ESLint refuses it there): it ships no ICU
 * parser, only the literal strings it shows (src/shared/messages/en-US/runtime.ts).
 */
export type MessageValues = Record<string, PrimitiveType>;

/** A message whose text has no placeholder, plural, select or tag needs no formatting. */
const isLiteral = (message: string) => !/[{}<'#]/.test(message);

/** The placeholder names of a message (arguments of every kind, and tags), sorted. */
export function placeholdersOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      names.add(element.value);
      if (element.type === TYPE.plural || element.type === TYPE.select)
        for (const option of Object.values(element.options)) walk(option.value);
      if (element.type === TYPE.tag) walk(element.children);
    }
  };
  walk(parse(message));
  return [...names].sort();
}

/**
 * The spec's rule (media-and-platform §5): plural keys must be valid for the locale, else an
 * error naming the invalid key. Valid keys are the locale's plural categories, `other` and `=N`.
 */
export function checkPluralKeys(locale: string, message: string): void {
  const categories = new Set<string>(new Intl.PluralRules(locale).resolvedOptions().pluralCategories);
  const ordinal = new Set<string>(
    new Intl.PluralRules(locale, { type: 'ordinal' }).resolvedOptions().pluralCategories,
  );
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.plural) {
        const valid = element.pluralType === 'ordinal' ? ordinal : categories;
        for (const key of Object.keys(element.options))
          if (key !== 'other' && !/^=\d+$/.test(key) && !valid.has(key))
            throw new Error(
              `Invalid key "${key}" for plural argument "${element.value}" in locale "${locale}"`,
            );
      }
      if (element.type === TYPE.plural || element.type === TYPE.select)
        for (const option of Object.values(element.options)) walk(option.value);
      if (element.type === TYPE.tag) walk(element.children);
    }
  };
  walk(parse(message));
}

/**
 * A translator for one locale's catalogue: `t(key, values)`. Each message is parsed once, on
 * first use; its plural keys are checked for the locale then.
 */
export function createTranslator<Key extends string>(locale: string, catalogue: Record<Key, string>) {
  const formats = new Map<Key, IntlMessageFormat>();
  const formatOf = (key: Key) => {
    let format = formats.get(key);
    if (!format) {
      checkPluralKeys(locale, catalogue[key]);
      format = new IntlMessageFormat(catalogue[key], locale);
      formats.set(key, format);
    }
    return format;
  };
  function t(key: Key, values?: MessageValues): string {
    const message = catalogue[key];
    if (values === undefined && isLiteral(message)) return message;
    return String(formatOf(key).format(values));
  }
  /** A message with tags (`<b>{code}</b> applied`): each tag's value wraps its chunks (e.g. in an element). */
  function rich<Part>(
    key: Key,
    values: Record<string, PrimitiveType | Part | ((chunks: (string | Part)[]) => Part)>,
  ) {
    const formatted = formatOf(key).format<Part>(values as never);
    return Array.isArray(formatted) ? (formatted as (string | Part)[]) : [formatted as string | Part];
  }
  return Object.assign(t, { rich, locale });
}
