import { z } from 'zod';
import { ID_PATTERN } from '../../../shared/ids';
import type { ProductDetailView } from '../../store/view-model';

export const productBlockSchema = z.object({
  /** The product to show; empty while the owner has not chosen one. */
  productId: z.union([z.literal(''), z.string().regex(ID_PATTERN, 'Choose a product')]).default(''),
  showDescription: z.boolean().default(true),
});

export type ProductBlockData = z.infer<typeof productBlockSchema>;

/**
 * The server puts the product's current data beside the block's data at render time (never
 * stored, and outside `data` so the renderer's re-parse of stored data keeps it).
 */
export interface ResolvedProduct {
  product?: ProductDetailView | null;
}

export const productBlockDefaults: ProductBlockData = { productId: '', showDescription: true };
