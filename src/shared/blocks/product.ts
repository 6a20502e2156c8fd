import * as z from 'zod/mini';
import { ID_PATTERN } from '../ids';
import { defineBlock } from './definition';
import { flag } from './fields';

export const productBlockSchema = z.object({
  /** The product to show; empty while the owner has not chosen one. */
  productId: z._default(
    z.union([z.literal(''), z.string().check(z.regex(ID_PATTERN, 'Choose a product'))], {
      error: 'Choose a product',
    }),
    '',
  ),
  showDescription: flag(true),
});

export type ProductBlockData = z.output<typeof productBlockSchema>;

export const productBlock = defineBlock({
  type: 'product',
  label: 'Product',
  schema: productBlockSchema,
  defaults: { productId: '', showDescription: true },
  // Store (issue 6): the server fills in the product's data at render time; the cart runtime comes along.
  runtimeFeature: 'cart',
});
