import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { TaxonomyAnswer, TaxonomyEdit } from '../../../shared/api/taxonomy';
import { editOneTagMessage, type TagType } from '../../../shared/taxonomy';
import { api, apiGet, fieldError } from '../../api/client';
import { TextField } from '../../ui/field';
import { ErrorState, Loading, messageOf } from '../../ui/status';
import { t } from '../../text';

const taxonomyKey = (collectionId: string) => ['taxonomy', collectionId] as const;

/**
 * A blog's tags and categories with their post counts: rename or delete one across every post.
 * One name is edited at a time (the spec's "You may only edit one {tagType} at a time" when the
 * owner opens a second while the first is still open).
 */
export function TaxonomyPanel({ collectionId, listPath }: { collectionId: string; listPath: string }) {
  const client = useQueryClient();
  const taxonomy = useQuery({
    queryKey: taxonomyKey(collectionId),
    queryFn: () => apiGet<TaxonomyAnswer>(`/api/rest/blogs/${collectionId}/taxonomy`),
  });
  const [editing, setEditing] = useState<{ tagType: TagType; name: string; newName: string } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const edit = useMutation({
    mutationFn: (body: TaxonomyEdit) =>
      api<TaxonomyAnswer>('POST', `/api/rest/blogs/${collectionId}/taxonomy`, body),
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
    if (!window.confirm(t('owners.taxonomy.deleteConfirm', { name }))) return;
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
                  <span className="page-row__url">{t('owners.taxonomy.count', { count: entry.count })}</span>
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
    <section className="card" aria-labelledby="taxonomy-heading">
      <h2 id="taxonomy-heading">{t('owners.taxonomy.heading')}</h2>
      <p>{t('owners.taxonomy.intro')}</p>
      {notice && <p role="alert">{notice}</p>}
      {edit.isError && !fieldError(edit.error, 'newName') && !fieldError(edit.error, 'name') && (
        <p role="alert">{messageOf(edit.error)}</p>
      )}
      {list('tag', taxonomy.data.tags)}
      {list('category', taxonomy.data.categories)}
    </section>
  );
}
