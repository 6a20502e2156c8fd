import type { FormField, InputField, PublicForm } from './definition';
import { FIELD_PARTS, isMultiPart, LIKERT_SCALE, type MultiPartType } from './field-kinds';

/**
 * The validation rules of visitor-runtime §5, run by the runtime before sending and by the
 * server (the authority) on every submission. Messages are the spec's where it gives them.
 */
export const formMessages = {
  formInvalid: 'One or more fields is invalid, please check your entries.',
  emailInvalid: 'Email is not valid. Email addresses should follow the format user@domain.com.',
  characterLimit: 'You have exceeded the character limit.',
  captchaIncomplete: 'Complete CAPTCHA before submitting.',
  disclaimerRequired: 'Please accept the disclaimer before submitting.',
  required: (title: string) => `${title} is required.`,
  notAnOption: (value: string) => `${value} is not one of the expected options`,
  number: (title: string) => `${title} must be a number.`,
  currency: (title: string) => `${title} must be an amount, like 12.50.`,
  website: 'Links must be formatted as example.com or https://example.com',
  date: (title: string) => `${title} is not a valid date.`,
  time: (title: string) => `${title} is not a valid time.`,
  phone: (title: string) => `${title} must contain only digits.`,
  zip: 'Zip Code must be exactly 5 digits.',
  tooLong: (title: string) => `${title} is too long.`,
} as const;

/** Email: 3 to 256 characters, local@domain with a 2 to 4 letter top-level domain. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,4}$/;
export const isValidEmail = (value: string) =>
  value.length >= 3 && value.length <= 256 && EMAIL_PATTERN.test(value);

/** Any value a single part may hold, past which the input is refused whatever the field. */
export const MAX_PART_LENGTH = 5000;

export type FieldValue = string | string[] | Record<string, string>;
/** The submitted form map: field id → value (visitor-runtime §3 "Form submission payload"). */
export type FormValues = Record<string, FieldValue>;

/** A textarea limit as the spec reads it: a parsed positive integer, else none (and no counter). */
export function textareaLimit(maxLength: unknown): number | null {
  const parsed = typeof maxLength === 'number' ? maxLength : Number.parseInt(String(maxLength ?? ''), 10);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : null;
}

/** A phone with three parts (no country code) gets a leading empty part, so stored phones always have four. */
export function normalizePhone(parts: string[]): string[] {
  return parts.length === 3 ? ['', ...parts] : parts;
}

const asText = (value: FieldValue | undefined): string => (typeof value === 'string' ? value : '');
const asList = (value: FieldValue | undefined): string[] =>
  Array.isArray(value) ? value.map(String) : typeof value === 'string' && value !== '' ? [value] : [];
const asMap = (value: FieldValue | undefined): Record<string, string> =>
  value !== undefined && typeof value === 'object' && !Array.isArray(value) ? value : {};

export const inputFields = (fields: ReadonlyArray<FormField>): InputField[] =>
  fields.filter((field): field is InputField => field.type !== 'section');

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const within = (value: number, low: number, high: number) =>
  Number.isInteger(value) && value >= low && value <= high;
function validDate(month: number, day: number, year: number): boolean {
  if (!within(year, 1, 9999) || !within(month, 1, 12)) return false;
  const days = [31, isLeap(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
  return within(day, 1, days);
}
const digitsOnly = (value: string) => /^\d*$/.test(value.trim());
const isUnitedStates = (country: string) => /^(us|usa|united states( of america)?)$/i.test(country.trim());

/** One part of a multi-part value by its spec name, trimmed ('' when missing). */
type PartOf = (name: string) => string;

/** The parts a person must fill for a multi-part field to count as answered. */
const NEEDED_PARTS: Record<MultiPartType, readonly string[]> = {
  name: ['First', 'Last'],
  phone: ['Areacode', 'Prefix', 'Line'],
  address: ['Line1', 'City', 'State', 'Zip', 'Country'],
  date: ['Month', 'Day', 'Year'],
  time: ['Hour', 'Minute'],
};

/** What makes an answered multi-part value wrong, per kind. */
const PART_RULES: Record<MultiPartType, (part: PartOf, title: string) => string | null> = {
  name: () => null,
  phone: (part, title) =>
    ['Country', 'Areacode', 'Prefix', 'Line'].every((name) => digitsOnly(part(name).replace(/^\+/, '')))
      ? null
      : formMessages.phone(title),
  address: (part) =>
    isUnitedStates(part('Country')) && part('Zip') !== '' && !/^\d{5}$/.test(part('Zip'))
      ? formMessages.zip
      : null,
  date: (part, title) =>
    validDate(Number(part('Month')), Number(part('Day')), Number(part('Year')))
      ? null
      : formMessages.date(title),
  time: (part, title) => {
    const ampm = part('Ampm').toUpperCase();
    const hourOk = ampm === '' ? within(Number(part('Hour')), 0, 23) : within(Number(part('Hour')), 1, 12);
    const valid =
      hourOk &&
      within(Number(part('Minute') || '0'), 0, 59) &&
      within(Number(part('Second') || '0'), 0, 59) &&
      ['', 'AM', 'PM'].includes(ampm);
    return valid ? null : formMessages.time(title);
  },
};

function validateParts(field: InputField & { type: MultiPartType }, value: FieldValue | undefined) {
  const parts = field.type === 'phone' ? normalizePhone(asList(value)) : asList(value);
  if (parts.some((part) => part.length > MAX_PART_LENGTH)) return formMessages.tooLong(field.title);
  const names: readonly string[] = FIELD_PARTS[field.type];
  const part: PartOf = (name) => (parts[names.indexOf(name)] ?? '').trim();
  if (names.every((name) => part(name) === ''))
    return field.required ? formMessages.required(field.title) : null;
  if (field.required && NEEDED_PARTS[field.type].some((name) => part(name) === ''))
    return formMessages.required(field.title);
  return PART_RULES[field.type](part, field.title);
}

/** Checkbox: any number of the field's options. */
function validateCheckbox(field: ChoiceField, value: FieldValue | undefined): string | null {
  const chosen = asList(value);
  if (chosen.length === 0) return field.required ? formMessages.required(field.title) : null;
  const unknown = chosen.find((choice) => !field.options.includes(choice));
  return unknown === undefined ? null : formMessages.notAnOption(unknown);
}

/** Likert: a step of the scale for each statement (the field's options); required means every one. */
function validateLikert(field: ChoiceField, value: FieldValue | undefined): string | null {
  const { title, required, options } = field;
  const answers = asMap(value);
  const answered = options.filter((statement) => (answers[statement] ?? '') !== '');
  if (required && answered.length < options.length) return formMessages.required(title);
  for (const [statement, answer] of Object.entries(answers)) {
    if (!options.includes(statement)) return formMessages.notAnOption(statement);
    if (answer !== '' && !LIKERT_SCALE.some((step) => String(step.value) === answer))
      return formMessages.notAnOption(answer);
  }
  return null;
}
type ChoiceField = Extract<InputField, { options: string[] }>;

type TextField = Exclude<InputField, { type: 'hidden' }>;
type TextRule = (text: string, field: TextField) => string | null;

/**
 * A single-text kind: a value past the part limit is refused (a textarea has its own, larger
 * one), an empty value is fine unless required, and filled text must pass the kind's rule.
 */
const singleText =
  (rule?: TextRule) =>
  (field: TextField, value: FieldValue | undefined): string | null => {
    const text = asText(value);
    if (text.length > MAX_PART_LENGTH && field.type !== 'textarea') return formMessages.tooLong(field.title);
    if (text.trim() === '') return field.required ? formMessages.required(field.title) : null;
    return rule?.(text, field) ?? null;
  };

const oneOfTheOptions: TextRule = (text, field) =>
  'options' in field && field.options.includes(text) ? null : formMessages.notAnOption(text);

type FieldValidator<Kind extends InputField['type']> = (
  field: InputField & { type: Kind },
  value: FieldValue | undefined,
) => string | null;

/** Each kind's check: the message to show above the field, or null when its value is fine. */
const FIELD_VALIDATORS: { [Kind in InputField['type']]: FieldValidator<Kind> } = {
  text: singleText(),
  password: singleText(),
  twitter: singleText(),
  email: singleText((text) => (isValidEmail(text.trim()) ? null : formMessages.emailInvalid)),
  textarea: singleText((text, field) => {
    const limit = textareaLimit('maxLength' in field ? field.maxLength : undefined);
    if (limit !== null && text.length > limit) return formMessages.characterLimit;
    return text.length > 100_000 ? formMessages.tooLong(field.title) : null;
  }),
  number: singleText((text, field) =>
    /^-?\d+(\.\d+)?$/.test(text.trim()) ? null : formMessages.number(field.title),
  ),
  currency: singleText((text, field) =>
    /^\d{1,12}(\.\d{1,2})?$/.test(text.trim().replace(/,/g, '')) ? null : formMessages.currency(field.title),
  ),
  website: singleText((text) =>
    /^(https?:\/\/)?[^\s/.]+(\.[^\s/.]+)+(\/\S*)?$/i.test(text.trim()) ? null : formMessages.website,
  ),
  radio: singleText(oneOfTheOptions),
  select: singleText(oneOfTheOptions),
  name: validateParts,
  phone: validateParts,
  address: validateParts,
  date: validateParts,
  time: validateParts,
  checkbox: validateCheckbox,
  likert: validateLikert,
  // Hidden values come from the page's address, not from a person: only the length is checked.
  hidden: (field, value) => (asText(value).length > MAX_PART_LENGTH ? formMessages.tooLong(field.key) : null),
};

/** Checks one field's value; returns the message to show above it, or null when it is fine. */
export function validateField(field: InputField, value: FieldValue | undefined): string | null {
  // The table pairs each kind with its own validator; TypeScript cannot follow that pairing through a lookup.
  const validate = FIELD_VALIDATORS[field.type] as FieldValidator<InputField['type']>;
  return validate(field, value);
}

/** Every field's message, keyed by field id (the spec's `data.errors`); empty when the form is valid. */
export function validateForm(form: Pick<PublicForm, 'fields'>, values: FormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of inputFields(form.fields)) {
    const message = validateField(field, values[field.id]);
    if (message !== null) errors[field.id] = message;
  }
  return errors;
}

/**
 * The stored shape of a valid submission: only the form's own input fields, each in its
 * canonical shape (phones with four parts, text trimmed at the ends), sections dropped.
 */
export function normalizeValues(form: Pick<PublicForm, 'fields'>, values: FormValues): FormValues {
  const clean: FormValues = {};
  for (const field of inputFields(form.fields)) {
    const value = values[field.id];
    if (field.type === 'checkbox') clean[field.id] = asList(value);
    else if (field.type === 'likert')
      clean[field.id] = Object.fromEntries(
        field.options.map((statement) => [statement, asMap(value)[statement] ?? '']),
      );
    else if (isMultiPart(field.type)) {
      const parts = field.type === 'phone' ? normalizePhone(asList(value)) : asList(value);
      clean[field.id] = FIELD_PARTS[field.type].map((_, index) => (parts[index] ?? '').trim());
    } else clean[field.id] = field.type === 'textarea' ? asText(value) : asText(value).trim();
  }
  return clean;
}

/** A value as people read it in lists, e-mails and CSV: empty shows N/A, likert answers by name. */
export function displayValue(field: InputField, value: FieldValue | undefined): string {
  if (field.type === 'likert') {
    const answers = asMap(value);
    const lines = field.options.map((statement) => {
      const label = LIKERT_SCALE.find((step) => String(step.value) === answers[statement])?.label;
      return `${statement}: ${label ?? 'N/A'}`;
    });
    return lines.join('; ');
  }
  if (Array.isArray(value)) {
    const parts =
      field.type === 'time'
        ? [[value[0], value[1], value[2]].filter((part) => part).join(':'), value[3]]
        : field.type === 'date'
          ? [[value[0], value[1], value[2]].filter((part) => part).join('/')]
          : value;
    const shown = parts
      .filter((part) => part !== undefined && part !== '')
      .join(field.type === 'checkbox' ? ', ' : ' ');
    return shown === '' ? 'N/A' : shown;
  }
  const text = typeof value === 'string' ? value : '';
  return text.trim() === '' ? 'N/A' : text;
}
