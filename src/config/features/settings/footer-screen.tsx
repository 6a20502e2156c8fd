import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { HeaderFooterAnswer, PagesAnswer } from '../../../shared/api/owners-answers';
import type { Layout } from '../../../shared/layout/layout';
import { api, apiGet } from '../../api/client';
import { queryKeys } from '../../app/queries';
import { ErrorState, Loading } from '../../ui/status';
import { LayoutEditor } from '../../layout-editor/layout-editor';
import { t } from '../../text';

/** The footer's blocks, in the same editor as pages; the footer applies at once, like other settings. */
export function FooterScreen() {
  const headerFooter = useQuery({
    queryKey: ['header-footer'],
    queryFn: () => apiGet<HeaderFooterAnswer>('/api/site-header-footer'),
    staleTime: Infinity,
  });
  const pages = useQuery({
    queryKey: queryKeys.pages,
    queryFn: () => apiGet<PagesAnswer>('/api/rest/pages').then((body) => body.pages),
  });
  if (headerFooter.isPending) return <Loading label={t('owners.settings.footer.loading')} />;
  if (headerFooter.isError)
    return <ErrorState error={headerFooter.error} retry={() => void headerFooter.refetch()} />;
  const home =
    pages.data?.find((page) => page.isHome && page.type === 'page') ??
    pages.data?.find((page) => page.type === 'page');
  return <FooterEditor value={headerFooter.data} previewPageId={home?.id ?? null} />;
}

function FooterEditor({ value, previewPageId }: { value: HeaderFooterAnswer; previewPageId: string | null }) {
  const save = useCallback(async (layout: Layout) => {
    // The latest header and small print from the server, so this never overwrites a settings change.
    const current = await apiGet<HeaderFooterAnswer>('/api/site-header-footer');
    await api('PUT', '/api/site-header-footer', {
      header: current.header,
      footer: { ...current.footer, layout },
    });
  }, []);
  return (
    <LayoutEditor
      title={t('owners.settings.footer.title')}
      initialLayout={value.footer.layout}
      save={save}
      previewPageId={previewPageId}
      savedText={t('owners.settings.footer.saved')}
      backTo={{ to: '/settings', label: t('owners.settings.back') }}
    />
  );
}
