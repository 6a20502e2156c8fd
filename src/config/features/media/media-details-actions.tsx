import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { MediaAsset, MediaInUse } from '../../../shared/api/media';
import { ApiError } from '../../api/client';
import { queryKeys } from '../../app/queries';
import { messageOf } from '../../ui/status';
import { splitFileName } from './asset-view';
import { t } from '../../text';
import { sendFile, useDeleteAsset, useUpdateAsset, type UploadHandle } from './media-api';

/** Rename keeps the extension (the file's type does not change with its name). */
export function RenameAsset({ asset }: { asset: MediaAsset }) {
  const { stem, extension } = splitFileName(asset.fileName);
  const [name, setName] = useState(stem);
  const [empty, setEmpty] = useState(false);
  const update = useUpdateAsset(asset.id);
  const id = useId();
  const fieldError = update.error instanceof ApiError ? update.error.fieldErrors.fileName : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') {
      setEmpty(true);
      return;
    }
    setEmpty(false);
    update.mutate({ fileName: `${name.trim()}${extension}` });
  };
  const error = empty ? t('library.fileNameRequired') : fieldError;
  return (
    <form
      className="media-details__rename"
      onSubmit={submit}
      aria-label={t('owners.media.rename.form')}
      noValidate
    >
      <div className={error ? 'field field--invalid' : 'field'}>
        <label htmlFor={id}>{t('owners.media.rename.fileName')}</label>
        <div className="media-details__rename-row">
          <input
            id={id}
            value={name}
            maxLength={200 - extension.length}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => setName(event.target.value)}
          />
          {extension && <span className="muted">{extension}</span>}
          <button type="submit" className="button" disabled={update.isPending || name === stem}>
            {t('owners.media.rename.submit')}
          </button>
        </div>
        {error && (
          <p className="field__error" id={`${id}-error`}>
            {error}
          </p>
        )}
      </div>
      {update.isError && !fieldError && (
        <div className="notice notice--error" role="alert">
          <strong>{t('library.renameFailedTitle')}</strong>
          <p>{t('library.renameFailedText')}</p>
          {messageOf(update.error) !== t('library.renameFailedText') && <p>{messageOf(update.error)}</p>}
        </div>
      )}
      {update.isSuccess && (
        <p role="status" className="save-status">
          {t('owners.media.rename.done')}
        </p>
      )}
    </form>
  );
}

/** Replace: a new file behind the same id and address; pages that show it show the new one. */
export function ReplaceAsset({ asset }: { asset: MediaAsset }) {
  const client = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const handle = useRef<UploadHandle | null>(null);
  const [state, setState] = useState<
    | { kind: 'idle' }
    | { kind: 'sending'; share: number }
    | { kind: 'done' }
    | { kind: 'failed'; message: string }
  >({ kind: 'idle' });
  useEffect(() => () => handle.current?.abort(), []);

  const replace = (file: File) => {
    setState({ kind: 'sending', share: 0 });
    handle.current = sendFile(file, (share) => setState({ kind: 'sending', share }), asset.id);
    handle.current.done.then(
      () => {
        setState({ kind: 'done' });
        void client.invalidateQueries({ queryKey: queryKeys.media });
      },
      (error: unknown) =>
        setState({
          kind: 'failed',
          message: error instanceof Error ? error.message : t('library.uploadError'),
        }),
    );
  };
  const cancelled = state.kind === 'failed' && state.message === t('library.fileProcessingCancelled');

  return (
    <div className="media-details__replace">
      <button
        type="button"
        className="button"
        onClick={() => input.current?.click()}
        disabled={state.kind === 'sending'}
      >
        {t('owners.media.replace.button')}
      </button>
      <input
        ref={input}
        type="file"
        hidden
        aria-label={t('owners.media.replace.input', { fileName: asset.fileName })}
        accept={asset.kind === 'document' ? undefined : `${asset.kind}/*`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) replace(file);
        }}
      />
      {state.kind === 'sending' && (
        <span className="upload__progress">
          <progress
            max={100}
            value={Math.round(state.share * 100)}
            aria-label={t('owners.media.replace.progress')}
          />
          <button type="button" className="button button--small" onClick={() => handle.current?.abort()}>
            {t('owners.media.replace.cancel')}
          </button>
        </span>
      )}
      {state.kind === 'done' && (
        <p role="status" className="save-status">
          {t('owners.media.replace.done')}
        </p>
      )}
      {cancelled && <p role="status">{t('library.fileProcessingCancelled')}</p>}
      {state.kind === 'failed' && !cancelled && (
        <div className="notice notice--error" role="alert">
          <strong>{t('library.uploadFailedTitle')}</strong>
          <p>{t('library.uploadFailedText')}</p>
          {state.message !== t('library.uploadFailedText') && <p>{state.message}</p>}
        </div>
      )}
    </div>
  );
}

const usesOf = (error: unknown): MediaInUse['usedBy'] | undefined => {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  const body = error.body as Partial<MediaInUse> | null;
  return Array.isArray(body?.usedBy) ? body.usedBy : [];
};

/** Delete asks first; a file still in use is refused by the server, which lists the places. */
export function DeleteAsset({ asset, onDeleted }: { asset: MediaAsset; onDeleted: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteAsset(asset.id);
  const titleId = useId();
  const uses = usesOf(remove.error);
  if (!confirming) {
    return (
      <button type="button" className="button button--danger" onClick={() => setConfirming(true)}>
        {t('owners.media.delete.button')}
      </button>
    );
  }
  return (
    <div role="alertdialog" aria-labelledby={titleId} className="confirm media-details__delete">
      <h3 id={titleId}>{t('owners.media.delete.title', { fileName: asset.fileName })}</h3>
      {uses ? (
        <div role="alert">
          <p>{messageOf(remove.error)}</p>
          {uses.length > 0 && (
            <>
              <p>{t('owners.media.delete.usedIn')}</p>
              <ul className="media-details__uses">
                {uses.map((use) => (
                  <li key={`${use.kind}:${use.href}`}>
                    <Link to={use.href.replace(/^\/config(?=\/)/, '')}>{use.label}</Link>{' '}
                    <span className="muted">({use.kind})</span>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      ) : (
        <p>{t('owners.media.delete.warning')}</p>
      )}
      {remove.isError && !uses && <p role="alert">{messageOf(remove.error)}</p>}
      {!uses && (
        <button
          type="button"
          className="button button--danger"
          disabled={remove.isPending}
          onClick={() => remove.mutate(undefined, { onSuccess: onDeleted })}
        >
          {t('owners.media.delete.confirm')}
        </button>
      )}
      <button type="button" className="button button--quiet" onClick={() => setConfirming(false)}>
        {uses ? t('owners.media.delete.close') : t('owners.media.delete.keep')}
      </button>
    </div>
  );
}
