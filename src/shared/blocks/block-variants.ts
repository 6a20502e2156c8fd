import { CHART_VARIANTS } from './chart';
import { IMAGE_DESIGN_VARIANTS } from './image-designs';

/**
 * Block variants from 1000 (media-and-platform §3, "Editor block and form definitions"): each
 * number and the block type (and its design or kind field) that renders it here. Numbers are the
 * platform's names for layouts; in our data a layout is a field of its block, so a variant reads
 * as `{ block, field, value }`. `planned` marks a block not built yet (none today).
 */
export interface BlockVariant {
  name: string;
  block: string;
  /** The data field choosing the layout, and its value for this variant. */
  field?: string;
  value?: string;
  planned?: true;
}

const image = Object.fromEntries(
  Object.entries(IMAGE_DESIGN_VARIANTS).map(([design, number]) => [
    number,
    { name: `image ${design}`, block: 'image', field: 'design', value: design },
  ]),
);
const chart = Object.fromEntries(
  Object.entries(CHART_VARIANTS).map(([kind, number]) => [
    number,
    { name: `chart ${kind}`, block: 'chart', field: 'chartType', value: kind },
  ]),
);
const gallery = (name: string, design: string): BlockVariant => ({
  name: `gallery ${name}`,
  block: 'gallery',
  field: 'design',
  value: design,
});
const summary = (design: string): BlockVariant => ({
  name: `summary ${design}`,
  block: 'summary',
  field: 'design',
  value: design,
});

export const BLOCK_VARIANTS: Readonly<Record<number, BlockVariant>> = {
  1000: gallery('slideshow', 'slideshow'),
  1002: gallery('carousel', 'carousel'),
  1003: gallery('grid', 'grid'),
  1004: gallery('stack', 'stacked'),
  1005: summary('wall'),
  1006: summary('carousel'),
  1007: summary('list'),
  1008: summary('grid'),
  ...chart,
  ...image,
  // The table-booking provider's widgets (Tock): the booking block's widget kind.
  1018: { name: 'reservations', block: 'booking', field: 'widget', value: 'reservations' },
  1019: { name: 'events', block: 'booking', field: 'widget', value: 'events' },
};

/** The block (and layout) rendering a variant number, or undefined for a number the spec does not name. */
export const blockForVariant = (variant: number): BlockVariant | undefined =>
  Object.hasOwn(BLOCK_VARIANTS, variant) ? BLOCK_VARIANTS[variant] : undefined;
