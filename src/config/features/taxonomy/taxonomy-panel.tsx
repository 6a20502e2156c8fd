import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { TaxonomyAnswer, TaxonomyEdit } from '../../../shared/api/taxonomy';
import { editOneTagMessage, type TagType } from '../../../shared/taxonomy';
import { api, apiGet, fieldError } from '../../api/client';
import { TextField } from '../../ui/field';
import { ErrorState, Loading, messageOf } from '../../ui/status';
import { t } from '../../text';

export const taxonomyKey = (collectionId: string) => ['taxonomy', collectionId] as const;

/** Where a collection's taxonomy is read and edited: a blog's under the content API, a shop page's under the store's. */
const endpointOf = (kind: 'blog' | 'shop', collectionId: string) =>
  kind === 'blog'
    ? `/api/rest/blogs/${collectionId}/taxonomy`
    : `/api/commerce/collections/${collectionId}/taxonomy`;

/**
 * A blog's or shop page's tags and categories with their item counts: rename or delete one across
 * every post or product. One name is edited at a time (the spec's "You may only edit one
 * {tagType} at a time" when the owner opens a second while the first is still open).
 */
export function TaxonomyPanel({
  collectionId,
  listPath,
  kind = 'blog',
  title,
}: {
  collectionId: string;
  listPath: string;
  kind?: 'blog' | 'shop';
  /** The shop page's title, named in the heading (a site may have several). */
  title?: string;
}) {
  const client = useQueryClient();
  const headingId = useId();
  const endpoint = endpointOf(kind, collectionId);
  const taxonomy = useQuery({
    queryKey: taxonomyKey(collectionId),
    queryFn: () => apiGet<TaxonomyAnswer>(endpoint),
  });
  const [editing, setEditing] = useState<{ tagType: TagType; name: string; newName: string } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const edit = useMutation({
    mutationFn: (body: TaxonomyEdit) => api<TaxonomyAnswer>('POST', endpoint, body),
    onSuccess: (answer) => {
      client.setQueryData(taxonomyKey(collectionId), answer);
      setEditing(null);
      setNotice(null);
    },
  });
  if (taxonomy.isPending) return <Loading label={t('owners.taxonomy.loading')} />;
  if (taxonomy.isError) return <ErrorState error={taxonomy.error} retry={() => void taxonomy.refetch()} />;

  const startRename = (tagType: TagType, name: string) => {
    if (editing && (editing.tagType !== tagType || editing.name !== name)) {
      setNotice(editOneTagMessage(editing.tagType));
      return;
    }
    setNotice(null);
    edit.reset();
    setEditing({ tagType, name, newName: name });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (editing) edit.mutate({ action: 'rename', ...editing });
  };
  const remove = (tagType: TagType, name: string) => {
    const question =
      kind === 'blog'
        ? t('owners.taxonomy.deleteConfirm', { name })
        : t('owners.productTaxonomy.deleteConfirm', { name });
    if (!window.confirm(question)) return;
    edit.mutate({ tagType, action: 'delete', name });
  };

  const list = (tagType: TagType, entries: TaxonomyAnswer['tags']) => (
    <div className="taxonomy-list">
      <h3>{t(tagType === 'tag' ? 'owners.taxonomy.tags' : 'owners.taxonomy.categories')}</h3>
      {entries.length === 0 && <p className="muted">{t('owners.taxonomy.none')}</p>}
      <ul className="page-list">
        {entries.map((entry) => {
          const open = editing?.tagType === tagType && editing.name === entry.name;
          const href = `${listPath}?${tagType}=${encodeURIComponent(entry.name)}`;
          return (
            <li key={entry.name} className="page-row" data-tag-type={tagType}>
              {open ? (
                <form className="inline-form" onSubmit={submit}>
                  <TextField
                    label={t('owners.taxonomy.renameLabel', { name: entry.name })}
                    value={editing.newName}
                    onChange={(event) => setEditing({ ...editing, newName: event.target.value })}
                    error={fieldError(edit.error, 'newName') ?? fieldError(edit.error, 'name')}
                    autoFocus
                  />
                  <button type="submit" className="button button--primary" disabled={edit.isPending}>
                    {t('owners.taxonomy.save')}
                  </button>
                  <button
                    type="button"
                    className="button button--quiet"
                    onClick={() => {
                      setEditing(null);
                      setNotice(null);
                    }}
                  >
                    {t('owners.taxonomy.cancel')}
                  </button>
                </form>
              ) : (
                <div className="page-row__title">
                  <span className="taxonomy-name">{entry.name}</span>
                  <span className="page-row__url">
                    {kind === 'blog'
                      ? t('owners.taxonomy.count', { count: entry.count })
                      : t('owners.productTaxonomy.count', { count: entry.count })}
                  </span>
                  <a href={href} target="_blank" rel="noreferrer">
                    {t('owners.taxonomy.view')}
                  </a>
                  <button
                    type="button"
                    className="button button--quiet"
                    onClick={() => startRename(tagType, entry.name)}
                  >
                    {t('owners.taxonomy.rename')}
                  </button>
                  <button
                    type="button"
                    className="button button--quiet"
                    onClick={() => remove(tagType, entry.name)}
                  >
                    {t('owners.taxonomy.delete')}
                  </button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );

  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {kind === 'blog'
          ? t('owners.taxonomy.heading')
          : t('owners.productTaxonomy.heading', { title: title ?? '' })}
      </h2>
      <p>{kind === 'blog' ? t('owners.taxonomy.intro') : t('owners.productTaxonomy.intro')}</p>
      {notice && <p role="alert">{notice}</p>}
      {edit.isError && !fieldError(edit.error, 'newName') && !fieldError(edit.error, 'name') && (
        <p role="alert">{messageOf(edit.error)}</p>
      )}
      {list('tag', taxonomy.data.tags)}
      {list('category', taxonomy.data.categories)}
    </section>
  );
}
