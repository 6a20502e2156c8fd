import type { Layout } from '../layout/layout';
import { buttonBlock } from './button';
import { codeBlock } from './code';
import { collectionLinkBlock } from './collection-link';
import type { BlockDefinition } from './definition';
import { embedBlock } from './embed';
import { formBlock } from './form';
import { headingBlock } from './heading';
import { imageBlock } from './image';
import { lineBlock } from './line';
import { newsletterBlock } from './newsletter';
import { productBlock } from './product';
import { quoteBlock } from './quote';
import { spacerBlock } from './spacer';
import { textBlock } from './text';

/** Every block type, in the order the editor offers them. Each needs a renderer in `src/site/blocks/render-registry.ts`. */
export const blockDefinitions = [
  headingBlock,
  textBlock,
  imageBlock,
  buttonBlock,
  spacerBlock,
  lineBlock,
  quoteBlock,
  codeBlock,
  embedBlock,
  // forms: the definition lives in the forms module; the block names it by id.
  formBlock,
  newsletterBlock,
  // Store (issue 6): product data is filled in by the server at render time.
  productBlock,
  collectionLinkBlock,
] as const;

type KnownDefinition = (typeof blockDefinitions)[number];
export type BlockType = KnownDefinition['type'];
/** The parsed data of one block type. */
export type BlockDataOf<Type extends BlockType> = Extract<KnownDefinition, { type: Type }>['defaults'];

// The registry holds definitions of many data types; callers narrow by `type` themselves.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyBlockDefinition = BlockDefinition<string, any>;

export const blockRegistry: ReadonlyMap<string, AnyBlockDefinition> = new Map(
  blockDefinitions.map((definition) => [definition.type, definition as AnyBlockDefinition]),
);

export function getBlockDefinition(type: string): AnyBlockDefinition | undefined {
  return blockRegistry.get(type);
}

/** Data fields of a block type that hold owner HTML, for the server's sanitizer. */
export function htmlFieldsOf(type: string): NonNullable<AnyBlockDefinition['htmlFields']> {
  return blockRegistry.get(type)?.htmlFields ?? [];
}

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

/** Runtime features (files in `src/runtime/features/`) that pages showing these layouts need. */
export function runtimeFeaturesOf(layouts: ReadonlyArray<Layout>): string[] {
  const features = new Set<string>();
  for (const layout of layouts) {
    for (const block of layout.blocks) {
      const wanted = blockRegistry.get(block.type)?.runtimeFeature;
      const feature = typeof wanted === 'function' ? wanted(block.data) : wanted;
      if (feature !== undefined) features.add(feature);
    }
  }
  return [...features].sort();
}
