import { formatFileSize } from './file-size';
import { UPLOAD_MESSAGES } from './media-api';
import type { UploadItem } from './use-uploads';

/** The uploads in progress: each with its bar and a cancel; failures with the spec's messages. */
export function UploadList({
  items,
  onCancel,
  onDismiss,
}: {
  items: UploadItem[];
  onCancel: (key: string) => void;
  onDismiss: (key: string) => void;
}) {
  if (items.length === 0) return null;
  return (
    <ul className="upload-list" aria-label="Uploads">
      {items.map((item) => {
        const percent = Math.round(item.progress * 100);
        const failed = item.state === 'failed';
        return (
          <li key={item.key} className={`upload upload--${item.state}`}>
            <div className="upload__head">
              <span className="upload__name">{item.name}</span>
              <span className="upload__size">{formatFileSize(item.bytes)}</span>
            </div>
            {(item.state === 'waiting' || item.state === 'uploading') && (
              <div className="upload__progress">
                <progress
                  max={100}
                  value={percent}
                  aria-label={`Uploading ${item.name}`}
                  aria-valuetext={item.state === 'waiting' ? 'Waiting' : `${percent}%`}
                />
                <span className="upload__percent" aria-hidden="true">
                  {item.state === 'waiting' ? 'Waiting…' : percent === 100 ? 'Processing…' : `${percent}%`}
                </span>
                <button
                  type="button"
                  className="button button--small"
                  onClick={() => onCancel(item.key)}
                  aria-label={`Cancel uploading ${item.name}`}
                >
                  Cancel
                </button>
              </div>
            )}
            {item.state === 'done' && (
              <p className="upload__note" role="status">
                Uploaded
              </p>
            )}
            {failed && (
              <div className="upload__error" role="alert">
                <strong>{UPLOAD_MESSAGES.title}</strong>
                <p>{UPLOAD_MESSAGES.body}</p>
                {item.message && item.message !== UPLOAD_MESSAGES.body && <p>{item.message}</p>}
              </div>
            )}
            {item.state === 'cancelled' && (
              <p className="upload__note" role="status">
                {UPLOAD_MESSAGES.cancelled}
              </p>
            )}
            {(failed || item.state === 'cancelled') && (
              <button
                type="button"
                className="button button--small button--quiet"
                onClick={() => onDismiss(item.key)}
                aria-label={`Dismiss ${item.name}`}
              >
                Dismiss
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
