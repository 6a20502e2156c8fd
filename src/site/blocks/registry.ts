import type { FieldErrors } from '../../shared/errors';
import { layoutSchema } from '../../shared/layout/layout';
import type { Layout, LayoutBlock } from '../../shared/layout/layout';
import { ButtonBlock } from './button/render';
import { buttonDefaults, buttonSchema } from './button/schema';
import { CodeBlock } from './code/render';
import { codeDefaults, codeSchema } from './code/schema';
import { EmbedBlock } from './embed/render';
import { embedDefaults, embedSchema } from './embed/schema';
import { HeadingBlock } from './heading/render';
import { headingDefaults, headingSchema } from './heading/schema';
import { ImageBlock } from './image/render';
import { imageDefaults, imageSchema } from './image/schema';
import { LineBlock } from './line/render';
import { lineDefaults, lineSchema } from './line/schema';
import { QuoteBlock } from './quote/render';
import { quoteDefaults, quoteSchema } from './quote/schema';
import { SpacerBlock } from './spacer/render';
import { spacerDefaults, spacerSchema } from './spacer/schema';
import { TextBlock } from './text/render';
import { textDefaults, textSchema } from './text/schema';
import { FormBlock } from './form/render';
import { formBlockDefaults, formBlockSchema } from './form/schema';
import { NewsletterBlock } from './newsletter/render';
import { newsletterBlockDefaults, newsletterBlockSchema } from './newsletter/schema';
import { CollectionLinkBlock } from './collection-link/render';
import { collectionLinkDefaults, collectionLinkSchema } from './collection-link/schema';
import { ProductBlock } from './product/render';
import { productBlockDefaults, productBlockSchema } from './product/schema';
import type { BlockDefinition } from './types';

// The registry holds definitions of many data types; callers narrow by `type` themselves.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyBlockDefinition = BlockDefinition<any>;

/** Defines one entry, keeping the link between its schema, renderer and defaults type-checked. */
const define = <Data>(definition: BlockDefinition<Data>): AnyBlockDefinition => definition;

const definitions: AnyBlockDefinition[] = [
  define({
    type: 'heading',
    label: 'Heading',
    schema: headingSchema,
    Render: HeadingBlock,
    defaults: headingDefaults,
  }),
  define({
    type: 'text',
    label: 'Text',
    schema: textSchema,
    Render: TextBlock,
    defaults: textDefaults,
    htmlFields: [{ field: 'html', policy: 'rich-text' }],
  }),
  define({ type: 'image', label: 'Image', schema: imageSchema, Render: ImageBlock, defaults: imageDefaults }),
  define({
    type: 'button',
    label: 'Button',
    schema: buttonSchema,
    Render: ButtonBlock,
    defaults: buttonDefaults,
  }),
  define({
    type: 'spacer',
    label: 'Spacer',
    schema: spacerSchema,
    Render: SpacerBlock,
    defaults: spacerDefaults,
  }),
  define({ type: 'line', label: 'Line', schema: lineSchema, Render: LineBlock, defaults: lineDefaults }),
  define({ type: 'quote', label: 'Quote', schema: quoteSchema, Render: QuoteBlock, defaults: quoteDefaults }),
  // No `runtimeFeature` here: only code shown as code needs the copy button, see runtimeFeaturesOf.
  define({
    type: 'code',
    label: 'Code',
    schema: codeSchema,
    Render: CodeBlock,
    defaults: codeDefaults,
    htmlFields: [{ field: 'html', policy: 'embed' }],
  }),
  define({
    type: 'embed',
    label: 'Embed',
    schema: embedSchema,
    Render: EmbedBlock,
    defaults: embedDefaults,
    htmlFields: [{ field: 'html', policy: 'embed' }],
  }),
  // forms: the definition lives in the forms module; the block names it by id.
  define({
    type: 'form',
    label: 'Form',
    schema: formBlockSchema,
    Render: FormBlock,
    defaults: formBlockDefaults,
    runtimeFeature: 'forms',
  }),
  define({
    type: 'newsletter',
    label: 'Newsletter',
    schema: newsletterBlockSchema,
    Render: NewsletterBlock,
    defaults: newsletterBlockDefaults,
    runtimeFeature: 'forms',
  }),
  // Store (issue 6): product data is filled in by the server at render time; both load the cart runtime.
  define({
    type: 'product',
    label: 'Product',
    schema: productBlockSchema,
    Render: ProductBlock,
    defaults: productBlockDefaults,
    runtimeFeature: 'cart',
  }),
  define({
    type: 'collection-link',
    label: 'Collection link',
    schema: collectionLinkSchema,
    Render: CollectionLinkBlock,
    defaults: collectionLinkDefaults,
    runtimeFeature: 'cart',
  }),
];

/** Ids of the forms that form and newsletter blocks of these layouts show, for loading their definitions. */
export function formIdsOf(layouts: ReadonlyArray<Layout>): string[] {
  const ids = new Set<string>();
  for (const layout of layouts) {
    for (const block of layout.blocks) {
      if ((block.type === 'form' || block.type === 'newsletter') && typeof block.data.formId === 'string')
        ids.add(block.data.formId);
    }
  }
  return [...ids];
}

export const blockRegistry: ReadonlyMap<string, AnyBlockDefinition> = new Map(
  definitions.map((definition) => [definition.type, definition]),
);

export function getBlockDefinition(type: string): AnyBlockDefinition | undefined {
  return blockRegistry.get(type);
}

/** Data fields of a block type that hold owner HTML, for the server's sanitizer. */
export function htmlFieldsOf(type: string): NonNullable<BlockDefinition['htmlFields']> {
  return blockRegistry.get(type)?.htmlFields ?? [];
}

export type LayoutValidation = { ok: true; layout: Layout } | { ok: false; errors: FieldErrors };

const pathKey = (path: ReadonlyArray<PropertyKey>) => path.map(String).join('.');

/**
 * Checks a layout as the editor saves it: first its shape (grid, ids, the 60-block limit),
 * then each block's data against its type's schema. The returned layout carries the parsed
 * data, so defaults are stored and renderers can trust every field.
 */
export function validateLayout(input: unknown): LayoutValidation {
  const shape = layoutSchema.safeParse(input);
  const errors: FieldErrors = {};
  if (!shape.success) {
    for (const issue of shape.error.issues) errors[pathKey(issue.path)] ??= issue.message;
    return { ok: false, errors };
  }
  const seenIds = new Set<string>();
  const blocks: LayoutBlock[] = shape.data.blocks.map((block, index) => {
    if (seenIds.has(block.id)) errors[`blocks.${index}.id`] = 'Each block needs its own id';
    seenIds.add(block.id);
    const definition = blockRegistry.get(block.type);
    if (definition === undefined) {
      errors[`blocks.${index}.type`] = `Unknown block type: ${block.type}`;
      return block;
    }
    const data = definition.schema.safeParse(block.data);
    if (!data.success) {
      for (const issue of data.error.issues)
        errors[pathKey([`blocks.${index}.data`, ...issue.path])] ??= issue.message;
      return block;
    }
    return { ...block, data: data.data as Record<string, unknown> };
  });
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, layout: { ...shape.data, blocks } };
}

/**
 * Runtime features (files in `src/runtime/features/`) that pages showing these layouts need.
 * Most come from a block type's `runtimeFeature`; `code-copy` only when some code block
 * actually shows code, since HTML mode has no copy button.
 */
export function runtimeFeaturesOf(layouts: ReadonlyArray<Layout>): string[] {
  const features = new Set<string>();
  for (const layout of layouts) {
    for (const block of layout.blocks) {
      const definition = blockRegistry.get(block.type);
      if (definition === undefined) continue;
      if (definition.runtimeFeature !== undefined) features.add(definition.runtimeFeature);
      if (block.type === 'code' && (block.data.mode ?? 'code') === 'code') features.add('code-copy');
    }
  }
  return [...features].sort();
}
