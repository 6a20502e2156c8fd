import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { checkPluralKeys } from './format';

/**
 * Build-time work for the owners' app (scripts/owners-messages.mjs): messages compiled to
 * intl-messageformat's AST, so the browser bundle ships the formatter without the ICU parser,
 * and the keys each module uses, so each lazy screen carries only its own strings.
 */
export type CompiledMessage = string | MessageFormatElement[];

/** A message whose text has no placeholder, plural, select or tag needs no formatter at all. */
export const isLiteralMessage = (message: string) => !/[{}<'#]/.test(message);

/**
 * A literal message stays a string; any other becomes the AST intl-messageformat would parse
 * at run time (same options: tags on, the locale's hour cycle). Plural keys the locale does not
 * have fail the build, naming the key (spec media-and-platform §5).
 */
export function compileMessage(locale: string, message: string): CompiledMessage {
  if (isLiteralMessage(message)) return message;
  checkPluralKeys(locale, message);
  return parse(message, { ignoreTag: false, locale: new Intl.Locale(locale) });
}

/**
 * The catalogue keys a source file names: quoted keys exactly, and every key under the prefix
 * of a template literal (`owners.store.status.${status}`). Over-matching (a key in a comment)
 * only costs a few bytes; the owners' keys are always written whole or as such a prefix.
 */
export function keysNamedIn(source: string, known: readonly string[], namespace = 'owners'): string[] {
  const found = new Set<string>();
  const pattern = new RegExp(`(['"\`])(${namespace}\\.[\\w.-]*)(?=['"\`]|\\$\\{)`, 'g');
  for (const match of source.matchAll(pattern)) {
    const text = match[2]!;
    const isPrefix = source[match.index + match[0].length] === '$';
    for (const key of known) if (isPrefix ? key.startsWith(text) : key === text) found.add(key);
  }
  return [...found].sort();
}
