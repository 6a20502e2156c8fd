import { useState, type FormEvent } from 'react';
import type { MediaAsset } from '../../../shared/api/media';
import { ApiError } from '../../api/client';
import { TextField } from '../../ui/field';
import { messageOf } from '../../ui/status';
import { AssetPreview } from './asset-tile';
import { dimensionsOf, previewUrl, typeLabel } from './asset-view';
import { formatFileSize } from './file-size';
import { FocalPointPicker } from './focal-point-picker';
import { normalisePoint } from './focal-point';
import { useUpdateAsset } from './media-api';
import { DeleteAsset, RenameAsset, ReplaceAsset } from './media-details-actions';
import { t } from '../../text';

/** The selected asset: what it is, its alt text, title and focal point, and rename, replace, delete. */
export function MediaDetails({ asset, onDeleted }: { asset: MediaAsset; onDeleted: () => void }) {
  return (
    <aside className="media-details card" aria-labelledby="media-details-title">
      <h2 id="media-details-title" className="media-details__title">
        {asset.fileName}
      </h2>
      <dl className="media-details__facts">
        <dt>{t('owners.media.details.type')}</dt>
        <dd>
          {typeLabel(asset)} ({asset.mimeType})
        </dd>
        <dt>{t('owners.media.details.size')}</dt>
        <dd>{formatFileSize(asset.bytes)}</dd>
        {dimensionsOf(asset) && (
          <>
            <dt>{t('owners.media.details.dimensions')}</dt>
            <dd>{t('owners.media.details.pixels', { dimensions: dimensionsOf(asset) })}</dd>
          </>
        )}
        <dt>{t('owners.media.details.uploaded')}</dt>
        <dd>{new Date(asset.createdAt).toLocaleString()}</dd>
        <dt>{t('owners.media.details.address')}</dt>
        <dd>
          <a href={asset.url} target="_blank" rel="noreferrer" className="media-details__url">
            {asset.url}
          </a>
        </dd>
      </dl>
      <AssetFields key={asset.id} asset={asset} />
      <RenameAsset key={`rename:${asset.id}:${asset.fileName}`} asset={asset} />
      <ReplaceAsset asset={asset} />
      <DeleteAsset key={`delete:${asset.id}`} asset={asset} onDeleted={onDeleted} />
    </aside>
  );
}

function AssetFields({ asset }: { asset: MediaAsset }) {
  const [alt, setAlt] = useState(asset.alt);
  const [title, setTitle] = useState(asset.title);
  const [point, setPoint] = useState(asset.focalPoint);
  const update = useUpdateAsset(asset.id);
  const errors = update.error instanceof ApiError ? update.error.fieldErrors : {};
  const changed =
    alt !== asset.alt ||
    title !== asset.title ||
    point.x !== asset.focalPoint.x ||
    point.y !== asset.focalPoint.y;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate({ alt, title, ...(asset.kind === 'image' ? { focalPoint: normalisePoint(point) } : {}) });
  };
  return (
    <form
      className="media-details__form"
      onSubmit={submit}
      aria-label={t('owners.media.details.form')}
      noValidate
    >
      {asset.kind === 'image' ? (
        <FocalPointPicker src={previewUrl(asset, 750)} point={point} onChange={setPoint} />
      ) : (
        <div className="media-details__preview">
          <AssetPreview asset={asset} />
        </div>
      )}
      <TextField
        label={t('owners.media.details.alt')}
        value={alt}
        maxLength={300}
        onChange={(event) => setAlt(event.target.value)}
        error={errors.alt}
        hint={t('owners.media.details.altHint')}
      />
      <TextField
        label={t('owners.media.details.title')}
        value={title}
        maxLength={200}
        onChange={(event) => setTitle(event.target.value)}
        error={errors.title}
      />
      <p role="status" className={update.isError ? 'save-status save-status--error' : 'save-status'}>
        {update.isPending
          ? t('owners.media.details.saving')
          : update.isError
            ? t('owners.media.details.notSaved', { message: messageOf(update.error) })
            : changed
              ? t('owners.media.details.unsaved')
              : update.isSuccess
                ? t('owners.media.details.saved')
                : ''}
      </p>
      <button type="submit" className="button button--primary" disabled={update.isPending || !changed}>
        {t('owners.media.details.save')}
      </button>
    </form>
  );
}
