import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CommentAnswer, CommentListAnswer } from '../../../shared/api/comments';
import { api, apiGet } from '../../api/client';
import { ErrorState, Loading, messageOf } from '../../ui/status';
import { t } from '../../text';

type Shown = 'pending' | 'approved' | 'spam';
type Action = 'approve' | 'spam' | 'delete' | 'pending';
const SHOWN: Shown[] = ['pending', 'approved', 'spam'];
/** Literal keys: the build registers the messages a module names (scripts/owners-messages.mjs). */
const TAB_LABEL = {
  pending: (count: number) => t('owners.comments.tabs.pending', { count }),
  approved: (count: number) => t('owners.comments.tabs.approved', { count }),
  spam: (count: number) => t('owners.comments.tabs.spam', { count }),
} satisfies Record<Shown, (count: number) => string>;

/**
 * Moderation of visitors' comments (modules/comments): pending, approved and spam, newest first,
 * with approve, mark as spam, back to pending and delete. Owner-only (site administrators and
 * website managers) until the members issue defines moderators.
 */
export function CommentsScreen() {
  const client = useQueryClient();
  const [shown, setShown] = useState<Shown>('pending');
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: ['comments', shown, page],
    queryFn: () => apiGet<CommentListAnswer>(`/api/rest/comments?status=${shown}&page=${page}`),
  });
  const moderate = useMutation({
    mutationFn: ({ id, action }: { id: string; action: Action }) =>
      api<{ status: string }>('POST', `/api/rest/comments/${id}/moderate`, { action }),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['comments'] }),
  });
  const show = (next: Shown) => {
    setShown(next);
    setPage(1);
  };
  return (
    <section className="screen" aria-labelledby="comments-title">
      <h1 id="comments-title">{t('owners.comments.heading')}</h1>
      <p>{t('owners.comments.intro')}</p>
      <nav className="tabs" aria-label={t('owners.comments.tabs.label')}>
        {SHOWN.map((state) => (
          <a
            key={state}
            href={`#${state}`}
            aria-current={state === shown ? 'page' : undefined}
            className={state === shown ? 'active' : undefined}
            onClick={(event) => {
              event.preventDefault();
              show(state);
            }}
          >
            {TAB_LABEL[state](list.data?.counts[state] ?? 0)}
          </a>
        ))}
      </nav>
      {moderate.isError && <p role="alert">{messageOf(moderate.error)}</p>}
      {list.isPending ? (
        <Loading label={t('owners.comments.loading')} />
      ) : list.isError ? (
        <ErrorState error={list.error} retry={() => void list.refetch()} />
      ) : (
        <>
          <ul className="page-list" aria-live="polite">
            {list.data.comments.map((comment) => (
              <CommentRow
                key={comment.id}
                comment={comment}
                busy={moderate.isPending}
                act={(action) => moderate.mutate({ id: comment.id, action })}
              />
            ))}
            {list.data.comments.length === 0 && (
              <li className="page-list__empty">{t('owners.comments.empty')}</li>
            )}
          </ul>
          {list.data.pageCount > 1 && (
            <p>
              {page > 1 && (
                <button type="button" className="button button--quiet" onClick={() => setPage(page - 1)}>
                  {t('owners.comments.newer')}
                </button>
              )}
              {page < list.data.pageCount && (
                <button type="button" className="button button--quiet" onClick={() => setPage(page + 1)}>
                  {t('owners.comments.older')}
                </button>
              )}
            </p>
          )}
        </>
      )}
    </section>
  );
}

function CommentRow({
  comment,
  busy,
  act,
}: {
  comment: CommentAnswer;
  busy: boolean;
  act: (action: Action) => void;
}) {
  const remove = () => {
    if (window.confirm(t('owners.comments.deleteConfirm', { name: comment.authorName }))) act('delete');
  };
  return (
    <li className="page-row" data-comment-id={comment.id}>
      <div className="page-row__title">
        <strong>{comment.authorName}</strong>
        {comment.authorEmail !== '' && <a href={`mailto:${comment.authorEmail}`}>{comment.authorEmail}</a>}
        <span className="page-row__url">{new Date(comment.createdAt).toLocaleString()}</span>
      </div>
      <p className="page-row__url">
        {comment.post.href
          ? t('owners.comments.on', { post: comment.post.title })
          : t('owners.comments.on', { post: t('owners.comments.postGone') })}{' '}
        {comment.post.href && (
          <a href={comment.post.href} target="_blank" rel="noreferrer">
            {comment.post.href}
          </a>
        )}
      </p>
      <p style={{ whiteSpace: 'pre-line' }}>{comment.body}</p>
      <div className="page-row__actions">
        {comment.status !== 'approved' && (
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() => act('approve')}
          >
            {t('owners.comments.approve')}
          </button>
        )}
        {comment.status === 'approved' && (
          <button type="button" className="button" disabled={busy} onClick={() => act('pending')}>
            {t('owners.comments.unapprove')}
          </button>
        )}
        {comment.status !== 'spam' && (
          <button type="button" className="button" disabled={busy} onClick={() => act('spam')}>
            {t('owners.comments.spam')}
          </button>
        )}
        <button type="button" className="button button--danger" disabled={busy} onClick={remove}>
          {t('owners.comments.delete')}
        </button>
      </div>
    </li>
  );
}
