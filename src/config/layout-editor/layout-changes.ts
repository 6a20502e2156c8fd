import type { Layout, LayoutBlock } from '../../shared/layout/layout';
import { GRID_COLUMNS } from '../../shared/layout/limits';

/** The editor's edits of a layout, as pure functions: each returns a new layout (or null: no change). */

/** 24 hex characters, as every id in the product. */
function newBlockId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * A new block of the definition's type with its defaults, full width, after the selected block
 * (or at the end). The definition comes from the registry, which the editor loads after its
 * first screen (block-editing.ts): none for an unknown type.
 */
export function withNewBlock(
  layout: Layout,
  definition: { type: string; defaults: unknown } | undefined,
  selectedId: string | null,
): { layout: Layout; block: LayoutBlock } | null {
  if (!definition) return null;
  const block: LayoutBlock = {
    id: newBlockId(),
    type: definition.type,
    grid: { column: 1, span: GRID_COLUMNS },
    data: structuredClone(definition.defaults) as Record<string, unknown>,
  };
  const selectedIndex = layout.blocks.findIndex((candidate) => candidate.id === selectedId);
  const at = selectedIndex === -1 ? layout.blocks.length : selectedIndex + 1;
  return {
    layout: { ...layout, blocks: [...layout.blocks.slice(0, at), block, ...layout.blocks.slice(at)] },
    block,
  };
}

export function withBlockMoved(layout: Layout, index: number, delta: number): Layout | null {
  const to = index + delta;
  if (to < 0 || to >= layout.blocks.length) return null;
  const blocks = [...layout.blocks];
  blocks.splice(to, 0, ...blocks.splice(index, 1));
  return { ...layout, blocks };
}

/** The layout without the block, and the block to select next: the one after it, else the one before. */
export function withBlockRemoved(
  layout: Layout,
  id: string,
): { layout: Layout; nextSelectedId: string | null } {
  const index = layout.blocks.findIndex((block) => block.id === id);
  return {
    layout: { ...layout, blocks: layout.blocks.filter((block) => block.id !== id) },
    nextSelectedId: layout.blocks[index + 1]?.id ?? layout.blocks[index - 1]?.id ?? null,
  };
}

export function withBlockUpdated(
  layout: Layout,
  id: string,
  update: (block: LayoutBlock) => LayoutBlock,
): Layout {
  return { ...layout, blocks: layout.blocks.map((block) => (block.id === id ? update(block) : block)) };
}

/** Errors of one block, keyed by its data field path (from `blocks.{index}.data.{path}`). */
export function errorsOfBlock(errors: Record<string, string>, index: number): Record<string, string> {
  const prefix = `blocks.${index}.data.`;
  return Object.fromEntries(
    Object.entries(errors).flatMap(([key, message]) =>
      key.startsWith(prefix) ? [[key.slice(prefix.length), message]] : [],
    ),
  );
}

/** A block's first words (its text, label, alt, HTML without tags, code or caption), for the block list. */
export function summaryOf(block: LayoutBlock): string {
  const data = block.data as Record<string, unknown>;
  const text = [data.text, data.label, data.alt, data.html, data.code, data.caption].find(
    (value) => typeof value === 'string' && value.trim() !== '',
  ) as string | undefined;
  return text
    ? text
        .replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 60)
    : '';
}
