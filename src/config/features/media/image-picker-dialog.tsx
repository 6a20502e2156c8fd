import { useLayoutEffect, useRef, useState } from 'react';
import type { MediaAsset } from '../../../shared/api/media';
import { MediaLibrary } from './media-library';

/** What a picker dialog offers. */
export type PickerMedia = 'image' | 'image-and-video' | 'audio';
import { t } from '../../text';

/**
 * The one image picker: the library (images only) in a modal dialog, with uploads inside it.
 * A new upload is selected at once. Returns the chosen asset (or several, with `multiple`).
 * Loaded lazily by image-field.tsx, so screens that take an image do not carry the library.
 */
export default function ImagePickerDialog({
  title = t('owners.media.picker.title'),
  multiple = false,
  media = 'image',
  onChoose,
  onClose,
}: {
  title?: string;
  multiple?: boolean;
  /** What may be chosen: images (default), images and videos (a gallery's slides), or audio files (an album's tracks). */
  media?: PickerMedia;
  onChoose: (assets: MediaAsset[]) => void;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [chosen, setChosen] = useState<MediaAsset[]>([]);

  // Closed before it leaves the page, so the browser returns focus to the button that opened it.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  const toggle = (asset: MediaAsset) =>
    setChosen((current) => {
      const already = current.some((entry) => entry.id === asset.id);
      if (!multiple) return already ? [] : [asset];
      return already ? current.filter((entry) => entry.id !== asset.id) : [...current, asset];
    });
  // A file that is not an image (dropped here by mistake) stays in the library, unchosen.
  const choosable = (asset: MediaAsset) =>
    media === 'audio'
      ? asset.kind === 'audio'
      : asset.kind === 'image' || (media === 'image-and-video' && asset.kind === 'video');
  const uploaded = (asset: MediaAsset) =>
    choosable(asset) &&
    setChosen((current) =>
      multiple ? [...current.filter((entry) => entry.id !== asset.id), asset] : [asset],
    );

  const count = chosen.length;
  return (
    <dialog
      ref={dialog}
      className="picker-dialog"
      aria-labelledby="picker-dialog-title"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="picker-dialog__header">
        <h2 id="picker-dialog-title">{title}</h2>
        <button
          type="button"
          className="button button--quiet"
          onClick={onClose}
          aria-label={t('owners.media.picker.close')}
        >
          ✕
        </button>
      </div>
      <MediaLibrary
        {...(media === 'image' || media === 'audio' ? { kind: media } : {})}
        selectedIds={new Set(chosen.map((asset) => asset.id))}
        onSelect={(asset) => choosable(asset) && toggle(asset)}
        onActivate={multiple ? undefined : (asset) => onChoose([asset])}
        onUploaded={uploaded}
      />
      <div className="picker-dialog__footer">
        <span role="status" className="muted">
          {count === 0
            ? multiple
              ? t('owners.media.picker.selectSeveral')
              : t('owners.media.picker.selectOne')
            : count === 1
              ? t('owners.media.picker.selectedOne', { fileName: chosen[0]!.fileName })
              : t('owners.media.picker.selectedCount', { count })}
        </span>
        <button type="button" className="button button--quiet" onClick={onClose}>
          {t('owners.media.picker.cancel')}
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={count === 0}
          onClick={() => onChoose(chosen)}
        >
          {multiple && count > 1
            ? t('owners.media.picker.addCount', { count })
            : multiple
              ? t('owners.media.picker.addOne')
              : t('owners.media.picker.use')}
        </button>
      </div>
    </dialog>
  );
}
