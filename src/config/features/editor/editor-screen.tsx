import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { Navigate, useParams } from 'react-router';
import type { Layout } from '../../../shared/layout/layout';
import type { EditorPage } from '../../../shared/api/owners-answers';
import { api, apiGet } from '../../api/client';
import { queryKeys } from '../../app/queries';
import { LayoutEditor } from '../../layout-editor/layout-editor';
import { ErrorState, Loading } from '../../ui/status';
import { t } from '../../text';

/** The page editor: one page's blocks, saved as its draft, with the page's preview beside them. */
export function EditorScreen() {
  const { pageId = '' } = useParams();
  const page = useQuery({
    queryKey: queryKeys.page(pageId),
    queryFn: () => apiGet<EditorPage>(`/api/rest/pages/${pageId}`),
    staleTime: Infinity,
  });
  if (page.isPending) return <Loading label={t('owners.editor.loading')} />;
  if (page.isError) return <ErrorState error={page.error} retry={() => void page.refetch()} />;
  // A gallery page holds one gallery: it has its own editor, never the blocks editor.
  if (page.data.type === 'gallery') return <Navigate to={`/galleries/${page.data.id}`} replace />;
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
      savedText={t('owners.editor.saved')}
    />
  );
}
