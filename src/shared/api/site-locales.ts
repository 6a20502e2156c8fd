/**
 * The languages and regions a site can be set to (the site's `locale`: date, number and money
 * formats, and the `lang` of its pages). A fixed list every browser's and Node's Intl formats,
 * shown as a picker; the spec's default is en-US.
 */
export const supportedLocales = [
  'en-US',
  'en-GB',
  'en-AU',
  'en-CA',
  'en-IE',
  'en-IN',
  'en-NZ',
  'en-ZA',
  'de-DE',
  'de-AT',
  'de-CH',
  'fr-FR',
  'fr-BE',
  'fr-CA',
  'fr-CH',
  'es-ES',
  'es-MX',
  'es-AR',
  'it-IT',
  'pt-PT',
  'pt-BR',
  'nl-NL',
  'nl-BE',
  'da-DK',
  'sv-SE',
  'nb-NO',
  'fi-FI',
  'is-IS',
  'pl-PL',
  'cs-CZ',
  'sk-SK',
  'hu-HU',
  'ro-RO',
  'el-GR',
  'tr-TR',
  'ru-RU',
  'uk-UA',
  'he-IL',
  'ar-AE',
  'hi-IN',
  'th-TH',
  'id-ID',
  'ms-MY',
  'vi-VN',
  'zh-CN',
  'zh-TW',
  'zh-HK',
  'ja-JP',
  'ko-KR',
] as const;
export type SiteLocale = (typeof supportedLocales)[number];

/** A locale's name in its own language and in the owner's ("Deutsch (Deutschland) — German (Germany)"). */
export function localeLabel(locale: string, displayLocale = 'en-US'): string {
  try {
    const own = new Intl.DisplayNames([locale], { type: 'language' }).of(locale);
    const shown = new Intl.DisplayNames([displayLocale], { type: 'language' }).of(locale);
    if (!own || !shown) return locale;
    return own === shown ? own : `${own} — ${shown}`;
  } catch {
    return locale;
  }
}

/**
 * Time zones the server knows (IANA names, from Intl). Node's list omits `UTC` and may name a
 * zone by an older spelling than a newer browser's (Europe/Kiev, Europe/Kyiv): a zone is valid
 * when it is listed or is a properly spelled alias the runtime resolves to a listed zone.
 */
const knownZones: ReadonlySet<string> = new Set(
  typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [],
);
const IANA_NAME = /^[A-Z][A-Za-z_]*(\/[A-Z0-9][A-Za-z0-9_+-]*){1,2}$/;

export function isSupportedTimeZone(zone: string): boolean {
  if (zone === 'UTC' || knownZones.has(zone)) return true;
  if (!IANA_NAME.test(zone)) return false;
  try {
    const resolved = new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
    return knownZones.size === 0 || knownZones.has(resolved);
  } catch {
    return false;
  }
}
