import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { BlogAnswer, ItemAnswer } from '../../../shared/api/owners-answers';
import { api, apiGet, fieldError } from '../../api/client';
import { TextField } from '../../ui/field';
import { ErrorState, Loading, messageOf } from '../../ui/status';
import { t } from '../../text';
import { TaxonomyPanel } from '../taxonomy/taxonomy-panel';
import { CommentSettingsPanel } from './comment-settings-panel';

export const blogKey = (id: string) => ['blog', id] as const;

export function BlogScreen() {
  const { collectionId = '' } = useParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const blog = useQuery({
    queryKey: blogKey(collectionId),
    queryFn: () => apiGet<BlogAnswer>(`/api/rest/blogs/${collectionId}`),
  });
  const [title, setTitle] = useState('');
  const create = useMutation({
    mutationFn: () => api<ItemAnswer>('POST', `/api/rest/blogs/${collectionId}/items`, { title, status: 4 }),
    onSuccess: (body) => {
      void client.invalidateQueries({ queryKey: blogKey(collectionId) });
      void navigate(`/blogs/${collectionId}/posts/${body.item.id}`);
    },
  });
  if (blog.isPending) return <Loading label={t('owners.blog.loading')} />;
  if (blog.isError) return <ErrorState error={blog.error} retry={() => void blog.refetch()} />;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };
  return (
    <section className="screen" aria-labelledby="blog-title">
      <Link to="/" className="button button--quiet">
        {t('owners.blog.backToPages')}
      </Link>
      <h1 id="blog-title">{blog.data.title}</h1>
      <p>{t('owners.blog.intro')}</p>
      <ul className="page-list">
        {blog.data.items.map((item) => (
          <li key={item.id} className="page-row">
            <div className="page-row__title">
              <Link to={`/blogs/${collectionId}/posts/${item.id}`}>{item.title}</Link>
              <span className={item.status === 1 ? 'badge' : 'badge badge--draft'}>{item.statusLabel}</span>
              {item.publishOn && (
                <span className="page-row__url">{new Date(item.publishOn).toLocaleString()}</span>
              )}
            </div>
          </li>
        ))}
        {blog.data.items.length === 0 && <li className="page-list__empty">{t('owners.blog.empty')}</li>}
      </ul>
      <form className="card" onSubmit={submit} aria-labelledby="new-post-title">
        <h2 id="new-post-title">{t('owners.blog.new.heading')}</h2>
        <TextField
          label={t('owners.blog.new.title')}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          error={fieldError(create.error, 'title') ?? fieldError(create.error, 'urlId')}
          maxLength={200}
        />
        {create.isError && !fieldError(create.error, 'title') && !fieldError(create.error, 'urlId') && (
          <p role="alert">{messageOf(create.error)}</p>
        )}
        <button type="submit" className="button button--primary" disabled={create.isPending}>
          {t('owners.blog.new.start')}
        </button>
      </form>
      <CommentSettingsPanel collectionId={collectionId} />
      <TaxonomyPanel collectionId={collectionId} listPath={`/${blog.data.urlId}`} />
    </section>
  );
}
