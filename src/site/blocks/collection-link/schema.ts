import { z } from 'zod';
import { ID_PATTERN } from '../../../shared/ids';

export const collectionLinkSchema = z.object({
  collectionId: z.union([z.literal(''), z.string().regex(ID_PATTERN, 'Choose a collection')]).default(''),
  /** Link text; empty uses the collection's title. */
  label: z.string().trim().max(100, 'Link text must be 100 characters or fewer').default(''),
});

export type CollectionLinkData = z.infer<typeof collectionLinkSchema>;

/** Put beside the block's data by the server at render time (never stored). */
export interface ResolvedCollectionLink {
  link?: { href: string; title: string; count: number } | null;
}

export const collectionLinkDefaults: CollectionLinkData = { collectionId: '', label: '' };
