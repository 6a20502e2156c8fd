import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type {
  CreatedPageAnswer,
  PagesAnswer,
  PageSummary,
  RenamedPageAnswer,
} from '../../../shared/api/owners-answers';
import { api, apiGet, fieldError } from '../../api/client';
import { queryKeys } from '../../app/queries';
import { TextField } from '../../ui/field';
import { ErrorState, Loading, messageOf } from '../../ui/status';
import { MAX_PRODUCTS_PER_COLLECTION } from '../../../shared/api/item-limits';
import { MAX_GALLERY_ITEMS } from '../../../shared/media/gallery-config';
import { t } from '../../text';
import { PageSettings } from './page-settings';
import { SystemPages } from './system-pages';

type Order = { main: string[]; _hidden: string[] };

const orderOf = (pages: PageSummary[]): Order => ({
  main: pages.filter((page) => page.navigation === 'main').map((page) => page.id),
  _hidden: pages.filter((page) => page.navigation === '_hidden').map((page) => page.id),
});

/** The page a frame URL shows: `/` is the home page, `/about?x` is the page at `about`. */
function pageForFrameUrl(pages: PageSummary[], frameUrl: string): PageSummary | undefined {
  const path = frameUrl.split(/[?#]/)[0] ?? '/';
  const segment = path.split('/').filter(Boolean)[0];
  return segment === undefined
    ? pages.find((page) => page.isHome)
    : pages.find((page) => page.urlId === segment);
}

const editorPathOf = (page: Pick<PageSummary, 'id' | 'type'>) =>
  page.type === 'blog'
    ? `/blogs/${page.id}`
    : page.type === 'products'
      ? '/store/products'
      : page.type === 'gallery'
        ? `/galleries/${page.id}`
        : page.type === 'events'
          ? `/events/${page.id}`
          : `/pages/${page.id}`;

type NewPageKind = PageSummary['type'];

export function PagesScreen() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const pages = useQuery({
    queryKey: queryKeys.pages,
    queryFn: () => apiGet<PagesAnswer>('/api/rest/pages').then((body) => body.pages),
  });
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: queryKeys.pages }),
      client.invalidateQueries({ queryKey: queryKeys.site }),
    ]);
  const reorder = useMutation({
    mutationFn: (order: Order) => api<PagesAnswer>('PUT', '/api/rest/navigation', order),
    onSettled: refresh,
  });
  // One page at a time, so a page another tab added meanwhile cannot make the list stale.
  const showOrHide = useMutation({
    mutationFn: (page: PageSummary) =>
      api<RenamedPageAnswer>('PATCH', `/api/rest/pages/${page.id}`, {
        navigation: page.navigation === 'main' ? '_hidden' : 'main',
      }),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => api('DELETE', `/api/rest/pages/${id}`),
    onSettled: refresh,
  });

  // /config/?frameUrl=/about opens the editor on the page the owner was looking at.
  const frameUrl = search.get('frameUrl');
  useEffect(() => {
    if (!frameUrl || !pages.data) return;
    const page = pageForFrameUrl(pages.data, frameUrl);
    if (page) void navigate(editorPathOf(page), { replace: true });
  }, [frameUrl, pages.data, navigate]);

  if (pages.isPending) return <Loading label={t('owners.pages.loading')} />;
  if (pages.isError) return <ErrorState error={pages.error} retry={() => void pages.refetch()} />;

  const order = orderOf(pages.data);
  function move(id: string, delta: number) {
    const list = order.main.includes(id) ? 'main' : '_hidden';
    const ids = [...order[list]];
    const from = ids.indexOf(id);
    const to = from + delta;
    if (to < 0 || to >= ids.length) return;
    ids.splice(to, 0, ...ids.splice(from, 1));
    reorder.mutate({ ...order, [list]: ids });
  }
  const problem = reorder.error ?? remove.error ?? showOrHide.error;
  return (
    <section className="screen" aria-labelledby="pages-title">
      <h1 id="pages-title">{t('owners.pages.title')}</h1>
      {problem && (
        <p className="notice notice--error" role="alert">
          {messageOf(problem)}{' '}
          {Object.values((problem as { fieldErrors?: Record<string, string> }).fieldErrors ?? {}).join(' ')}
        </p>
      )}
      {(['main', '_hidden'] as const).map((navigation) => (
        <div key={navigation} className="page-group">
          <h2>{navigation === 'main' ? t('owners.pages.group.main') : t('owners.pages.group.hidden')}</h2>
          <ul className="page-list">
            {pages.data
              .filter((page) => page.navigation === navigation)
              .map((page, index, list) => (
                <PageRow
                  key={page.id}
                  page={page}
                  first={index === 0}
                  last={index === list.length - 1}
                  busy={reorder.isPending || remove.isPending || showOrHide.isPending}
                  onMove={(delta) => move(page.id, delta)}
                  onToggleHidden={() => showOrHide.mutate(page)}
                  onDelete={() => {
                    if (window.confirm(t('owners.pages.deleteConfirm', { title: page.title })))
                      remove.mutate(page.id);
                  }}
                  onRenamed={refresh}
                />
              ))}
            {pages.data.every((page) => page.navigation !== navigation) && (
              <li className="page-list__empty">{t('owners.pages.group.empty')}</li>
            )}
          </ul>
        </div>
      ))}
      <SystemPages hasShop={pages.data.some((page) => page.type === 'products')} />
      <NewPageForm onCreated={(path) => void refresh().then(() => navigate(path))} />
    </section>
  );
}

function PageRow(props: {
  page: PageSummary;
  first: boolean;
  last: boolean;
  busy: boolean;
  onMove: (delta: number) => void;
  onToggleHidden: () => void;
  onDelete: () => void;
  onRenamed: () => unknown;
}) {
  const { page } = props;
  const [renaming, setRenaming] = useState(false);
  const [settings, setSettings] = useState(false);
  return (
    <li className="page-row">
      {settings ? (
        <PageSettings page={page} onDone={() => setSettings(false)} onSaved={props.onRenamed} />
      ) : renaming ? (
        <RenameForm page={page} onDone={() => setRenaming(false)} onRenamed={props.onRenamed} />
      ) : (
        <>
          <div className="page-row__title">
            <Link to={editorPathOf(page)}>{page.title}</Link>
            {page.type === 'blog' && <span className="badge">{t('owners.pages.badge.blog')}</span>}
            {page.type === 'products' && <span className="badge">{t('owners.sitePages.shopBadge')}</span>}
            {page.type === 'gallery' && <span className="badge">{t('owners.galleryPages.badge')}</span>}
            {page.type === 'events' && <span className="badge">{t('owners.events.badge')}</span>}
            {page.seo.hideFromSearch && (
              <span className="badge">{t('owners.sitePages.hiddenFromSearch')}</span>
            )}
            {page.locked && <span className="badge">{t('owners.sitePages.locked')}</span>}
            <span className="page-row__url">/{page.isHome ? '' : page.urlId}</span>
            {page.isHome && <span className="badge">{t('owners.pages.badge.home')}</span>}
            {!page.published && <span className="badge badge--draft">{t('owners.pages.badge.draft')}</span>}
            {page.published && page.hasUnpublishedChanges && (
              <span className="badge">{t('owners.pages.badge.unpublishedChanges')}</span>
            )}
          </div>
          <div className="page-row__actions">
            <button
              type="button"
              className="button button--small"
              onClick={() => props.onMove(-1)}
              disabled={props.first || props.busy}
              aria-label={t('owners.pages.row.moveUp', { title: page.title })}
            >
              ↑
            </button>
            <button
              type="button"
              className="button button--small"
              onClick={() => props.onMove(1)}
              disabled={props.last || props.busy}
              aria-label={t('owners.pages.row.moveDown', { title: page.title })}
            >
              ↓
            </button>
            <button type="button" className="button button--small" onClick={() => setRenaming(true)}>
              {t('owners.pages.row.rename')}
            </button>
            <button
              type="button"
              className="button button--small"
              onClick={() => setSettings(true)}
              aria-label={t('owners.sitePages.settingsFor', { title: page.title })}
            >
              {t('owners.sitePages.settingsButton')}
            </button>
            <button
              type="button"
              className="button button--small"
              onClick={props.onToggleHidden}
              disabled={props.busy}
            >
              {page.navigation === 'main' ? t('owners.pages.row.hide') : t('owners.pages.row.show')}
            </button>
            <button
              type="button"
              className="button button--small button--danger"
              onClick={props.onDelete}
              disabled={props.busy}
            >
              {t('owners.pages.row.delete')}
            </button>
          </div>
        </>
      )}
    </li>
  );
}

function RenameForm({
  page,
  onDone,
  onRenamed,
}: {
  page: PageSummary;
  onDone: () => void;
  onRenamed: () => unknown;
}) {
  const [title, setTitle] = useState(page.title);
  const [urlId, setUrlId] = useState(page.urlId);
  const rename = useMutation({
    mutationFn: () => api<RenamedPageAnswer>('PATCH', `/api/rest/pages/${page.id}`, { title, urlId }),
    onSuccess: () => void Promise.resolve(onRenamed()).then(onDone),
  });
  return (
    <form
      className="inline-form"
      onSubmit={(event) => {
        event.preventDefault();
        rename.mutate();
      }}
    >
      <TextField
        label={t('owners.pages.rename.title')}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        error={fieldError(rename.error, 'title')}
        autoFocus
      />
      <TextField
        label={t('owners.pages.rename.url')}
        value={urlId}
        onChange={(event) => setUrlId(event.target.value)}
        error={fieldError(rename.error, 'urlId')}
      />
      {rename.isError && !fieldError(rename.error, 'title') && !fieldError(rename.error, 'urlId') && (
        <p role="alert">{messageOf(rename.error)}</p>
      )}
      <button type="submit" className="button button--primary" disabled={rename.isPending}>
        {t('owners.pages.rename.save')}
      </button>
      <button type="button" className="button" onClick={onDone}>
        {t('owners.pages.rename.cancel')}
      </button>
    </form>
  );
}

function NewPageForm({ onCreated }: { onCreated: (path: string) => void }) {
  const [title, setTitle] = useState('');
  const [type, setType] = useState<NewPageKind>('page');
  const [navigation, setNavigation] = useState<'main' | '_hidden'>('main');
  const create = useMutation({
    mutationFn: () => api<CreatedPageAnswer>('POST', '/api/rest/pages', { title, type, navigation }),
    onSuccess: (body) => {
      setTitle('');
      onCreated(editorPathOf(body.page));
    },
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    create.mutate();
  }
  return (
    <form className="card" onSubmit={submit} aria-labelledby="new-page-title">
      <h2 id="new-page-title">{t('owners.pages.new.heading')}</h2>
      <div className="field">
        <label htmlFor="new-page-type">{t('owners.pages.new.kind')}</label>
        <select
          id="new-page-type"
          value={type}
          onChange={(event) => setType(event.target.value as NewPageKind)}
        >
          <option value="page">{t('owners.pages.new.kindPage')}</option>
          <option value="blog">{t('owners.pages.new.kindBlog')}</option>
          <option value="products">{t('owners.sitePages.kindShop')}</option>
          <option value="gallery">{t('owners.galleryPages.kind')}</option>
          <option value="events">{t('owners.events.kind')}</option>
        </select>
        {type === 'products' && (
          <p className="field__hint">
            {t('owners.sitePages.shopLimit', { max: MAX_PRODUCTS_PER_COLLECTION })}
          </p>
        )}
        {type === 'gallery' && (
          <p className="field__hint">{t('owners.galleryPages.kindHint', { max: MAX_GALLERY_ITEMS })}</p>
        )}
      </div>
      <div className="field">
        <label htmlFor="new-page-navigation">{t('owners.pages.new.showIn')}</label>
        <select
          id="new-page-navigation"
          value={navigation}
          onChange={(event) => setNavigation(event.target.value as 'main' | '_hidden')}
        >
          <option value="main">{t('owners.pages.new.showInMain')}</option>
          <option value="_hidden">{t('owners.pages.new.showInHidden')}</option>
        </select>
      </div>
      <TextField
        label={t('owners.pages.new.title')}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        error={fieldError(create.error, 'title') ?? fieldError(create.error, 'urlId')}
        required
        maxLength={200}
      />
      {create.isError && !fieldError(create.error, 'title') && !fieldError(create.error, 'urlId') && (
        <p role="alert">{messageOf(create.error)}</p>
      )}
      <button type="submit" className="button button--primary" disabled={create.isPending}>
        {create.isPending ? t('owners.pages.new.adding') : t('owners.pages.new.add')}
      </button>
    </form>
  );
}
