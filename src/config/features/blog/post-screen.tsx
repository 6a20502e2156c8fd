import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { MAX_CATEGORY_LENGTH, MAX_TAG_LENGTH } from '../../../shared/api/item-limits';
import type { ItemAnswer, PostAnswer } from '../../../shared/api/owners-answers';
import { itemStatusLabels, ItemStatus } from '../../../shared/enums/platform';
import type { Layout } from '../../../shared/layout/layout';
import { api, apiGet, ApiError } from '../../api/client';
import { TextField } from '../../ui/field';
import { ErrorState, Loading, messageOf } from '../../ui/status';
import { LayoutEditor } from '../../layout-editor/layout-editor';
import { blogKey } from './blog-screen';
import { t } from '../../text';

interface Details {
  title: string;
  urlId: string;
  excerpt: string;
  authorName: string;
  status: number;
  /** The value of a datetime-local input (the owner's local time). */
  publishOn: string;
  tags: string;
  categories: string;
}

const STATUS_OPTIONS = [
  ItemStatus.published,
  ItemStatus.scheduled,
  ItemStatus.needsReview,
  ItemStatus.draft,
  ItemStatus.private,
].map((status) => ({ status, label: itemStatusLabels[status] ?? t('owners.blog.status.published') }));
const localInput = (iso: string | null) =>
  iso
    ? new Date(new Date(iso).getTime() - new Date(iso).getTimezoneOffset() * 60_000)
        .toISOString()
        .slice(0, 16)
    : '';
const splitList = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** The wire form of the details (the server validates the same schema). */
const toRequest = (details: Details) => ({
  title: details.title,
  urlId: details.urlId,
  excerpt: details.excerpt,
  authorName: details.authorName,
  status: details.status,
  ...(details.publishOn ? { publishOn: new Date(details.publishOn).toISOString() } : {}),
  tags: splitList(details.tags),
  categories: splitList(details.categories),
});

export function PostScreen() {
  const { itemId = '' } = useParams();
  const post = useQuery({
    queryKey: ['post', itemId],
    queryFn: () => apiGet<PostAnswer>(`/api/rest/items/${itemId}`),
    staleTime: Infinity,
  });
  if (post.isPending) return <Loading label={t('owners.blog.post.loading')} />;
  if (post.isError) return <ErrorState error={post.error} retry={() => void post.refetch()} />;
  return <PostEditor key={post.data.id} post={post.data} />;
}

function PostEditor({ post }: { post: PostAnswer }) {
  const client = useQueryClient();
  const [details, setDetails] = useState<Details>({
    title: post.title,
    urlId: post.urlId,
    excerpt: post.excerpt,
    authorName: post.authorName,
    status: post.status,
    publishOn: localInput(post.publishOn),
    tags: post.tags.join(', '),
    categories: post.categories.join(', '),
  });
  // Autosaves of the body send the details as last saved, never half-typed ones.
  const savedDetails = useRef(details);
  const saveDetails = useMutation({
    mutationFn: (next: Details) => api<ItemAnswer>('PUT', `/api/rest/items/${post.id}`, toRequest(next)),
    onSuccess: (_body, next) => {
      savedDetails.current = next;
      void client.invalidateQueries({ queryKey: blogKey(post.collectionId) });
    },
  });
  const saveBody = useCallback(
    async (layout: Layout) => {
      await api('PUT', `/api/rest/items/${post.id}`, { ...toRequest(savedDetails.current), body: layout });
    },
    [post.id],
  );
  const errors = saveDetails.error instanceof ApiError ? saveDetails.error.fieldErrors : {};
  const set = (patch: Partial<Details>) => setDetails((current) => ({ ...current, ...patch }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    saveDetails.mutate(details);
  };

  return (
    <LayoutEditor
      title={post.title}
      initialLayout={post.body}
      save={saveBody}
      previewPageId={null}
      savedText={t('owners.blog.post.bodySaved')}
      backTo={{ to: `/blogs/${post.collectionId}`, label: t('owners.blog.post.back') }}
    >
      <form
        className="card post-details"
        onSubmit={submit}
        aria-label={t('owners.blog.post.details')}
        noValidate
      >
        <h2>{t('owners.blog.post.details')}</h2>
        <TextField
          label={t('owners.blog.post.title')}
          value={details.title}
          onChange={(event) => set({ title: event.target.value })}
          error={errors.title}
        />
        <TextField
          label={t('owners.blog.post.url')}
          value={details.urlId}
          onChange={(event) => set({ urlId: event.target.value })}
          error={errors.urlId}
        />
        <div className="field">
          <label htmlFor="post-status">{t('owners.blog.post.status')}</label>
          <select
            id="post-status"
            value={details.status}
            onChange={(event) => set({ status: Number(event.target.value) })}
          >
            {STATUS_OPTIONS.map((option) => (
              <option key={option.status} value={option.status}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <TextField
          label={
            details.status === ItemStatus.scheduled
              ? t('owners.blog.post.publishOn')
              : t('owners.blog.post.publicationDate')
          }
          type="datetime-local"
          value={details.publishOn}
          onChange={(event) => set({ publishOn: event.target.value })}
          error={errors.publishOn}
        />
        <TextField
          label={t('owners.blog.post.author')}
          value={details.authorName}
          onChange={(event) => set({ authorName: event.target.value })}
          error={errors.authorName}
        />
        <div className={errors.excerpt ? 'field field--invalid' : 'field'}>
          <label htmlFor="post-excerpt">{t('owners.blog.post.excerpt')}</label>
          <textarea
            id="post-excerpt"
            rows={3}
            value={details.excerpt}
            onChange={(event) => set({ excerpt: event.target.value })}
          />
          {errors.excerpt && <p className="field__error">{errors.excerpt}</p>}
        </div>
        <TextField
          label={t('owners.blog.post.tags')}
          value={details.tags}
          onChange={(event) => set({ tags: event.target.value })}
          error={Object.entries(errors).find(([key]) => key.startsWith('tags'))?.[1]}
          hint={t('owners.blog.post.tagsHint', { max: MAX_TAG_LENGTH })}
        />
        <TextField
          label={t('owners.blog.post.categories')}
          value={details.categories}
          onChange={(event) => set({ categories: event.target.value })}
          error={Object.entries(errors).find(([key]) => key.startsWith('categories'))?.[1]}
          hint={t('owners.blog.post.categoriesHint', { max: MAX_CATEGORY_LENGTH })}
        />
        <p role="status" className={saveDetails.isError ? 'save-status save-status--error' : 'save-status'}>
          {saveDetails.isPending
            ? t('owners.blog.post.saving')
            : saveDetails.isError
              ? t('owners.blog.post.notSaved', { message: messageOf(saveDetails.error) })
              : saveDetails.isSuccess && details === saveDetails.variables
                ? t('owners.blog.post.saved')
                : ''}
        </p>
        <button type="submit" className="button button--primary" disabled={saveDetails.isPending}>
          {t('owners.blog.post.save')}
        </button>
      </form>
    </LayoutEditor>
  );
}
