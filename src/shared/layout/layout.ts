import { z } from 'zod';
import { ID_PATTERN } from '../ids';

/** Editor limit (media-and-platform §9): at most 60 blocks per layout. */
export const MAX_BLOCKS_PER_LAYOUT = 60;
/** Layout default: 12 columns, no rows. Blocks flow into rows by their grid placement. */
export const GRID_COLUMNS = 12;
export const LAYOUT_TOO_MANY_BLOCKS = `A layout can hold at most ${MAX_BLOCKS_PER_LAYOUT} blocks. Remove a block before adding another.`;

export const gridPlacementSchema = z
  .object({
    column: z.number().int().min(1).max(GRID_COLUMNS),
    span: z.number().int().min(1).max(GRID_COLUMNS),
  })
  .refine((grid) => grid.column + grid.span - 1 <= GRID_COLUMNS, {
    message: `A block must fit within ${GRID_COLUMNS} columns`,
  });

export const layoutBlockSchema = z.object({
  id: z.string().regex(ID_PATTERN, 'Block ids are 24 hex characters'),
  type: z.string().min(1).max(40),
  grid: gridPlacementSchema.default({ column: 1, span: GRID_COLUMNS }),
  /** Per-type fields, checked by the block registry's schema for `type`. */
  data: z.record(z.string(), z.unknown()),
});

export const layoutSchema = z.object({
  columns: z.literal(GRID_COLUMNS).default(GRID_COLUMNS),
  blocks: z.array(layoutBlockSchema).max(MAX_BLOCKS_PER_LAYOUT, LAYOUT_TOO_MANY_BLOCKS),
});

export type GridPlacement = z.infer<typeof gridPlacementSchema>;
export type LayoutBlock<Data = Record<string, unknown>> = Omit<z.infer<typeof layoutBlockSchema>, 'data'> & {
  data: Data;
};
export type Layout = z.infer<typeof layoutSchema>;

export const emptyLayout = (): Layout => ({ columns: GRID_COLUMNS, blocks: [] });
