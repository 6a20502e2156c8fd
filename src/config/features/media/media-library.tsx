import { useEffect, useId, useMemo, useRef, useState, type DragEvent, type ReactNode } from 'react';
import type { MediaAsset, MediaKind } from '../../../shared/api/media';
import { ErrorState } from '../../ui/status';
import { AssetTile } from './asset-tile';
import { KIND_OPTIONS } from './asset-view';
import { storageUse } from './file-size';
import { useMediaList, type MediaFilter } from './media-api';
import { UploadList } from './upload-list';
import { useUploads } from './use-uploads';
import { t } from '../../text';

const SEARCH_DELAY_MS = 250;
const ACCEPT: Record<MediaKind, string> = {
  image: 'image/*',
  video: 'video/*',
  audio: 'audio/*',
  document: '.pdf,.txt,.csv,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.odt,.ods,.zip',
};

const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes('Files');

/**
 * The site's media: search, type filter, cursor paging, uploads by picker or by dropping files
 * anywhere on it. Used by the Media screen (with a details panel beside it) and by the image
 * picker dialog (limited to images).
 */
export function MediaLibrary({
  kind: fixedKind,
  selectedIds,
  onSelect,
  onActivate,
  onUploaded,
  aside,
}: {
  /** Shows only this kind, without the type filter. */
  kind?: MediaKind;
  selectedIds: ReadonlySet<string>;
  onSelect: (asset: MediaAsset) => void;
  onActivate?: (asset: MediaAsset) => void;
  onUploaded?: (asset: MediaAsset) => void;
  /** Drawn beside the grid (the details panel), from the loaded assets (so it shows fresh data). */
  aside?: (assets: MediaAsset[]) => ReactNode;
}) {
  const [searchText, setSearchText] = useState('');
  const [filter, setFilter] = useState<MediaFilter>({ search: '', kind: fixedKind ?? '' });
  const list = useMediaList(filter);
  const uploads = useUploads(onUploaded);
  const fileInput = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const dragDepth = useRef(0);
  const ids = { search: useId(), kind: useId(), heading: useId() };

  useEffect(() => {
    const timer = window.setTimeout(
      () =>
        setFilter((current) =>
          current.search === searchText ? current : { ...current, search: searchText },
        ),
      SEARCH_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [searchText]);

  const assets = useMemo(() => list.data?.pages.flatMap((page) => page.items) ?? [], [list.data]);
  const firstPage = list.data?.pages[0];
  const storage = firstPage ? storageUse(firstPage.usedBytes, firstPage.budgetBytes) : null;
  const filtered = filter.search !== '' || (filter.kind !== '' && !fixedKind);

  const dropHandlers = {
    onDragEnter: (event: DragEvent) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      dragDepth.current += 1;
      setDragging(true);
    },
    onDragOver: (event: DragEvent) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
    },
    onDragLeave: (event: DragEvent) => {
      if (!hasFiles(event)) return;
      dragDepth.current = Math.max(0, dragDepth.current - 1);
      if (dragDepth.current === 0) setDragging(false);
    },
    onDrop: (event: DragEvent) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      dragDepth.current = 0;
      setDragging(false);
      uploads.add(Array.from(event.dataTransfer.files));
    },
  };

  return (
    <div className="media-library" {...dropHandlers} data-dragging={dragging || undefined}>
      <div className="media-library__toolbar">
        <div className="field media-library__search">
          <label htmlFor={ids.search}>{t('owners.media.search')}</label>
          <input
            id={ids.search}
            type="search"
            value={searchText}
            maxLength={200}
            placeholder={t('owners.media.searchPlaceholder')}
            onChange={(event) => setSearchText(event.target.value)}
            // The picker opens inside other screens' forms: Enter searches, it never submits them.
            onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
          />
        </div>
        {!fixedKind && (
          <div className="field">
            <label htmlFor={ids.kind}>{t('owners.media.type')}</label>
            <select
              id={ids.kind}
              value={filter.kind}
              onChange={(event) => setFilter({ ...filter, kind: event.target.value as MediaFilter['kind'] })}
            >
              <option value="">{t('owners.media.allTypes')}</option>
              {KIND_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {t(option.label)}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="media-library__upload">
          <button type="button" className="button button--primary" onClick={() => fileInput.current?.click()}>
            {t('owners.media.upload')}
          </button>
          <input
            ref={fileInput}
            type="file"
            multiple
            hidden
            accept={fixedKind ? ACCEPT[fixedKind] : undefined}
            aria-label={t('owners.media.filesToUpload')}
            onChange={(event) => {
              uploads.add(Array.from(event.target.files ?? []));
              event.target.value = '';
            }}
          />
          <span className="muted">{t('owners.media.orDrop')}</span>
        </div>
        {storage && (
          <div className="storage-meter">
            <span id={ids.heading}>{t('owners.media.storage', { use: storage.text })}</span>
            <meter
              min={0}
              max={1}
              low={0.8}
              high={0.95}
              optimum={0}
              value={storage.share}
              aria-labelledby={ids.heading}
            />
          </div>
        )}
      </div>
      <UploadList items={uploads.items} onCancel={uploads.cancel} onDismiss={uploads.dismiss} />
      <div className="media-library__body">
        <div className="media-library__grid">
          {list.isPending ? (
            <p className="status status--loading" role="status">
              {t('owners.media.loading')}
            </p>
          ) : list.isError ? (
            <ErrorState error={list.error} retry={() => void list.refetch()} />
          ) : assets.length === 0 ? (
            <div className="media-library__empty">
              {filtered ? (
                <p>{t('library.noResults')}</p>
              ) : (
                <>
                  <p>
                    <strong>
                      {fixedKind === 'image' ? t('owners.media.empty.images') : t('owners.media.empty.media')}
                    </strong>
                  </p>
                  <p>{t('owners.media.empty.hint')}</p>
                </>
              )}
            </div>
          ) : (
            <>
              <ul className="asset-grid" aria-label={t('owners.media.grid')} aria-busy={list.isFetching}>
                {assets.map((asset) => (
                  <AssetTile
                    key={asset.id}
                    asset={asset}
                    selected={selectedIds.has(asset.id)}
                    onSelect={onSelect}
                    onActivate={onActivate}
                  />
                ))}
              </ul>
              {list.hasNextPage && (
                <button
                  type="button"
                  className="button media-library__more"
                  onClick={() => void list.fetchNextPage()}
                  disabled={list.isFetchingNextPage}
                >
                  {list.isFetchingNextPage ? t('owners.media.loadingMore') : t('owners.media.loadMore')}
                </button>
              )}
              {list.isFetchNextPageError && (
                <p className="field__error" role="alert">
                  {t('library.loadFailed')}
                </p>
              )}
            </>
          )}
        </div>
        {aside?.(assets)}
      </div>
      {dragging && (
        <div className="media-library__drop" aria-hidden="true">
          <p>{t('owners.media.dropHere')}</p>
        </div>
      )}
    </div>
  );
}
