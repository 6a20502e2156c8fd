import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { MediaAsset, MediaInUse } from '../../../shared/api/media';
import { ApiError } from '../../api/client';
import { queryKeys } from '../../app/queries';
import { messageOf } from '../../ui/status';
import { splitFileName } from './asset-view';
import {
  RENAME_MESSAGES,
  sendFile,
  UPLOAD_MESSAGES,
  useDeleteAsset,
  useUpdateAsset,
  type UploadHandle,
} from './media-api';

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
  const error = empty ? RENAME_MESSAGES.empty : fieldError;
  return (
    <form className="media-details__rename" onSubmit={submit} aria-label="Rename" noValidate>
      <div className={error ? 'field field--invalid' : 'field'}>
        <label htmlFor={id}>File name</label>
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
            Rename
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
          <strong>{RENAME_MESSAGES.title}</strong>
          <p>{RENAME_MESSAGES.body}</p>
          {messageOf(update.error) !== RENAME_MESSAGES.body && <p>{messageOf(update.error)}</p>}
        </div>
      )}
      {update.isSuccess && (
        <p role="status" className="save-status">
          Renamed.
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
          message: error instanceof Error ? error.message : UPLOAD_MESSAGES.generic,
        }),
    );
  };
  const cancelled = state.kind === 'failed' && state.message === UPLOAD_MESSAGES.cancelled;

  return (
    <div className="media-details__replace">
      <button
        type="button"
        className="button"
        onClick={() => input.current?.click()}
        disabled={state.kind === 'sending'}
      >
        Replace file…
      </button>
      <input
        ref={input}
        type="file"
        hidden
        aria-label={`New file for ${asset.fileName}`}
        accept={asset.kind === 'document' ? undefined : `${asset.kind}/*`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) replace(file);
        }}
      />
      {state.kind === 'sending' && (
        <span className="upload__progress">
          <progress max={100} value={Math.round(state.share * 100)} aria-label="Replacing the file" />
          <button type="button" className="button button--small" onClick={() => handle.current?.abort()}>
            Cancel
          </button>
        </span>
      )}
      {state.kind === 'done' && (
        <p role="status" className="save-status">
          File replaced. Everything that shows it now shows the new file.
        </p>
      )}
      {cancelled && <p role="status">{UPLOAD_MESSAGES.cancelled}</p>}
      {state.kind === 'failed' && !cancelled && (
        <div className="notice notice--error" role="alert">
          <strong>{UPLOAD_MESSAGES.title}</strong>
          <p>{UPLOAD_MESSAGES.body}</p>
          {state.message !== UPLOAD_MESSAGES.body && <p>{state.message}</p>}
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
        Delete…
      </button>
    );
  }
  return (
    <div role="alertdialog" aria-labelledby={titleId} className="confirm media-details__delete">
      <h3 id={titleId}>Delete {asset.fileName}?</h3>
      {uses ? (
        <div role="alert">
          <p>{messageOf(remove.error)}</p>
          {uses.length > 0 && (
            <>
              <p>It is used in these places. Remove it there first:</p>
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
        <p>It is removed from the library and its address stops working. This cannot be undone.</p>
      )}
      {remove.isError && !uses && <p role="alert">{messageOf(remove.error)}</p>}
      {!uses && (
        <button
          type="button"
          className="button button--danger"
          disabled={remove.isPending}
          onClick={() => remove.mutate(undefined, { onSuccess: onDeleted })}
        >
          Yes, delete file
        </button>
      )}
      <button type="button" className="button button--quiet" onClick={() => setConfirming(false)}>
        {uses ? 'Close' : 'Keep it'}
      </button>
    </div>
  );
}
