import { useCallback, useMemo, useReducer, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Layout, LayoutBlock } from '../../shared/layout/layout';
import { LAYOUT_TOO_MANY_BLOCKS, MAX_BLOCKS_PER_LAYOUT } from '../../shared/layout/limits';
import { blockCatalogue } from '../../shared/blocks/catalogue';
import { BlockList } from './block-list';
import { historyReducer, initialHistory } from './history';
import {
  errorsOfBlock,
  withBlockMoved,
  withBlockRemoved,
  withBlockUpdated,
  withNewBlock,
} from './layout-changes';
import { PreviewFrame } from './preview-frame';
import { SaveStatus } from './save-status';
import { useAutosave } from './use-autosave';
import { loadBlockEditing, useBlockEditing } from './use-block-editing';
import { useUndoShortcuts } from './use-undo-shortcuts';
import { t } from '../text';

// Asked for as soon as the editor's code arrives, alongside the page's data, so the settings
// panel is usually ready when the editor first shows (useBlockEditing retries a failure).
loadBlockEditing().catch(() => undefined);

/** How many blocks before the limit the editor starts saying how many are left. */
const NEAR_LIMIT = 5;

export interface LayoutEditorProps {
  title: string;
  initialLayout: Layout;
  /** Stores a valid layout; a rejection keeps the change in the editor and says why. */
  save: (layout: Layout) => Promise<void>;
  /** The page whose server rendering to preview, or null where there is no preview. */
  previewPageId: string | null;
  savedText: string;
  backTo?: { to: string; label: string };
  children?: ReactNode;
}

/** Blocks on the 12-column grid with undo/redo, autosave and the editor limits; used for pages, blog posts and the footer. */
export function LayoutEditor({
  title,
  initialLayout,
  save: store,
  previewPageId,
  savedText,
  backTo = { to: '/', label: t('owners.layoutEditor.backToPages') },
  children,
}: LayoutEditorProps) {
  const [history, dispatch] = useReducer(historyReducer, initialLayout, initialHistory);
  const layout = history.present;
  const [selectedId, setSelectedId] = useState<string | null>(layout.blocks[0]?.id ?? null);
  const [newType, setNewType] = useState('heading');
  const [limitMessage, setLimitMessage] = useState<string | null>(null);

  // The definitions and the layout check arrive just after the first screen (block-editing.ts);
  // until then nothing is validated, so nothing is saved (invalidCount null).
  const editing = useBlockEditing();
  const validation = useMemo(() => editing?.validateLayout(layout), [editing, layout]);
  const errors = validation === undefined || validation.ok ? {} : validation.errors;
  const autosave = useAutosave({
    layout,
    initialLayout,
    invalidCount: validation ? Object.keys(errors).length : null,
    store,
  });
  useUndoShortcuts(dispatch);

  const change = useCallback(
    (next: Layout, key?: string) =>
      dispatch({ type: 'change', layout: next, ...(key ? { key } : {}), at: Date.now() }),
    [],
  );

  async function addBlock() {
    if (layout.blocks.length >= MAX_BLOCKS_PER_LAYOUT) {
      setLimitMessage(LAYOUT_TOO_MANY_BLOCKS);
      return;
    }
    // A click before the definitions arrived waits for them (usually already here).
    const { getBlockDefinition } = editing ?? (await loadBlockEditing());
    const added = withNewBlock(layout, getBlockDefinition(newType), selectedId);
    if (!added) return;
    change(added.layout);
    setSelectedId(added.block.id);
    setLimitMessage(null);
  }

  function removeBlock(id: string) {
    const removed = withBlockRemoved(layout, id);
    change(removed.layout);
    setSelectedId(removed.nextSelectedId);
    setLimitMessage(null);
  }

  const selectedIndex = layout.blocks.findIndex((block) => block.id === selectedId);
  const selected = layout.blocks[selectedIndex];
  const definition = selected ? editing?.getBlockDefinition(selected.type) : undefined;
  const atLimit = layout.blocks.length >= MAX_BLOCKS_PER_LAYOUT;

  return (
    <section className="editor" aria-labelledby="editor-title">
      <div className="editor__toolbar">
        <Link to={backTo.to} className="button button--quiet">
          {backTo.label}
        </Link>
        <h1 id="editor-title">{title}</h1>
        <button
          type="button"
          className="button"
          onClick={() => dispatch({ type: 'undo' })}
          disabled={history.past.length === 0}
          aria-keyshortcuts="Control+Z"
        >
          {t('owners.layoutEditor.undo')}
        </button>
        <button
          type="button"
          className="button"
          onClick={() => dispatch({ type: 'redo' })}
          disabled={history.future.length === 0}
          aria-keyshortcuts="Control+Shift+Z"
        >
          {t('owners.layoutEditor.redo')}
        </button>
        <SaveStatus state={autosave.state} savedText={savedText} />
        {autosave.state.kind === 'failed' && (
          <button type="button" className="button" onClick={autosave.retry}>
            {t('owners.layoutEditor.retrySaving')}
          </button>
        )}
      </div>
      <div className="editor__body">
        <aside className="editor__panel" aria-label={t('owners.layoutEditor.blocksPanel')}>
          <div className="add-block">
            <label htmlFor="new-block-type">{t('owners.layoutEditor.blockType')}</label>
            <select id="new-block-type" value={newType} onChange={(event) => setNewType(event.target.value)}>
              {blockCatalogue.map((entry) => (
                <option key={entry.type} value={entry.type}>
                  {entry.label}
                </option>
              ))}
            </select>
            {/* Stays clickable at the limit, so the click can say why nothing was added. */}
            <button type="button" className="button button--primary" onClick={() => void addBlock()}>
              {t('owners.layoutEditor.addBlock')}
            </button>
          </div>
          <p className="editor__count">
            {t('owners.layoutEditor.blockCount', {
              count: layout.blocks.length,
              max: MAX_BLOCKS_PER_LAYOUT,
              atLimit: atLimit ? 'yes' : 'no',
            })}
          </p>
          <NearLimitNotice count={layout.blocks.length} />
          {limitMessage && (
            <p className="notice notice--error" role="alert">
              {limitMessage}
            </p>
          )}
          <BlockList
            blocks={layout.blocks}
            errors={errors}
            selectedId={selectedId}
            onSelect={setSelectedId}
            onMove={(index, delta) => {
              const moved = withBlockMoved(layout, index, delta);
              if (moved) change(moved);
            }}
            onRemove={removeBlock}
          />
          {layout.blocks.length === 0 && <p className="page-list__empty">{t('owners.layoutEditor.empty')}</p>}
          {selected && !editing && <p className="muted">{t('owners.layoutEditor.loading')}</p>}
          {selected && editing && definition && (
            <editing.BlockInspector
              block={selected}
              definition={definition}
              errors={errorsOfBlock(errors, selectedIndex)}
              onUpdate={(update: (block: LayoutBlock) => LayoutBlock, key?: string) =>
                change(withBlockUpdated(layout, selected.id, update), key)
              }
            />
          )}
        </aside>
        {previewPageId ? (
          <PreviewFrame pageId={previewPageId} version={autosave.savedCount} />
        ) : (
          <div className="editor__aside">{children}</div>
        )}
      </div>
    </section>
  );
}

/** The block limit, said before it is reached: how many more blocks the page can take. */
function NearLimitNotice({ count }: { count: number }) {
  if (count >= MAX_BLOCKS_PER_LAYOUT || count < MAX_BLOCKS_PER_LAYOUT - NEAR_LIMIT) return null;
  return (
    <p className="notice">
      {t('owners.editorPage.nearLimit', { left: MAX_BLOCKS_PER_LAYOUT - count, max: MAX_BLOCKS_PER_LAYOUT })}
    </p>
  );
}
