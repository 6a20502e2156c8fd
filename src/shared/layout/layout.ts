// zod/mini: the owners' editor loads this schema, and mini ships only the checks used.
import * as z from 'zod/mini';
import { ID_PATTERN } from '../ids';
import { GRID_COLUMNS, LAYOUT_TOO_MANY_BLOCKS, MAX_BLOCKS_PER_LAYOUT } from './limits';

// The limits live in limits.ts (no zod) for the editor's first load; here for everyone else.
export { GRID_COLUMNS, LAYOUT_TOO_MANY_BLOCKS, MAX_BLOCKS_PER_LAYOUT };

const OFF_GRID = `A block must fit within ${GRID_COLUMNS} columns`;
const gridLine = z.int({ error: OFF_GRID }).check(z.gte(1, OFF_GRID), z.lte(GRID_COLUMNS, OFF_GRID));

export const gridPlacementSchema = z
  .object({ column: gridLine, span: gridLine })
  .check(z.refine((grid) => grid.column + grid.span - 1 <= GRID_COLUMNS, OFF_GRID));

/**
 * A block's entrance animation (visitor-runtime §4 "Block animations"): its style, and the share
 * of the block that must be visible first (the spec's thresholds 0, 0.1, 0.25, 0.5, 1; 0.5 by
 * default). Absent or `none`: no animation and no runtime feature.
 */
export const blockAnimationSchema = z.object({
  style: z._default(
    z.enum(['none', 'fade', 'slide', 'scale'], { error: 'Choose none, fade, slide or scale' }),
    'none',
  ),
  threshold: z._default(
    z.union([z.literal(0), z.literal(0.1), z.literal(0.25), z.literal(0.5), z.literal(1)], {
      error: 'Choose 0, 0.1, 0.25, 0.5 or 1',
    }),
    0.5,
  ),
});
export type BlockAnimation = z.infer<typeof blockAnimationSchema>;

export const layoutBlockSchema = z.object({
  id: z
    .string({ error: 'Block ids are 24 hex characters' })
    .check(z.regex(ID_PATTERN, 'Block ids are 24 hex characters')),
  type: z
    .string({ error: 'Every block needs a type' })
    .check(
      z.minLength(1, 'Every block needs a type'),
      z.maxLength(40, 'Block types are at most 40 characters'),
    ),
  grid: z._default(gridPlacementSchema, { column: 1, span: GRID_COLUMNS }),
  animation: z.optional(blockAnimationSchema),
  /** Per-type fields, checked by the block registry's schema for `type` (src/shared/blocks/). */
  data: z.record(z.string(), z.unknown(), { error: 'Block data must be an object' }),
});

export const layoutSchema = z.object(
  {
    columns: z._default(
      z.literal(GRID_COLUMNS, { error: `Layouts have ${GRID_COLUMNS} columns` }),
      GRID_COLUMNS,
    ),
    blocks: z
      .array(layoutBlockSchema, { error: 'A layout needs a list of blocks' })
      .check(z.maxLength(MAX_BLOCKS_PER_LAYOUT, LAYOUT_TOO_MANY_BLOCKS)),
  },
  { error: 'A layout must be an object with a list of blocks' },
);

export type GridPlacement = z.infer<typeof gridPlacementSchema>;
export type LayoutBlock<Data = Record<string, unknown>> = Omit<z.infer<typeof layoutBlockSchema>, 'data'> & {
  data: Data;
};
export type Layout = z.infer<typeof layoutSchema>;

export const emptyLayout = (): Layout => ({ columns: GRID_COLUMNS, blocks: [] });
