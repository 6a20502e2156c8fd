import { useQuery, useQueryClient } from '@tanstack/react-query';
import { BlockAnimationFields } from './block-animation-fields';
import { useCallback, useEffect, useMemo, useReducer, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import {
  GRID_COLUMNS,
  LAYOUT_TOO_MANY_BLOCKS,
  MAX_BLOCKS_PER_LAYOUT,
  type Layout,
  type LayoutBlock,
} from '../../../shared/layout/layout';
import { blockDefinitions, getBlockDefinition } from '../../../shared/blocks/registry';
import { validateLayout } from '../../../shared/blocks/validate-layout';
import { api, apiGet, ApiError } from '../../api/client';
import { queryKeys } from '../../app/queries';
import { ErrorState, Loading, messageOf } from '../../ui/status';
import { fieldsOf } from './block-fields';
import { BlockForm } from './block-form';
import { historyReducer, initialHistory } from './history';
import { PreviewFrame } from './preview-frame';

interface EditorPage {
  id: string;
  title: string;
  urlId: string;
  layout: Layout;
  published: boolean;
  hasUnpublishedChanges: boolean;
}

type SaveState =
  | { kind: 'saved' }
  | { kind: 'saving' }
  | { kind: 'pending' }
  | { kind: 'invalid'; count: number }
  | { kind: 'failed'; message: string };

const SAVE_DELAY_MS = 500;

/** 24 hex characters, as every id in the product. */
function newBlockId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function EditorScreen() {
  const { pageId = '' } = useParams();
  const page = useQuery({
    queryKey: queryKeys.page(pageId),
    queryFn: () => apiGet<EditorPage>(`/api/rest/pages/${pageId}`),
    staleTime: Infinity,
  });
  if (page.isPending) return <Loading label="Loading the page…" />;
  if (page.isError) return <ErrorState error={page.error} retry={() => void page.refetch()} />;
  return <PageEditor key={page.data.id} page={page.data} />;
}

function PageEditor({ page }: { page: EditorPage }) {
  const client = useQueryClient();
  const save = useCallback(
    async (layout: Layout) => {
      await api('PUT', `/api/rest/pages/${page.id}/layout`, { layout });
      client.setQueryData(queryKeys.page(page.id), { ...page, layout, hasUnpublishedChanges: true });
      void client.invalidateQueries({ queryKey: queryKeys.site });
      void client.invalidateQueries({ queryKey: queryKeys.pages });
    },
    [client, page],
  );
  return (
    <LayoutEditor
      title={page.title}
      initialLayout={page.layout}
      save={save}
      previewPageId={page.id}
      savedText="All changes saved as draft"
    />
  );
}

/** Errors of one block, keyed by its data field path (from `blocks.{index}.data.{path}`). */
function errorsOfBlock(errors: Record<string, string>, index: number): Record<string, string> {
  const prefix = `blocks.${index}.data.`;
  return Object.fromEntries(
    Object.entries(errors).flatMap(([key, message]) =>
      key.startsWith(prefix) ? [[key.slice(prefix.length), message]] : [],
    ),
  );
}

function summaryOf(block: LayoutBlock): string {
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

/** Blocks on the 12-column grid with undo/redo, autosave and the editor limits; used for pages and blog posts. */
export function LayoutEditor({
  title,
  initialLayout,
  save: store,
  previewPageId,
  savedText,
  backTo = { to: '/', label: '← Pages' },
  children,
}: LayoutEditorProps) {
  const [history, dispatch] = useReducer(historyReducer, initialLayout, initialHistory);
  const layout = history.present;
  const [selectedId, setSelectedId] = useState<string | null>(layout.blocks[0]?.id ?? null);
  const [newType, setNewType] = useState('heading');
  const [savedLayout, setSavedLayout] = useState(initialLayout);
  const [request, setRequest] = useState<
    { kind: 'idle' } | { kind: 'saving' } | { kind: 'failed'; message: string }
  >({ kind: 'idle' });
  const [retries, setRetries] = useState(0);
  const [previewVersion, setPreviewVersion] = useState(0);
  const [limitMessage, setLimitMessage] = useState<string | null>(null);

  const validation = useMemo(() => validateLayout(layout), [layout]);
  const errors = validation.ok ? {} : validation.errors;

  const change = useCallback(
    (next: Layout, key?: string) =>
      dispatch({ type: 'change', layout: next, ...(key ? { key } : {}), at: Date.now() }),
    [],
  );

  // Autosave: a valid draft is saved shortly after the last change; an invalid one is kept and explained.
  useEffect(() => {
    if (layout === savedLayout || !validation.ok) return;
    const timer = window.setTimeout(async () => {
      setRequest({ kind: 'saving' });
      try {
        await store(layout);
        setSavedLayout(layout);
        setRequest({ kind: 'idle' });
        setPreviewVersion((version) => version + 1);
      } catch (error) {
        const fields = error instanceof ApiError ? Object.values(error.fieldErrors).join(' ') : '';
        setRequest({ kind: 'failed', message: `${messageOf(error)}${fields ? ` ${fields}` : ''}` });
      }
    }, SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [layout, savedLayout, validation, store, retries]);

  const save: SaveState =
    layout === savedLayout
      ? { kind: 'saved' }
      : !validation.ok
        ? { kind: 'invalid', count: Object.keys(validation.errors).length }
        : request.kind === 'idle'
          ? { kind: 'pending' }
          : request;

  // Never lose an edit silently: leaving with unsaved changes asks first.
  useEffect(() => {
    if (save.kind === 'saved') return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [save.kind]);

  // Ctrl/Cmd+Z and Ctrl/Cmd+Shift+Z (or Ctrl+Y), outside text boxes, which keep their own undo.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (!(event.ctrlKey || event.metaKey) || target?.closest('input, textarea, select, [contenteditable]'))
        return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) dispatch({ type: 'undo' });
      else if ((key === 'z' && event.shiftKey) || key === 'y') dispatch({ type: 'redo' });
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  function addBlock() {
    if (layout.blocks.length >= MAX_BLOCKS_PER_LAYOUT) {
      setLimitMessage(LAYOUT_TOO_MANY_BLOCKS);
      return;
    }
    const definition = getBlockDefinition(newType);
    if (!definition) return;
    const block: LayoutBlock = {
      id: newBlockId(),
      type: newType,
      grid: { column: 1, span: GRID_COLUMNS },
      data: structuredClone(definition.defaults) as Record<string, unknown>,
    };
    const selectedIndex = layout.blocks.findIndex((candidate) => candidate.id === selectedId);
    const at = selectedIndex === -1 ? layout.blocks.length : selectedIndex + 1;
    change({ ...layout, blocks: [...layout.blocks.slice(0, at), block, ...layout.blocks.slice(at)] });
    setSelectedId(block.id);
    setLimitMessage(null);
  }

  function updateBlock(id: string, update: (block: LayoutBlock) => LayoutBlock, key?: string) {
    change(
      { ...layout, blocks: layout.blocks.map((block) => (block.id === id ? update(block) : block)) },
      key,
    );
  }

  function moveBlock(index: number, delta: number) {
    const to = index + delta;
    if (to < 0 || to >= layout.blocks.length) return;
    const blocks = [...layout.blocks];
    blocks.splice(to, 0, ...blocks.splice(index, 1));
    change({ ...layout, blocks });
  }

  function removeBlock(id: string) {
    const index = layout.blocks.findIndex((block) => block.id === id);
    change({ ...layout, blocks: layout.blocks.filter((block) => block.id !== id) });
    setSelectedId(layout.blocks[index + 1]?.id ?? layout.blocks[index - 1]?.id ?? null);
    setLimitMessage(null);
  }

  const selectedIndex = layout.blocks.findIndex((block) => block.id === selectedId);
  const selected = layout.blocks[selectedIndex];
  const definition = selected ? getBlockDefinition(selected.type) : undefined;
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
          Undo
        </button>
        <button
          type="button"
          className="button"
          onClick={() => dispatch({ type: 'redo' })}
          disabled={history.future.length === 0}
          aria-keyshortcuts="Control+Shift+Z"
        >
          Redo
        </button>
        <SaveStatus state={save} savedText={savedText} />
        {save.kind === 'failed' && (
          <button type="button" className="button" onClick={() => setRetries((count) => count + 1)}>
            Retry saving
          </button>
        )}
      </div>
      <div className="editor__body">
        <aside className="editor__panel" aria-label="Blocks">
          <div className="add-block">
            <label htmlFor="new-block-type">Block type</label>
            <select id="new-block-type" value={newType} onChange={(event) => setNewType(event.target.value)}>
              {blockDefinitions.map((entry) => (
                <option key={entry.type} value={entry.type}>
                  {entry.label}
                </option>
              ))}
            </select>
            {/* Stays clickable at the limit, so the click can say why nothing was added. */}
            <button type="button" className="button button--primary" onClick={addBlock}>
              Add block
            </button>
          </div>
          <p className="editor__count">
            {layout.blocks.length} of {MAX_BLOCKS_PER_LAYOUT} blocks{atLimit ? ': the limit' : ''}
          </p>
          {limitMessage && (
            <p className="notice notice--error" role="alert">
              {limitMessage}
            </p>
          )}
          <ol className="block-list">
            {layout.blocks.map((block, index) => {
              const blockErrors = errorsOfBlock(errors, index);
              const label = getBlockDefinition(block.type)?.label ?? block.type;
              return (
                <li
                  key={block.id}
                  className={block.id === selectedId ? 'block-item block-item--selected' : 'block-item'}
                >
                  <button
                    type="button"
                    className="block-item__select"
                    aria-pressed={block.id === selectedId}
                    onClick={() => setSelectedId(block.id)}
                  >
                    <strong>{label}</strong> <span>{summaryOf(block)}</span>
                    {Object.keys(blockErrors).length > 0 && (
                      <span className="badge badge--error">Needs attention</span>
                    )}
                  </button>
                  <span className="block-item__actions">
                    <button
                      type="button"
                      className="button button--small"
                      onClick={() => moveBlock(index, -1)}
                      disabled={index === 0}
                      aria-label={`Move ${label} block up`}
                    >
                      ↑
                    </button>
                    <button
                      type="button"
                      className="button button--small"
                      onClick={() => moveBlock(index, 1)}
                      disabled={index === layout.blocks.length - 1}
                      aria-label={`Move ${label} block down`}
                    >
                      ↓
                    </button>
                    <button
                      type="button"
                      className="button button--small button--danger"
                      onClick={() => removeBlock(block.id)}
                      aria-label={`Remove ${label} block`}
                    >
                      ✕
                    </button>
                  </span>
                </li>
              );
            })}
          </ol>
          {layout.blocks.length === 0 && (
            <p className="page-list__empty">This page is empty. Add a block to start.</p>
          )}
          {selected && definition && (
            <form
              className="inspector"
              aria-label={`${definition.label} block settings`}
              onSubmit={(event) => event.preventDefault()}
            >
              <h2>{definition.label}</h2>
              <BlockForm
                fields={fieldsOf(definition.schema)}
                data={selected.data as Record<string, unknown>}
                errors={errorsOfBlock(errors, selectedIndex)}
                onChange={(key, value) =>
                  updateBlock(
                    selected.id,
                    (block) => ({ ...block, data: { ...block.data, [key]: value } }),
                    `${selected.id}.${key}`,
                  )
                }
                onPatch={(patch) =>
                  updateBlock(selected.id, (block) => ({ ...block, data: { ...block.data, ...patch } }))
                }
              />
              <GridFields
                block={selected}
                onChange={(grid) => updateBlock(selected.id, (block) => ({ ...block, grid }))}
              />
              <BlockAnimationFields
                block={selected}
                onChange={(animation) =>
                  updateBlock(selected.id, ({ animation: _old, ...block }) =>
                    animation ? { ...block, animation } : block,
                  )
                }
              />
            </form>
          )}
        </aside>
        {previewPageId ? (
          <PreviewFrame pageId={previewPageId} version={previewVersion} />
        ) : (
          <div className="editor__aside">{children}</div>
        )}
      </div>
    </section>
  );
}

/** Placement on the 12-column grid: the start column and how many columns the block spans. */
function GridFields({
  block,
  onChange,
}: {
  block: LayoutBlock;
  onChange: (grid: { column: number; span: number }) => void;
}) {
  const { column, span } = block.grid ?? { column: 1, span: GRID_COLUMNS };
  const columns = Array.from({ length: GRID_COLUMNS }, (_, index) => index + 1);
  return (
    <fieldset className="field-group">
      <legend>Placement (12 columns)</legend>
      <div className="field">
        <label htmlFor="grid-column">Start column</label>
        <select
          id="grid-column"
          value={column}
          onChange={(event) => {
            const next = Number(event.target.value);
            onChange({ column: next, span: Math.min(span, GRID_COLUMNS - next + 1) });
          }}
        >
          {columns.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="grid-span">Width in columns</label>
        <select
          id="grid-span"
          value={span}
          onChange={(event) => onChange({ column, span: Number(event.target.value) })}
        >
          {columns
            .filter((value) => value <= GRID_COLUMNS - column + 1)
            .map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
        </select>
      </div>
    </fieldset>
  );
}

function SaveStatus({ state, savedText }: { state: SaveState; savedText: string }) {
  const text =
    state.kind === 'saved'
      ? savedText
      : state.kind === 'saving'
        ? 'Saving…'
        : state.kind === 'pending'
          ? 'Unsaved changes'
          : state.kind === 'invalid'
            ? `Not saved: fix ${state.count === 1 ? 'the highlighted field' : `${state.count} highlighted fields`}`
            : `Not saved: ${state.message} Your change is kept in this editor.`;
  return (
    <p
      className={
        state.kind === 'failed' || state.kind === 'invalid' ? 'save-status save-status--error' : 'save-status'
      }
      role="status"
      aria-live="polite"
    >
      {text}
    </p>
  );
}
