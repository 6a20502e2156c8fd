import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import type { Layout } from '../../../shared/layout/layout';
import type { EditorPage, SavedLayoutAnswer } from '../../../shared/api/owners-answers';
import { api, apiGet, ApiError } from '../../api/client';
import { queryKeys } from '../../app/queries';
import { LayoutEditor } from '../../layout-editor/layout-editor';
import { ErrorState, Loading } from '../../ui/status';
import { t } from '../../text';

/** The page editor: one page's blocks, saved as its draft, with the page's preview beside them. */
export function EditorScreen() {
  const { pageId = '' } = useParams();
  // Grows when the owner reloads after a conflict: a fresh editor opens on the latest draft.
  const [generation, setGeneration] = useState(0);
  const page = useQuery({
    queryKey: queryKeys.page(pageId),
    queryFn: () => apiGet<EditorPage>(`/api/rest/pages/${pageId}`),
    staleTime: Infinity,
  });
  if (page.isPending) return <Loading label={t('owners.editor.loading')} />;
  if (page.isError) return <ErrorState error={page.error} retry={() => void page.refetch()} />;
  // A gallery page holds one gallery: it has its own editor, never the blocks editor.
  if (page.data.type === 'gallery') return <Navigate to={`/galleries/${page.data.id}`} replace />;
  return (
    <PageEditor
      key={`${page.data.id}:${generation}`}
      page={page.data}
      reload={() => void page.refetch().then(() => setGeneration((count) => count + 1))}
    />
  );
}

function PageEditor({ page, reload }: { page: EditorPage; reload: () => void }) {
  const client = useQueryClient();
  // The draft version this editor last saw; every save sends it and gets the next one back.
  const version = useRef(page.version);
  const [conflict, setConflict] = useState(false);
  // Saves run one after another: a save started while one is on its way (autosave while typing)
  // must carry the version that one gets back, or this tab would conflict with itself.
  const queue = useRef<Promise<void>>(Promise.resolve());
  const saveNow = useCallback(
    async (layout: Layout) => {
      try {
        const saved = await api<SavedLayoutAnswer>('PUT', `/api/rest/pages/${page.id}/layout`, {
          layout,
          version: version.current,
        });
        version.current = saved.version;
      } catch (error) {
        if (error instanceof ApiError && error.code === 'pageChangedElsewhere') setConflict(true);
        throw error;
      }
      client.setQueryData(queryKeys.page(page.id), {
        ...page,
        layout,
        hasUnpublishedChanges: true,
        version: version.current,
      });
      void client.invalidateQueries({ queryKey: queryKeys.site });
      void client.invalidateQueries({ queryKey: queryKeys.pages });
    },
    [client, page],
  );
  const save = useCallback(
    (layout: Layout) => {
      const next = queue.current.catch(() => undefined).then(() => saveNow(layout));
      queue.current = next;
      return next;
    },
    [saveNow],
  );
  return (
    <>
      {conflict && (
        <div className="notice notice--error editor__conflict" role="alert">
          <p>{t('owners.editorPage.conflict')}</p>
          <button type="button" className="button button--primary" onClick={reload}>
            {t('owners.editorPage.reload')}
          </button>
        </div>
      )}
      <LayoutEditor
        title={page.title}
        initialLayout={page.layout}
        save={save}
        previewPageId={page.id}
        savedText={t('owners.editor.saved')}
      />
    </>
  );
}
