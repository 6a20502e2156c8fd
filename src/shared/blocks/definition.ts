import type * as z from 'zod/mini';
import type { CspSources } from './csp-sources';

/** How strictly the server sanitizes an HTML field before storing it (see content/sanitize-html.ts). */
export type HtmlPolicy = 'rich-text' | 'embed';

/** One runtime feature's name, or several. */
export type RuntimeFeatures = string | readonly string[];

/**
 * One block type, as data: what the server validates and sanitizes, what the owners' editor
 * offers, and which runtime feature pages with it load. No React here: renderers live in
 * `src/site/blocks/<type>/render.tsx`, mapped by `src/site/blocks/render-registry.ts`, so
 * neither the server's validation nor the owners' app loads them.
 *
 * Schemas are written with `zod/mini`: it tree-shakes, so the owners' app ships only the
 * checks the blocks use. They are ordinary zod (v4 core) schemas, usable inside full-zod
 * objects, with `fastify-type-provider-zod` and `z.toJSONSchema`. Every check carries its
 * own message: the editor loads no zod locale, so a check without one would say "Invalid input".
 */
export interface BlockDefinition<Type extends string = string, Data = unknown> {
  type: Type;
  /** Name shown in the owners' app. */
  label: string;
  /** The block's data: the single source of truth for its fields (the editor's form is derived from it). */
  schema: z.ZodMiniType<Data, unknown>;
  /** Data for a new block of this type in the editor. */
  defaults: Data;
  /**
   * Runtime feature (a file in `src/runtime/features/`) to load on pages containing this block,
   * or a function of the block's stored data when only some blocks need it (a code block in
   * HTML mode has no copy button). Stored data passed the schema when saved but may predate a
   * newer field, hence `Partial`. Several features when a block needs more than one (a gallery
   * with lightbox on loads `gallery` and `lightbox`).
   */
  runtimeFeature?: RuntimeFeatures | ((data: Partial<Data>) => RuntimeFeatures | undefined);
  /** Data fields holding owner HTML, and how strictly the server sanitizes them before storing. */
  htmlFields?: ReadonlyArray<{ field: keyof Data & string; policy: HtmlPolicy }>;
  /**
   * Hosts a page showing this block loads from, beyond the site itself (an embedded video's
   * host), for the page's Content-Security-Policy; a function of the stored data when they
   * depend on it. Collected by `cspSourcesOf` in `registry.ts`.
   */
  cspSources?: CspSources | ((data: Partial<Data>) => CspSources);
}

/** Defines one block type: its data type comes from the schema, and the defaults are checked against it. */
export const defineBlock = <const Type extends string, Schema extends z.ZodMiniType>(
  definition: BlockDefinition<Type, z.output<Schema>> & { schema: Schema },
): BlockDefinition<Type, z.output<Schema>> => definition;
