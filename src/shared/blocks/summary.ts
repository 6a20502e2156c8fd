import * as z from 'zod/mini';
import { ID_PATTERN } from '../ids';
import { MAX_CATEGORY_LENGTH, MAX_TAG_LENGTH } from '../taxonomy';
import { defineBlock } from './definition';
import { alignmentSchema, flag, optionalText } from './fields';

/** Summary v2 designs and their block variant numbers (media-and-platform §3: wall 1005, carousel 1006, list 1007, grid 1008). */
export const SUMMARY_VARIANTS = { wall: 1005, carousel: 1006, list: 1007, grid: 1008 } as const;
export type SummaryDesign = keyof typeof SUMMARY_VARIANTS;

/** Collection types a summary can show; each is read by a summary source on the server. */
export const SUMMARY_COLLECTION_TYPES = ['blog', 'products', 'events', 'gallery'] as const;

export const MAX_SUMMARY_ITEMS = 30;

/**
 * Thumbnail shapes, as width ÷ height ("auto" keeps each picture's own shape). A video's box
 * follows the spec's rule (visitor-runtime §9): 65 % for Auto, else 100 divided by the number.
 */
export const SUMMARY_ASPECT_RATIOS = ['auto', '1', '1.333', '1.5', '1.778', '0.75', '0.667'] as const;
export type SummaryAspectRatio = (typeof SUMMARY_ASPECT_RATIOS)[number];

/** The summary video aspect rule: a box's height as a percentage of its width. */
export function summaryVideoAspectPercent(ratio: SummaryAspectRatio): number {
  if (ratio === 'auto') return 65;
  return 100 / Number(ratio);
}

const count = (min: number, max: number, fallback: number, message: string) =>
  z._default(
    z
      .number({ error: message })
      .check(z.int({ error: message }), z.minimum(min, message), z.maximum(max, message)),
    fallback,
  );

/**
 * Summary v2: the items of one of the site's collections (the newest blog posts, products, the
 * upcoming events, a gallery's images), optionally only those with a tag or category, as a wall,
 * carousel, list or grid. The server looks the items up at render time (never stored here).
 */
export const summarySchema = z.object({
  collectionId: z._default(
    z
      .union([z.literal(''), z.string().check(z.regex(ID_PATTERN, 'Choose a collection'))], {
        error: 'Choose a collection',
      })
      .check(z.meta({ picker: 'summary-collection', label: 'Collection' })),
    '',
  ),
  design: z._default(
    z.enum(['wall', 'carousel', 'list', 'grid'], { error: 'Choose wall, carousel, list or grid' }).check(
      z.meta({
        label: 'Design',
        optionLabels: { wall: 'Wall', carousel: 'Carousel', list: 'List', grid: 'Grid' },
      }),
    ),
    'grid',
  ),
  headerText: optionalText(120, 'The header must be 120 characters or fewer'),
  itemCount: count(1, MAX_SUMMARY_ITEMS, 6, `Show between 1 and ${MAX_SUMMARY_ITEMS} items`).check(
    z.meta({ label: 'Number of items' }),
  ),
  columns: count(1, 6, 3, 'Choose between 1 and 6 items per row').check(z.meta({ label: 'Items per row' })),
  filterTag: optionalText(MAX_TAG_LENGTH, `Tags must be ${MAX_TAG_LENGTH} characters or fewer`).check(
    z.meta({ label: 'Only items with this tag' }),
  ),
  filterCategory: optionalText(
    MAX_CATEGORY_LENGTH,
    `Categories must be ${MAX_CATEGORY_LENGTH} characters or fewer`,
  ).check(z.meta({ label: 'Only items in this category' })),
  aspectRatio: z._default(
    z.enum(SUMMARY_ASPECT_RATIOS, { error: 'Choose one of the offered shapes' }).check(
      z.meta({
        label: 'Thumbnail shape',
        optionLabels: {
          auto: 'Auto',
          '1': 'Square',
          '1.333': '4:3',
          '1.5': '3:2',
          '1.778': '16:9',
          '0.75': '3:4',
          '0.667': '2:3',
        },
      }),
    ),
    '1.5',
  ),
  textAlignment: z._default(alignmentSchema, 'left'),
  showThumbnail: flag(true),
  showTitle: flag(true),
  showExcerpt: flag(true),
  showDate: flag(true),
  showAuthor: flag(false),
  showCategories: flag(false),
  showTags: flag(false),
  showPrice: flag(true),
  showReadMore: flag(false),
  readMoreText: optionalText(40, 'The link text must be 40 characters or fewer', 'Read more'),
});

export type SummaryData = z.output<typeof summarySchema>;

export const summaryBlock = defineBlock({
  type: 'summary',
  label: 'Summary',
  schema: summarySchema,
  defaults: {
    collectionId: '',
    design: 'grid',
    headerText: '',
    itemCount: 6,
    columns: 3,
    filterTag: '',
    filterCategory: '',
    aspectRatio: '1.5',
    textAlignment: 'left',
    showThumbnail: true,
    showTitle: true,
    showExcerpt: true,
    showDate: true,
    showAuthor: false,
    showCategories: false,
    showTags: false,
    showPrice: true,
    showReadMore: false,
    readMoreText: 'Read more',
  },
  // Complete as server HTML: the carousel scrolls with CSS scroll snapping, no JavaScript.
});
