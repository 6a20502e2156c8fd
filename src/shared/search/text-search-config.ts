/**
 * The PostgreSQL text-search configuration for a site's language: words are stemmed the way
 * the site's language builds them ("roasting" finds "roasted" on an English site). Every name
 * here ships with PostgreSQL and with PGlite; a language without one uses `simple` (whole
 * words, lower-cased, no stemming), which works for every script.
 */
const CONFIG_BY_LANGUAGE: Readonly<Record<string, string>> = {
  ar: 'arabic',
  ca: 'catalan',
  da: 'danish',
  de: 'german',
  el: 'greek',
  en: 'english',
  es: 'spanish',
  et: 'estonian',
  eu: 'basque',
  fi: 'finnish',
  fr: 'french',
  ga: 'irish',
  hi: 'hindi',
  hu: 'hungarian',
  hy: 'armenian',
  id: 'indonesian',
  it: 'italian',
  lt: 'lithuanian',
  nb: 'norwegian',
  ne: 'nepali',
  nl: 'dutch',
  nn: 'norwegian',
  no: 'norwegian',
  pt: 'portuguese',
  ro: 'romanian',
  ru: 'russian',
  sr: 'serbian',
  sv: 'swedish',
  ta: 'tamil',
  tr: 'turkish',
  yi: 'yiddish',
};

export const FALLBACK_TEXT_SEARCH_CONFIG = 'simple';

/** `en-US` → `english`, `pt-BR` → `portuguese`, `ja-JP` → `simple`. Always one of a fixed list. */
export function textSearchConfigFor(locale: string): string {
  const language = locale.split(/[-_]/, 1)[0]?.toLowerCase() ?? '';
  return CONFIG_BY_LANGUAGE[language] ?? FALLBACK_TEXT_SEARCH_CONFIG;
}

export const TEXT_SEARCH_CONFIGS: ReadonlySet<string> = new Set([
  ...Object.values(CONFIG_BY_LANGUAGE),
  FALLBACK_TEXT_SEARCH_CONFIG,
]);
