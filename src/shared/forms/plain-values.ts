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

/** Turns `field.{id}`, `field.{id}.{part}` and `likert.{id}.{statement}` form fields into the form map. */
export function plainValues(fields: Record<string, string | string[] | undefined>): FormValues {
  const values: Record<string, FieldValue> = {};
  for (const [name, raw] of Object.entries(fields)) {
    if (raw === undefined) continue;
    const [prefix, id, ...rest] = name.split('.');
    if (!id) continue;
    if (prefix === 'field' && rest.length === 0) values[id] = Array.isArray(raw) ? raw : raw;
    else if (prefix === 'checkbox' && rest.length === 0) values[id] = Array.isArray(raw) ? raw : [raw];
    else if (prefix === 'field' && rest.length === 1) {
      const index = Number(rest[0]);
      if (!Number.isInteger(index) || index < 0 || index > 10) continue;
      const parts = Array.isArray(values[id]) ? (values[id] as string[]) : [];
      parts[index] = firstOf(raw) ?? '';
      values[id] = Array.from(parts, (part) => part ?? '');
    } else if (prefix === 'likert' && rest.length > 0) {
      const answers =
        typeof values[id] === 'object' && !Array.isArray(values[id])
          ? (values[id] as Record<string, string>)
          : {};
      answers[rest.join('.')] = firstOf(raw) ?? '';
      values[id] = answers;
    } else if (prefix === 'disclaimer') values.disclaimer = firstOf(raw) ?? '';
  }
  return values;
}
