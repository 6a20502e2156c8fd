import type { ZodType } from 'zod';

/**
 * Editing fields derived from a block type's zod schema, so the schema in
 * `src/site/blocks/<type>/schema.ts` stays the single source of truth: a new field there
 * appears in the editor without editor changes. Labels come from the field names; long text
 * (over 500 characters allowed, links aside) gets a multi-line box.
 */
export type FieldSpec =
  | { kind: 'text'; key: string; label: string; required: boolean; maxLength?: number; multiline: boolean }
  | {
      kind: 'number';
      key: string;
      label: string;
      required: boolean;
      min?: number;
      max?: number;
      integer: boolean;
    }
  | { kind: 'boolean'; key: string; label: string }
  | { kind: 'choice'; key: string; label: string; options: Array<string | number> }
  /** A value chosen from the site's own data (a form, ...), marked in the schema with `.meta({ picker: name })`. */
  | { kind: 'picker'; key: string; label: string; picker: string; required: boolean }
  | { kind: 'group'; key: string; label: string; fields: FieldSpec[] };

/** Field names that read better with a hand-written label. */
const LABELS: Record<string, string> = {
  href: 'Link',
  src: 'Image address',
  alt: 'Alt text (describes the image)',
  html: 'Content (HTML)',
  newWindow: 'Open link in a new window',
  aspectRatio: 'Aspect ratio',
  focalPoint: 'Focal point',
  x: 'Horizontal (0 left – 1 right)',
  y: 'Vertical (0 top – 1 bottom)',
  formId: 'Form',
};

const humanize = (key: string) =>
  LABELS[key] ?? key.replace(/([A-Z])/g, ' $1').replace(/^./, (first) => first.toUpperCase());

interface Introspected {
  def: { type: string; innerType?: Introspected; options?: unknown[]; entries?: Record<string, unknown> };
  shape?: Record<string, Introspected>;
  options?: Array<string | number>;
  maxLength?: number | null;
  minLength?: number | null;
  minValue?: number | null;
  maxValue?: number | null;
  isInt?: boolean;
  meta?: () => { picker?: unknown } | undefined;
}

/** Peels default/optional/nullable wrappers; reports whether a value is required. */
function unwrap(schema: Introspected): { inner: Introspected; required: boolean } {
  let inner = schema;
  let required = true;
  while (
    ['default', 'optional', 'nullable', 'prefault', 'catch', 'readonly'].includes(inner.def.type) &&
    inner.def.innerType
  ) {
    if (inner.def.type === 'optional' || inner.def.type === 'nullable') required = false;
    inner = inner.def.innerType;
  }
  return { inner, required };
}

function fieldOf(key: string, schema: Introspected): FieldSpec | null {
  const { inner, required } = unwrap(schema);
  const label = humanize(key);
  const picker = schema.meta?.()?.picker ?? inner.meta?.()?.picker;
  if (typeof picker === 'string') return { kind: 'picker', key, label, picker, required };
  switch (inner.def.type) {
    case 'string': {
      const maxLength = inner.maxLength ?? undefined;
      return {
        kind: 'text',
        key,
        label,
        required: required && (inner.minLength ?? 0) > 0,
        ...(maxLength ? { maxLength } : {}),
        multiline: !/href|src|url/i.test(key) && (maxLength === undefined || maxLength > 500),
      };
    }
    case 'number':
      return {
        kind: 'number',
        key,
        label,
        required,
        ...(inner.minValue != null && Number.isFinite(inner.minValue) ? { min: inner.minValue } : {}),
        ...(inner.maxValue != null && Number.isFinite(inner.maxValue) ? { max: inner.maxValue } : {}),
        integer: inner.isInt ?? false,
      };
    case 'boolean':
      return { kind: 'boolean', key, label };
    case 'enum':
      return { kind: 'choice', key, label, options: inner.options ?? [] };
    case 'object':
      return { kind: 'group', key, label, fields: fieldsOf(inner as unknown as ZodType) };
    default:
      return null;
  }
}

export function fieldsOf(schema: ZodType): FieldSpec[] {
  const shape = (schema as unknown as Introspected).shape ?? {};
  return Object.entries(shape).flatMap(([key, field]) => {
    const spec = fieldOf(key, field);
    return spec ? [spec] : [];
  });
}

/** Heading levels are numbers with a small range: offer them as a choice. */
export function refineForDisplay(field: FieldSpec): FieldSpec {
  if (
    field.kind === 'number' &&
    field.integer &&
    field.min !== undefined &&
    field.max !== undefined &&
    field.max - field.min <= 5
  ) {
    return {
      kind: 'choice',
      key: field.key,
      label: field.label,
      options: Array.from({ length: field.max - field.min + 1 }, (_, index) => field.min! + index),
    };
  }
  return field;
}
