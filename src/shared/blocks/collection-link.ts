import * as z from 'zod/mini';
import { ID_PATTERN } from '../ids';
import { defineBlock } from './definition';
import { optionalText } from './fields';

export const collectionLinkSchema = z.object({
  collectionId: z._default(
    z.union([z.literal(''), z.string().check(z.regex(ID_PATTERN, 'Choose a collection'))], {
      error: 'Choose a collection',
    }),
    '',
  ),
  /** Link text; empty uses the collection's title. */
  label: optionalText(100, 'Link text must be 100 characters or fewer'),
});

export type CollectionLinkData = z.output<typeof collectionLinkSchema>;

export const collectionLinkBlock = defineBlock({
  type: 'collection-link',
  label: 'Collection link',
  schema: collectionLinkSchema,
  defaults: { collectionId: '', label: '' },
  // Store (issue 6): the server fills in the collection's link at render time; the cart runtime comes along.
  runtimeFeature: 'cart',
});
