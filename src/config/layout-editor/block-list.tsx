import type { LayoutBlock } from '../../shared/layout/layout';
import { blockLabelOf } from '../../shared/blocks/catalogue';
import { errorsOfBlock, summaryOf } from './layout-changes';
import { t } from '../text';

/** The layout's blocks in order: select one, move it up or down, remove it; blocks with errors say so. */
export function BlockList({
  blocks,
  errors,
  selectedId,
  onSelect,
  onMove,
  onRemove,
}: {
  blocks: LayoutBlock[];
  errors: Record<string, string>;
  selectedId: string | null;
  onSelect: (id: string) => void;
  onMove: (index: number, delta: number) => void;
  onRemove: (id: string) => void;
}) {
  return (
    <ol className="block-list">
      {blocks.map((block, index) => {
        const blockErrors = errorsOfBlock(errors, index);
        const label = blockLabelOf(block.type);
        return (
          <li
            key={block.id}
            className={block.id === selectedId ? 'block-item block-item--selected' : 'block-item'}
          >
            <button
              type="button"
              className="block-item__select"
              aria-pressed={block.id === selectedId}
              onClick={() => onSelect(block.id)}
            >
              <strong>{label}</strong> <span>{summaryOf(block)}</span>
              {Object.keys(blockErrors).length > 0 && (
                <span className="badge badge--error">{t('owners.layoutEditor.block.needsAttention')}</span>
              )}
            </button>
            <span className="block-item__actions">
              <button
                type="button"
                className="button button--small"
                onClick={() => onMove(index, -1)}
                disabled={index === 0}
                aria-label={t('owners.layoutEditor.block.moveUp', { label })}
              >
                ↑
              </button>
              <button
                type="button"
                className="button button--small"
                onClick={() => onMove(index, 1)}
                disabled={index === blocks.length - 1}
                aria-label={t('owners.layoutEditor.block.moveDown', { label })}
              >
                ↓
              </button>
              <button
                type="button"
                className="button button--small button--danger"
                onClick={() => onRemove(block.id)}
                aria-label={t('owners.layoutEditor.block.remove', { label })}
              >
                ✕
              </button>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
