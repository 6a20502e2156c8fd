import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useReducer } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { galleryBlock } from '../../../shared/blocks/gallery';
import { validateLayout } from '../../../shared/blocks/validate-layout';
import type { EditorPage } from '../../../shared/api/owners-answers';
import type { Layout, LayoutBlock } from '../../../shared/layout/layout';
import { MAX_GALLERY_ITEMS } from '../../../shared/media/gallery-config';
import { api, apiGet } from '../../api/client';
import { queryKeys } from '../../app/queries';
import { fieldsOf } from '../../layout-editor/block-fields';
import { BlockForm } from '../../layout-editor/block-form';
import { historyReducer, initialHistory } from '../../layout-editor/history';
import { errorsOfBlock, withBlockUpdated } from '../../layout-editor/layout-changes';
import { PreviewFrame } from '../../layout-editor/preview-frame';
import { SaveStatus } from '../../layout-editor/save-status';
import { useAutosave } from '../../layout-editor/use-autosave';
import { useUndoShortcuts } from '../../layout-editor/use-undo-shortcuts';
import { ErrorState, Loading } from '../../ui/status';
import { t } from '../../text';

const galleryFields = fieldsOf(galleryBlock.schema);

/**
 * A gallery page's editor: the page's one gallery block edited with the block's own form (the
 * same slide list, library picker and settings as a gallery block in the page editor), saved as
 * the page's draft, with the page's server rendering beside it.
 */
export function GalleryPageScreen() {
  const { pageId = '' } = useParams();
  const page = useQuery({
    queryKey: queryKeys.page(pageId),
    queryFn: () => apiGet<EditorPage>(`/api/rest/pages/${pageId}`),
    staleTime: Infinity,
  });
  if (page.isPending) return <Loading label={t('owners.galleryPages.loading')} />;
  if (page.isError) return <ErrorState error={page.error} retry={() => void page.refetch()} />;
  if (page.data.type !== 'gallery') return <Navigate to={`/pages/${page.data.id}`} replace />;
  return <GalleryPageEditor key={page.data.id} page={page.data} />;
}

function GalleryPageEditor({ page }: { page: EditorPage }) {
  const client = useQueryClient();
  const [history, dispatch] = useReducer(historyReducer, page.layout, initialHistory);
  const layout = history.present;
  const block = layout.blocks[0];
  const validation = useMemo(() => validateLayout(layout), [layout]);
  const allErrors = validation.ok ? {} : validation.errors;
  const save = useCallback(
    async (next: Layout) => {
      await api('PUT', `/api/rest/pages/${page.id}/layout`, { layout: next });
      client.setQueryData(queryKeys.page(page.id), { ...page, layout: next, hasUnpublishedChanges: true });
      void client.invalidateQueries({ queryKey: queryKeys.site });
      void client.invalidateQueries({ queryKey: queryKeys.pages });
    },
    [client, page],
  );
  const autosave = useAutosave({
    layout,
    initialLayout: page.layout,
    invalidCount: Object.keys(allErrors).length,
    store: save,
  });
  useUndoShortcuts(dispatch);

  const update = (change: (current: LayoutBlock) => LayoutBlock, key?: string) => {
    if (!block) return;
    dispatch({
      type: 'change',
      layout: withBlockUpdated(layout, block.id, change),
      ...(key ? { key } : {}),
      at: Date.now(),
    });
  };

  return (
    <section className="editor" aria-labelledby="editor-title">
      <div className="editor__toolbar">
        <Link to="/" className="button button--quiet">
          {t('owners.layoutEditor.backToPages')}
        </Link>
        <h1 id="editor-title">{page.title}</h1>
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
        <SaveStatus state={autosave.state} savedText={t('owners.editor.saved')} />
        {autosave.state.kind === 'failed' && (
          <button type="button" className="button" onClick={autosave.retry}>
            {t('owners.layoutEditor.retrySaving')}
          </button>
        )}
      </div>
      <div className="editor__body">
        <aside className="editor__panel" aria-label={t('owners.galleryPages.settings')}>
          <p className="field__hint">{t('owners.galleryPages.kindHint', { max: MAX_GALLERY_ITEMS })}</p>
          <p className="field__hint">{t('owners.galleryPages.address')}</p>
          {block && (
            <form
              className="inspector"
              aria-label={t('owners.galleryPages.settings')}
              onSubmit={(event) => event.preventDefault()}
            >
              <BlockForm
                fields={galleryFields}
                data={block.data as Record<string, unknown>}
                errors={errorsOfBlock(allErrors, 0)}
                onChange={(key, value) =>
                  update((current) => ({ ...current, data: { ...current.data, [key]: value } }), key)
                }
                onPatch={(patch) =>
                  update((current) => ({ ...current, data: { ...current.data, ...patch } }))
                }
              />
            </form>
          )}
        </aside>
        <PreviewFrame pageId={page.id} version={autosave.savedCount} />
      </div>
    </section>
  );
}
