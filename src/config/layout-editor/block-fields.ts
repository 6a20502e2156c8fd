import { globalRegistry } from 'zod/mini';
import type * as core from 'zod/v4/core';

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
  | { kind: 'choice'; key: string; label: string; options: Array<string | number> }
  /** A value chosen from the site's own data (a form, ...), marked in the schema with `.check(z.meta({ picker: name }))`. */
  | { kind: 'picker'; key: string; label: string; picker: string; required: boolean }
  | { kind: 'group'; key: string; label: string; fields: FieldSpec[] };

/** Field names that read better with a hand-written label. */
const LABELS: Record<string, string> = {
  href: 'Link',
  src: 'Image',
  alt: 'Alt text (describes the image)',
  html: 'Content (HTML)',
  newWindow: 'Open link in a new window',
  aspectRatio: 'Aspect ratio',
  focalPoint: 'Focal point',
  x: 'Horizontal (0 left – 1 right)',
  y: 'Vertical (0 top – 1 bottom)',
  formId: 'Form',
  url: 'Video address or embed code',
  poster: 'Featured image (shown before play)',
  privacyEnhanced: 'Privacy-enhanced mode (no provider cookies before play)',
  forceAutoplay: 'Play automatically, muted, when on screen',
  // Gallery (media-and-platform §3): the design's own value where a number is left empty.
  items: 'Images and videos',
  imageAspectRatio: 'Image aspect ratio (auto keeps each image’s shape)',
  slidesPerRow: 'Slides per row (empty: the design’s own)',
  lightbox: 'Open in a lightbox when clicked',
  lightboxTheme: 'Lightbox theme',
  mixedContent: 'Mixed images and videos',
  columnWidth: 'Column width in pixels (autogrid, autocolumns)',
  gutter: 'Space between slides in pixels (empty: the design’s own)',
  listImageSize: 'List image size (percent of the width)',
  autoplayDuration: 'Seconds per slide',
  autoplayOrder: 'Autoplay order',
  activeAlignment: 'Current thumbnail alignment',
  squareThumbs: 'Square thumbnails',
  autoCrop: 'Crop images to fill their frame',
  thumbnails: 'Show a thumbnail strip (slideshow)',
  thumbnailStripHeight: 'Thumbnail strip height (percent of the width)',
  thumbnailStripMargin: 'Space above the thumbnail strip in pixels',
  thumbnailsPerRow: 'Thumbnails in view',
  padding: 'Padding between grid slides in pixels (empty: the design’s own)',
  vSize: 'Slideshow height (percent of the screen; 0 follows the aspect ratio)',
  metaPosition: 'Title and caption position',
  loop: 'Loop (after the last slide comes the first)',
  transition: 'Slideshow transition',
  currentClick: 'Clicking the current slide goes to',
  history: 'Put the shown slide in the address (shareable ?itemId= links)',
};

const humanize = (key: string) =>
  LABELS[key] ?? key.replace(/([A-Z])/g, ' $1').replace(/^./, (first) => first.toUpperCase());

/** The zod (v4 core) internals read here: a schema's definition and the definitions of its checks. */
type Def = {
  type: string;
  innerType?: SomeSchema;
  shape?: Record<string, SomeSchema>;
  entries?: Record<string, string | number>;
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

const metaOf = (schema: SomeSchema) =>
  globalRegistry.get(schema as unknown as core.$ZodType) as
    { picker?: unknown; editor?: unknown } | undefined;
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
  const label = humanize(key);
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
      return { kind: 'choice', key, label, options: Object.values(inner._zod.def.entries ?? {}) };
    case 'object':
      return { kind: 'group', key, label, fields: fieldsOf(inner as unknown as core.$ZodType) };
    default:
      return null;
  }
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
    return {
      kind: 'choice',
      key: field.key,
      label: field.label,
      options: Array.from({ length: field.max - field.min + 1 }, (_, index) => field.min! + index),
    };
  }
  return field;
}
