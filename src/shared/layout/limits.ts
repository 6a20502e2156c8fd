// The layout's numbers without its zod schemas (layout.ts), so the owners' editor can show the
// limits at first load and fetch the schemas later (src/config/layout-editor/block-editing.ts).

/** Editor limit (media-and-platform §9): at most 60 blocks per layout. */
export const MAX_BLOCKS_PER_LAYOUT = 60;
/** Layout default: 12 columns, no rows. Blocks flow into rows by their grid placement. */
export const GRID_COLUMNS = 12;
export const LAYOUT_TOO_MANY_BLOCKS = `A layout can hold at most ${MAX_BLOCKS_PER_LAYOUT} blocks. Remove a block before adding another.`;
