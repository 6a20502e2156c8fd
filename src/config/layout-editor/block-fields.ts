import { globalRegistry } from 'zod/mini';
import type * as core from 'zod/v4/core';
import { t, type OwnersMessageKey } from '../text';

/**
 * Editing fields derived from a block type's zod schema, so the schema in
 * `src/shared/blocks/<type>.ts` stays the single source of truth: a new field there
 * appears in the editor without editor changes. Labels come from the field names; long text
 * (over 500 characters allowed, links aside) gets a multi-line box. Reads the schema's zod
 * definitions rather than calling `z.toJSONSchema`, which would add its code to the editor.
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
  | {
      kind: 'choice';
      key: string;
      label: string;
      options: Array<string | number>;
      /** What the owner reads for each option: never the raw stored value. */
      optionLabels: Record<string, string>;
    }
  /** A value chosen from the site's own data (a form, ...), marked in the schema with `.check(z.meta({ picker: name }))`. */
  | { kind: 'picker'; key: string; label: string; picker: string; required: boolean }
  | { kind: 'group'; key: string; label: string; fields: FieldSpec[] }
  /**
   * A list of objects (an accordion's items): each item edited with `fields`, added, removed and
   * moved. The array schema may give `z.meta({ itemLabel, newItem })`: the word for one item and
   * the data of an added one.
   */
  | {
      kind: 'list';
      key: string;
      label: string;
      itemLabel: string;
      min: number;
      max?: number;
      fields: FieldSpec[];
      newItem: Record<string, unknown>;
    };

/** Field names that read better with a hand-written label (owners.layoutEditor.field.<name>). */
const LABELS: Record<string, OwnersMessageKey> = {
  href: 'owners.layoutEditor.field.href',
  src: 'owners.layoutEditor.field.src',
  alt: 'owners.layoutEditor.field.alt',
  html: 'owners.layoutEditor.field.html',
  newWindow: 'owners.layoutEditor.field.newWindow',
  aspectRatio: 'owners.layoutEditor.field.aspectRatio',
  focalPoint: 'owners.layoutEditor.field.focalPoint',
  x: 'owners.layoutEditor.field.x',
  y: 'owners.layoutEditor.field.y',
  formId: 'owners.layoutEditor.field.formId',
  url: 'owners.layoutEditor.field.url',
  poster: 'owners.layoutEditor.field.poster',
  privacyEnhanced: 'owners.layoutEditor.field.privacyEnhanced',
  forceAutoplay: 'owners.layoutEditor.field.forceAutoplay',
  items: 'owners.layoutEditor.field.items',
  imageAspectRatio: 'owners.layoutEditor.field.imageAspectRatio',
  slidesPerRow: 'owners.layoutEditor.field.slidesPerRow',
  lightbox: 'owners.layoutEditor.field.lightbox',
  lightboxTheme: 'owners.layoutEditor.field.lightboxTheme',
  mixedContent: 'owners.layoutEditor.field.mixedContent',
  columnWidth: 'owners.layoutEditor.field.columnWidth',
  gutter: 'owners.layoutEditor.field.gutter',
  listImageSize: 'owners.layoutEditor.field.listImageSize',
  autoplayDuration: 'owners.layoutEditor.field.autoplayDuration',
  autoplayOrder: 'owners.layoutEditor.field.autoplayOrder',
  activeAlignment: 'owners.layoutEditor.field.activeAlignment',
  squareThumbs: 'owners.layoutEditor.field.squareThumbs',
  autoCrop: 'owners.layoutEditor.field.autoCrop',
  thumbnails: 'owners.layoutEditor.field.thumbnails',
  thumbnailStripHeight: 'owners.layoutEditor.field.thumbnailStripHeight',
  thumbnailStripMargin: 'owners.layoutEditor.field.thumbnailStripMargin',
  thumbnailsPerRow: 'owners.layoutEditor.field.thumbnailsPerRow',
  padding: 'owners.layoutEditor.field.padding',
  vSize: 'owners.layoutEditor.field.vSize',
  metaPosition: 'owners.layoutEditor.field.metaPosition',
  loop: 'owners.layoutEditor.field.loop',
  transition: 'owners.layoutEditor.field.transition',
  currentClick: 'owners.layoutEditor.field.currentClick',
  history: 'owners.layoutEditor.field.history',
  body: 'owners.layoutEditor.field.body',
  allowMultipleOpen: 'owners.layoutEditor.field.allowMultipleOpen',
  firstOpen: 'owners.layoutEditor.field.firstOpen',
  linkedin: 'owners.layoutEditor.field.linkedin',
  whatsapp: 'owners.layoutEditor.field.whatsapp',
  showLabels: 'owners.layoutEditor.field.showLabels',
  network: 'owners.layoutEditor.field.network',
  ratio: 'owners.layoutEditor.field.ratio',
  maxFontSize: 'owners.layoutEditor.field.maxFontSize',
  tag: 'owners.layoutEditor.field.tag',
};

const humanize = (key: string) => {
  const labelKey = Object.hasOwn(LABELS, key) ? LABELS[key] : undefined;
  return labelKey
    ? t(labelKey)
    : key.replace(/([A-Z])/g, ' $1').replace(/^./, (first) => first.toUpperCase());
};

/** The zod (v4 core) internals read here: a schema's definition and the definitions of its checks. */
type Def = {
  type: string;
  innerType?: SomeSchema;
  shape?: Record<string, SomeSchema>;
  entries?: Record<string, string | number>;
  element?: SomeSchema;
  checks?: SomeSchema[];
  check?: string;
};
type SomeSchema = { _zod: { def: Def } };
type CheckDef =
  | core.$ZodCheckMinLengthDef
  | core.$ZodCheckMaxLengthDef
  | core.$ZodCheckGreaterThanDef
  | core.$ZodCheckLessThanDef
  | core.$ZodCheckNumberFormatDef;

/** Limits a schema's checks set (a `z.int()` schema is its own first check, as zod treats it). */
function limitsOf(schema: SomeSchema) {
  const { def } = schema._zod;
  const checks = [...(def.check ? [schema] : []), ...(def.checks ?? [])];
  const limits: { minLength?: number; maxLength?: number; min?: number; max?: number; integer: boolean } = {
    integer: false,
  };
  for (const check of checks) {
    const checkDef = check._zod.def as unknown as CheckDef;
    if (checkDef.check === 'min_length') limits.minLength = Math.max(limits.minLength ?? 0, checkDef.minimum);
    else if (checkDef.check === 'max_length')
      limits.maxLength = Math.min(limits.maxLength ?? Infinity, checkDef.maximum);
    else if (checkDef.check === 'greater_than' && checkDef.inclusive)
      limits.min = Math.max(limits.min ?? -Infinity, Number(checkDef.value));
    else if (checkDef.check === 'less_than' && checkDef.inclusive)
      limits.max = Math.min(limits.max ?? Infinity, Number(checkDef.value));
    else if (checkDef.check === 'number_format') limits.integer ||= checkDef.format.includes('int');
  }
  return limits;
}

type FieldMeta = {
  /** The field's label where the shared one for its key would mislead (an accordion's `items`). */
  label?: string;
  picker?: unknown;
  editor?: unknown;
  optionLabels?: Record<string, string>;
  itemLabel?: string;
  newItem?: Record<string, unknown>;
};
const metaOf = (schema: SomeSchema) =>
  globalRegistry.get(schema as unknown as core.$ZodType) as FieldMeta | undefined;

/** A stored option value as words: `strikeDiagonal` reads "Strike diagonal", `top-left` "Top left". */
export const humanizeOption = (value: string | number): string =>
  typeof value === 'number'
    ? String(value)
    : value
        .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
        .replace(/[-_]+/g, ' ')
        .toLowerCase()
        .replace(/^./, (first) => first.toUpperCase());

/** Option labels: the schema's own (`z.meta({ optionLabels })`) where given, else the value in words. */
function labelsOf(options: Array<string | number>, given: Record<string, string> = {}) {
  return Object.fromEntries(
    options.map((option) => [String(option), given[String(option)] ?? humanizeOption(option)]),
  );
}

/** Meta of a schema or of any check on it (meta set with `.check(z.meta(...))` sits on the check). */
function metaDeep(schema: SomeSchema): FieldMeta {
  const own = metaOf(schema) ?? {};
  const fromChecks = (schema._zod.def.checks ?? []).map((check) => metaOf(check) ?? {});
  return Object.assign({}, ...fromChecks, own) as FieldMeta;
}
const pickerOf = (schema: SomeSchema): unknown => metaOf(schema)?.picker;
/** Data the server keeps with a block (a video's oEmbed answer), marked `z.meta({ editor: 'hidden' })`. */
const isHidden = (schema: SomeSchema): boolean => metaOf(schema)?.editor === 'hidden';

/** Peels default/optional/nullable wrappers; reports whether a value is required. */
function unwrap(schema: SomeSchema): { inner: SomeSchema; required: boolean; picker: unknown } {
  let inner = schema;
  let required = true;
  let picker = pickerOf(schema);
  while (
    ['default', 'optional', 'nullable', 'prefault', 'catch', 'readonly'].includes(inner._zod.def.type) &&
    inner._zod.def.innerType
  ) {
    if (inner._zod.def.type === 'optional' || inner._zod.def.type === 'nullable') required = false;
    inner = inner._zod.def.innerType;
    picker ??= pickerOf(inner);
  }
  return { inner, required, picker };
}

function fieldOf(key: string, schema: SomeSchema): FieldSpec | null {
  const { inner, required, picker } = unwrap(schema);
  if (isHidden(schema) || isHidden(inner)) return null;
  const label = metaDeep(schema).label ?? metaDeep(inner).label ?? humanize(key);
  if (typeof picker === 'string') return { kind: 'picker', key, label, picker, required };
  const limits = limitsOf(inner);
  switch (inner._zod.def.type) {
    case 'string': {
      const { maxLength } = limits;
      return {
        kind: 'text',
        key,
        label,
        required: required && (limits.minLength ?? 0) > 0,
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
        ...(limits.min !== undefined ? { min: limits.min } : {}),
        ...(limits.max !== undefined ? { max: limits.max } : {}),
        integer: limits.integer,
      };
    case 'boolean':
      return { kind: 'boolean', key, label };
    case 'enum':
      return choiceField(key, label, schema, inner);
    case 'array':
      return listField(key, label, schema, inner, limits);
    case 'object':
      return { kind: 'group', key, label, fields: fieldsOf(inner as unknown as core.$ZodType) };
    default:
      return null;
  }
}

function choiceField(key: string, label: string, schema: SomeSchema, inner: SomeSchema): FieldSpec {
  const options = Object.values(inner._zod.def.entries ?? {});
  const given = metaDeep(inner).optionLabels ?? metaDeep(schema).optionLabels;
  return { kind: 'choice', key, label, options, optionLabels: labelsOf(options, given) };
}

/** A list field for an array of objects; other arrays have no editor input. */
function listField(
  key: string,
  label: string,
  schema: SomeSchema,
  inner: SomeSchema,
  limits: ReturnType<typeof limitsOf>,
): FieldSpec | null {
  const element = inner._zod.def.element;
  if (element?._zod.def.type !== 'object') return null;
  const meta = { ...metaDeep(schema), ...metaDeep(inner) };
  const fields = fieldsOf(element as unknown as core.$ZodType);
  return {
    kind: 'list',
    key,
    label,
    itemLabel: meta.itemLabel ?? t('owners.layoutEditor.list.item'),
    min: limits.minLength ?? 0,
    ...(limits.maxLength !== undefined ? { max: limits.maxLength } : {}),
    fields,
    newItem: meta.newItem ?? emptyItem(fields),
  };
}

/** Data of an added list item when the schema gives none: empty text, off, the first option. */
function emptyItem(fields: FieldSpec[]): Record<string, unknown> {
  const item: Record<string, unknown> = {};
  for (const field of fields) {
    if (field.kind === 'text' || field.kind === 'picker') item[field.key] = '';
    else if (field.kind === 'boolean') item[field.key] = false;
    else if (field.kind === 'choice') item[field.key] = field.options[0];
    else if (field.kind === 'number') item[field.key] = field.min ?? 0;
  }
  return item;
}

/** The editing fields of an object schema (a block type's data), in the schema's order. */
export function fieldsOf(schema: core.$ZodType): FieldSpec[] {
  const shape = (schema as unknown as SomeSchema)._zod.def.shape ?? {};
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
    const options = Array.from({ length: field.max - field.min + 1 }, (_, index) => field.min! + index);
    return { kind: 'choice', key: field.key, label: field.label, options, optionLabels: labelsOf(options) };
  }
  return field;
}
