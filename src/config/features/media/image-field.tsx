import { lazy, Suspense, useId, useState } from 'react';
import type { MediaAsset } from '../../../shared/api/media';
import { isMediaUrl, sizedMediaUrl } from '../../../shared/media/image-url';
import { t } from '../../text';
import type { PickerMedia } from './image-picker-dialog';

const ImagePickerDialog = lazy(() => import('./image-picker-dialog'));

/** A small preview of any image address: our uploads at 300w, typed addresses as they are. */
export const thumbnailOf = (src: string) => (isMediaUrl(src) ? sizedMediaUrl(src, 300) : src);

/** Opens the picker dialog (loaded on first use) and hands back the chosen assets. */
export function PickerDialogLoader({
  open,
  multiple,
  title,
  media,
  onChoose,
  onClose,
}: {
  open: boolean;
  multiple?: boolean;
  media?: PickerMedia;
  title?: string;
  onChoose: (assets: MediaAsset[]) => void;
  onClose: () => void;
}) {
  if (!open) return null;
  return (
    <Suspense
      fallback={
        <p className="status" role="status">
          {t('owners.media.imageField.opening')}
        </p>
      }
    >
      <ImagePickerDialog
        multiple={multiple ?? false}
        {...(title ? { title } : {})}
        {...(media ? { media } : {})}
        onChoose={onChoose}
        onClose={onClose}
      />
    </Suspense>
  );
}

/**
 * Every place that takes one image: a preview, "Choose image…" (the media library with upload),
 * Remove, and "Use a web address" for images that live elsewhere: addresses typed before the
 * library existed keep working. `onPick` hears the whole asset (size, alt, focal point).
 */
export function ImageField({
  label,
  labelId,
  value,
  onChange,
  onPick,
  error,
  invalid,
  hint,
  placeholder,
}: {
  /** The visible label; omit when the caller draws it and passes `labelId`. */
  label?: string;
  labelId?: string;
  value: string;
  onChange: (src: string) => void;
  onPick?: (asset: MediaAsset) => void;
  error?: string | undefined;
  /** Marks the address invalid when the caller shows the error itself. */
  invalid?: boolean;
  hint?: string;
  placeholder?: string;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const typed = value !== '' && !isMediaUrl(value);
  const headingId = labelId ?? `${id}-label`;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div
      className={error ? 'field image-field field--invalid' : 'field image-field'}
      role="group"
      aria-labelledby={headingId}
      aria-describedby={describedBy || undefined}
    >
      {label && (
        <span className="image-field__label" id={headingId}>
          {label}
        </span>
      )}
      <div className="image-field__row">
        <span className="image-field__preview">
          {value ? (
            <img src={thumbnailOf(value)} alt="" />
          ) : (
            <span className="muted">{t('owners.media.imageField.none')}</span>
          )}
        </span>
        <span className="image-field__actions">
          <button type="button" className="button" onClick={() => setOpen(true)}>
            {value ? t('owners.media.imageField.change') : t('owners.media.imageField.choose')}
          </button>
          {value && (
            <button type="button" className="button button--quiet" onClick={() => onChange('')}>
              {t('owners.media.imageField.remove')}
            </button>
          )}
        </span>
      </div>
      <details className="image-field__web" open={typed || undefined}>
        <summary>{t('owners.media.imageField.web')}</summary>
        <label htmlFor={`${id}-url`}>{t('owners.media.imageField.webLabel')}</label>
        <input
          id={`${id}-url`}
          type="text"
          inputMode="url"
          value={value}
          placeholder={placeholder ?? t('owners.media.imageField.webPlaceholder')}
          aria-invalid={error || invalid ? true : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      </details>
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
      <PickerDialogLoader
        open={open}
        onClose={() => setOpen(false)}
        onChoose={([asset]) => {
          setOpen(false);
          if (!asset) return;
          if (onPick) onPick(asset);
          else onChange(asset.url);
        }}
      />
    </div>
  );
}
