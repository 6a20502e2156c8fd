import type { FieldValue, FormValues } from './validate';

/**
 * Names of a form's inputs in the HTML, so the same page works with and without JavaScript:
 * `field.{id}` for one value, `field.{id}.{n}` for part n of a multi-part field,
 * `checkbox.{id}` (repeated) for checkboxes, `likert.{id}.{statement}` for likert answers.
 * The runtime and the no-JavaScript post both turn these into the form map with `plainValues`.
 */
export const inputName = {
  single: (id: string) => `field.${id}`,
  part: (id: string, index: number) => `field.${id}.${index}`,
  checkbox: (id: string) => `checkbox.${id}`,
  likert: (id: string, statement: string) => `likert.${id}.${statement}`,
  disclaimer: 'disclaimer.accept',
} as const;

export const firstOf = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

type Raw = string | string[];
type Values = Record<string, FieldValue>;

/** `field.{id}` is a single value; `field.{id}.{n}` is part n (0 to 10) of a multi-part one. */
function readField(values: Values, id: string, rest: string[], raw: Raw) {
  if (rest.length === 0) values[id] = raw;
  if (rest.length !== 1) return;
  const index = Number(rest[0]);
  if (!Number.isInteger(index) || index < 0 || index > 10) return;
  const parts = Array.isArray(values[id]) ? (values[id] as string[]) : [];
  parts[index] = firstOf(raw) ?? '';
  values[id] = Array.from(parts, (part) => part ?? '');
}

/** `checkbox.{id}`, repeated once per ticked box: always a list, even of one. */
function readCheckbox(values: Values, id: string, rest: string[], raw: Raw) {
  if (rest.length === 0) values[id] = Array.isArray(raw) ? raw : [raw];
}

/** `likert.{id}.{statement}`: the statement may itself hold dots. */
function readLikert(values: Values, id: string, rest: string[], raw: Raw) {
  if (rest.length === 0) return;
  const previous = values[id];
  const answers: Record<string, string> =
    typeof previous === 'object' && !Array.isArray(previous)
      ? (previous as Record<string, string>)
      : Object.create(null);
  answers[rest.join('.')] = firstOf(raw) ?? '';
  values[id] = answers;
}

const readers = new Map<string, (values: Values, id: string, rest: string[], raw: Raw) => void>([
  ['field', readField],
  ['checkbox', readCheckbox],
  ['likert', readLikert],
  [
    'disclaimer',
    (values, _id, _rest, raw) => {
      values.disclaimer = firstOf(raw) ?? '';
    },
  ],
]);

/** Turns `field.{id}`, `field.{id}.{part}` and `likert.{id}.{statement}` form fields into the form map. */
export function plainValues(fields: Record<string, string | string[] | undefined>): FormValues {
  // Without a prototype: a posted name such as `field.__proto__` is then just an (unknown) field id.
  const values: Values = Object.create(null);
  for (const [name, raw] of Object.entries(fields)) {
    const [prefix = '', id, ...rest] = name.split('.');
    if (raw !== undefined && id) readers.get(prefix)?.(values, id, rest, raw);
  }
  return values;
}
