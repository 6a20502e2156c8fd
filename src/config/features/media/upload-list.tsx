import { formatFileSize } from './file-size';
import { t } from '../../text';
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
    <ul className="upload-list" aria-label={t('owners.media.uploads.list')}>
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
                  aria-label={t('owners.media.uploads.uploading', { name: item.name })}
                  aria-valuetext={
                    item.state === 'waiting'
                      ? t('owners.media.uploads.waiting')
                      : t('owners.media.uploads.percent', { percent })
                  }
                />
                <span className="upload__percent" aria-hidden="true">
                  {item.state === 'waiting'
                    ? t('owners.media.uploads.waitingShort')
                    : percent === 100
                      ? t('owners.media.uploads.processing')
                      : t('owners.media.uploads.percent', { percent })}
                </span>
                <button
                  type="button"
                  className="button button--small"
                  onClick={() => onCancel(item.key)}
                  aria-label={t('owners.media.uploads.cancelLabel', { name: item.name })}
                >
                  {t('owners.media.uploads.cancel')}
                </button>
              </div>
            )}
            {item.state === 'done' && (
              <p className="upload__note" role="status">
                {t('owners.media.uploads.done')}
              </p>
            )}
            {failed && (
              <div className="upload__error" role="alert">
                <strong>{t('library.uploadFailedTitle')}</strong>
                <p>{t('library.uploadFailedText')}</p>
                {item.message && item.message !== t('library.uploadFailedText') && <p>{item.message}</p>}
              </div>
            )}
            {item.state === 'cancelled' && (
              <p className="upload__note" role="status">
                {t('library.fileProcessingCancelled')}
              </p>
            )}
            {(failed || item.state === 'cancelled') && (
              <button
                type="button"
                className="button button--small button--quiet"
                onClick={() => onDismiss(item.key)}
                aria-label={t('owners.media.uploads.dismissLabel', { name: item.name })}
              >
                {t('owners.media.uploads.dismiss')}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
