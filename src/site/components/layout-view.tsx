import type { Layout, LayoutBlock } from '../../shared/layout/layout';
import { GRID_COLUMNS } from '../../shared/layout/layout';
import { animationThresholdOf } from '../../shared/blocks/behaviour';
import { getBlockDefinition, type BlockType } from '../../shared/blocks/registry';
import { blockRenderers, type BlockRenderer } from '../blocks/render-registry';

/**
 * A layout as a 12-column grid. Each block sits at its stored column and span; blocks flow
 * into rows in order (CSS grid auto-placement). On narrow screens the stylesheet turns the
 * grid off so blocks stack in reading order.
 */
export function LayoutView({ layout, className }: { layout: Layout; className?: string }) {
  const blocks = Array.isArray(layout?.blocks) ? layout.blocks : [];
  if (blocks.length === 0) return null;
  return (
    <div className={className ? `sqs-layout ${className}` : 'sqs-layout'}>
      {blocks.map((block, index) => (
        <LayoutCell key={`${block.id}-${index}`} block={block} />
      ))}
    </div>
  );
}

function LayoutCell({ block }: { block: LayoutBlock }) {
  const definition = getBlockDefinition(block.type);
  // Unknown types (a block from a newer version, or a removed one) are skipped, never fatal.
  if (definition === undefined) return null;
  // Every registered type has a renderer (the render registry's type requires one).
  const Render = blockRenderers[definition.type as BlockType] as BlockRenderer<Record<string, unknown>>;
  // Stored data passed validation when saved, but may predate a schema change: parse again
  // so defaults fill new fields, and skip the block rather than crash the page.
  const parsed = definition.schema.safeParse(block.data);
  if (!parsed.success) return null;
  const { column, span } = gridPlacement(block);
  const animation = block.animation?.style ?? 'none';
  return (
    <div
      className={
        animation === 'none' ? 'sqs-layout__cell' : `sqs-layout__cell sqs-animate sqs-animate--${animation}`
      }
      data-block-type={block.type}
      {...(animation === 'none'
        ? {}
        : { 'data-animation-threshold': animationThresholdOf(block.animation?.threshold) })}
      style={{ gridColumn: `${column} / span ${span}` }}
    >
      <Render block={{ ...block, data: parsed.data }} />
    </div>
  );
}

function gridPlacement(block: LayoutBlock): { column: number; span: number } {
  const column = clampInt(block.grid?.column, 1, GRID_COLUMNS, 1);
  const span = clampInt(block.grid?.span, 1, GRID_COLUMNS - column + 1, GRID_COLUMNS);
  return { column, span };
}

function clampInt(value: unknown, min: number, max: number, fallback: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value)) return Math.min(fallback, max);
  return Math.min(max, Math.max(min, value));
}
