import type { ReactElement } from 'react';
import type { ZodType } from 'zod';
import type { LayoutBlock } from '../../shared/layout/layout';

/**
 * One entry of the block registry. A block type is a folder `src/site/blocks/<type>/` with
 * `schema.ts` (the zod schema of its data: the single source of truth for its fields) and
 * `render.tsx` (a server-safe React component), registered in `registry.ts`.
 */
export interface BlockDefinition<Data = unknown> {
  type: string;
  /** Name shown in the owners' app. */
  label: string;
  schema: ZodType<Data>;
  /** Renders on the server; must not touch browser APIs. */
  Render: (props: { block: LayoutBlock<Data> }) => ReactElement | null;
  /** Runtime feature (a file in `src/runtime/features/`) to load on pages that contain this block. */
  runtimeFeature?: string;
  /** Data fields holding owner HTML, and how strictly the server sanitizes them before storing. */
  htmlFields?: ReadonlyArray<{ field: string; policy: 'rich-text' | 'embed' }>;
  /** Data for a new block of this type in the editor. */
  defaults: Data;
}
