import * as z from 'zod/mini';
import { defineBlock } from './definition';
import { optionalText } from './fields';

/**
 * A search field on a page: a GET form to /search (no JavaScript). `scope` presets the
 * results page's type filter, so a shop page can search products only.
 */
export const searchSchema = z.object({
  placeholder: optionalText(100, 'The placeholder must be 100 characters or fewer'),
  scope: z._default(
    z.enum(['all', 'pages', 'posts', 'products'], { error: 'Choose all, pages, posts or products' }).check(
      z.meta({
        optionLabels: { all: 'Everything', pages: 'Pages', posts: 'Blog posts', products: 'Products' },
      }),
    ),
    'all',
  ),
});

export type SearchData = z.output<typeof searchSchema>;

export const searchBlock = defineBlock({
  type: 'search',
  label: 'Search',
  schema: searchSchema,
  defaults: { placeholder: '', scope: 'all' },
});
