import { enUS } from './en-US';

/**
 * The messages catalogue: visitor- and owner-facing strings, keyed by where they show, in ICU
 * MessageFormat. en-US is complete and is the reference; another locale may leave keys out and
 * falls back to en-US key by key. TypeScript refuses a key that is not defined;
 * `messages.test.ts` checks every locale's placeholders and plural keys against en-US.
 */
export type MessageKey = keyof typeof enUS;
export type Catalogue = Readonly<Record<MessageKey, string>>;

export const DEFAULT_LOCALE = 'en-US';

/** Locale → its messages. Partial catalogues fall back to en-US key by key. */
export const catalogues: Readonly<Record<string, Partial<Catalogue>>> = { [DEFAULT_LOCALE]: enUS };

/** The messages of a locale, complete: its own where it has them, else en-US. */
export function catalogueFor(locale: string): Catalogue {
  const own = catalogues[locale];
  return own === undefined || own === enUS ? enUS : { ...enUS, ...own };
}
