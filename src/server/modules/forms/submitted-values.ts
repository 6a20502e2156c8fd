/** What a visitor sent, read: the form's values, typed amounts, the page it came from, who sent it. */
import { AppError } from '../../../shared/errors';
import type { InputField } from '../../../shared/forms/definition';
import type { FormValues } from '../../../shared/forms/validate';
import { sameSitePath } from '../../../shared/links/same-site-path';
import { currencies, formatMoney, Money, parseAmount, type CurrencyCode } from '../../../shared/money';
import { assertValidText } from '../../plugins/text-rule';

/** The JSON map of `form`: field id → string, list of strings, or (likert) statement → answer. */
export function parseFormMap(raw: string): FormValues {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new AppError('malformedJson');
  }
  assertValidText(parsed);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new AppError('malformedJson');
  const values: FormValues = {};
  for (const [id, value] of Object.entries(parsed)) {
    if (typeof value === 'string') values[id] = value;
    else if (Array.isArray(value) && value.every((part) => typeof part === 'string'))
      values[id] = value as string[];
    else if (
      typeof value === 'object' &&
      value !== null &&
      Object.values(value).every((part) => typeof part === 'string')
    )
      values[id] = value as Record<string, string>;
    else throw new AppError('malformedJson');
  }
  return values;
}

/** Line breaks (a header's injection) become one space. */
export const singleLine = (text: string) => text.replace(/\s*[\r\n]+\s*/g, ' ');

/**
 * An amount typed in a currency field, as the owner reads it: formatted by the money rules with
 * its currency when the field's symbol is the site currency's ("$1,200.00 (USD)"), else with the
 * field's own symbol; as typed when it does not parse.
 */
export function currencyValueOf(symbol: string, text: string, currency: CurrencyCode): string {
  const info = currencies[currency];
  const minor = parseAmount(text, info.fractionDigits);
  if (minor === null) return `${symbol}${text.trim()}`;
  const money = Money.of(minor, currency);
  return symbol === info.symbol
    ? `${formatMoney(money)} (${currency})`
    : `${symbol}${formatMoney(money, { numberOnly: true })}`;
}

/**
 * The page a submission came from as the site's own path, else none: a visitor sets it, and it
 * is shown to the owner ("Sent from …"), so it may not carry other text or another site.
 */
export function pagePathOf(value: string | undefined): string | undefined {
  if (value === undefined || value.length > PAGE_PATH_MAX) return undefined;
  return sameSitePath(value) ?? undefined;
}
const PAGE_PATH_MAX = 300;

/** Who sent it, for the subject: the name field's parts, else the e-mail; one line, at most 60 characters. */
export function visitorNameOf(fields: InputField[], values: FormValues): string {
  const nameField = fields.find((field) => field.type === 'name');
  const name = nameField ? [values[nameField.id]].flat().filter((part) => typeof part === 'string') : [];
  const email = fields.find((field) => field.type === 'email' && typeof values[field.id] === 'string');
  const who = name.join(' ').trim() || (email ? String(values[email.id]) : '');
  return singleLine(who).trim().slice(0, 60);
}
