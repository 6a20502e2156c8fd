import type { FieldType, FormDefinition, FormField, FormKind } from '../../../shared/forms/definition';
import { t } from '../../text';

/**
 * The form builder's pure parts: new fields with sensible defaults, moves, and the server's
 * field messages (keyed `fields.{index}.{property}`) regrouped by field id, so a message stays
 * with its field when fields are reordered after a failed save.
 */

/** The name owners read for a field kind. */
export const fieldTypeLabel = (type: FieldType) => t(`owners.forms.fieldType.${type}`);

/** A new field's label where the kind's name would not do (a hidden field has none). */
const defaultTitle = (type: FieldType): string | undefined =>
  type === 'textarea' || type === 'email' || type === 'section' || type === 'likert'
    ? t(`owners.forms.defaultTitle.${type}`)
    : type === 'hidden'
      ? ''
      : undefined;

/** A field id not yet used on this form: the kind's name, then kind-2, kind-3 … */
export function freeFieldId(type: FieldType, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(type)) return type;
  for (let n = 2; ; n++) if (!used.has(`${type}-${n}`)) return `${type}-${n}`;
}

const option = (kind: 'option' | 'statement', number: number) =>
  t('owners.forms.options.item', { kind, number });

export function newField(type: FieldType, taken: Iterable<string>): FormField {
  const id = freeFieldId(type, taken);
  const title = defaultTitle(type) ?? fieldTypeLabel(type).replace(/ \(.*\)$/, '');
  switch (type) {
    case 'text':
    case 'email':
    case 'number':
    case 'website':
      return { id, type, title, description: '', placeholder: '', required: false };
    case 'textarea':
      return { id, type, title, description: '', placeholder: '', required: false, maxLength: 0 };
    case 'currency':
      return { id, type, title, description: '', currencySymbol: '$', required: false };
    case 'phone':
      return { id, type, title, description: '', showCountryCode: false, required: false };
    case 'section':
      return { id, type, title, description: '', underline: false };
    case 'radio':
    case 'checkbox':
    case 'select':
      return {
        id,
        type,
        title,
        description: '',
        options: [option('option', 1), option('option', 2)],
        required: false,
      };
    case 'likert':
      return { id, type, title, description: '', options: [option('statement', 1)], required: false };
    case 'hidden':
      return { id, type, title: '', key: 'utm_source', value: '' };
    default:
      return { id, type, title, description: '', required: false };
  }
}

/** What a new form starts with, so it is useful (and, for a newsletter, valid) at once. */
export function starterDefinition(
  name: string,
  kind: FormKind,
): Pick<FormDefinition, 'name' | 'kind' | 'fields'> {
  const email: FormField = {
    id: 'email',
    type: 'email',
    title: t('owners.forms.defaultTitle.email'),
    description: '',
    placeholder: '',
    required: true,
  };
  const fields: FormField[] =
    kind === 'newsletter' ? [email] : [newField('name', []), email, newField('textarea', [])];
  return { name, kind, fields };
}

export function moveItem<T>(list: readonly T[], index: number, delta: number): T[] {
  const to = index + delta;
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  next.splice(to, 0, ...next.splice(index, 1));
  return next;
}

export interface BuilderErrors {
  /** Messages about the form itself and its settings, by path (`name`, `settings.captcha.siteKey`, `fields`). */
  form: Record<string, string>;
  /** Field id → property path (`title`, `options`, `options.1`) → message. */
  fields: Record<string, Record<string, string>>;
}

/** Splits the server's field messages into form-level ones and per-field ones keyed by field id. */
export function groupErrors(errors: Record<string, string>, fields: readonly FormField[]): BuilderErrors {
  const grouped: BuilderErrors = { form: {}, fields: {} };
  for (const [path, message] of Object.entries(errors)) {
    const match = /^fields\.(\d+)(?:\.(.+))?$/.exec(path);
    const field = match ? fields[Number(match[1])] : undefined;
    if (!match || !field) {
      grouped.form[path] = message;
      continue;
    }
    (grouped.fields[field.id] ??= {})[match[2] ?? ''] = message;
  }
  return grouped;
}

/** Notification addresses as the owner types them: one per line or separated by commas. */
export const addressesOf = (text: string) =>
  text
    .split(/[\n,]/)
    .map((address) => address.trim())
    .filter((address) => address !== '');
