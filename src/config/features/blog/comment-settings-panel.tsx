import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { CommentSettings } from '../../../shared/api/comments';
import { api, apiGet } from '../../api/client';
import { ErrorState, Loading, messageOf } from '../../ui/status';
import { t } from '../../text';

/** A blog's comment settings: comments on or off, and whether new ones need the owner's approval. */
export function CommentSettingsPanel({ collectionId }: { collectionId: string }) {
  const client = useQueryClient();
  const key = ['comment-settings', collectionId];
  const path = `/api/rest/blogs/${collectionId}/comment-settings`;
  const current = useQuery({ queryKey: key, queryFn: () => apiGet<CommentSettings>(path) });
  // The owner's unsaved choice; until there is one, what is saved.
  const [edited, setDraft] = useState<CommentSettings | null>(null);
  const draft = edited ?? current.data;
  const save = useMutation({
    mutationFn: (settings: CommentSettings) => api<CommentSettings>('PUT', path, settings),
    onSuccess: (answer) => client.setQueryData(key, answer),
  });
  if (current.isPending || !draft) return <Loading label={t('owners.comments.settings.loading')} />;
  if (current.isError) return <ErrorState error={current.error} retry={() => void current.refetch()} />;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(draft);
  };
  return (
    <form className="card" onSubmit={submit} aria-labelledby="comment-settings-title">
      <h2 id="comment-settings-title">{t('owners.comments.settings.heading')}</h2>
      <label>
        <input
          type="checkbox"
          checked={draft.enabled}
          onChange={(event) => setDraft({ ...draft, enabled: event.target.checked })}
        />{' '}
        {t('owners.comments.settings.enabled')}
      </label>
      <label>
        <input
          type="checkbox"
          checked={draft.autoApprove}
          disabled={!draft.enabled}
          onChange={(event) => setDraft({ ...draft, autoApprove: event.target.checked })}
        />{' '}
        {t('owners.comments.settings.autoApprove')}
      </label>
      <p className="field__hint">{t('owners.comments.settings.hint')}</p>
      {save.isError && <p role="alert">{messageOf(save.error)}</p>}
      {save.isSuccess && <p role="status">{t('owners.comments.settings.saved')}</p>}
      <button type="submit" className="button button--primary" disabled={save.isPending}>
        {t('owners.comments.settings.save')}
      </button>{' '}
      <Link to="/comments">{t('owners.comments.settings.moderate')}</Link>
    </form>
  );
}
