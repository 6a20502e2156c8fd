import { useState } from 'react';
import type { PickerProps } from '../../layout-editor/pickers';
import { t } from '../../text';
import { PickerDialogLoader } from './image-field';

/**
 * An audio file for the page editor (an album's track): "Choose audio…" opens the media library
 * limited to audio files (uploads inside it), and the address field keeps taking files that live
 * elsewhere.
 */
export default function AudioField({ id, value, onChange, invalid, describedBy }: PickerProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <input
        id={id}
        type="text"
        inputMode="url"
        value={value}
        placeholder={t('owners.media.audioField.placeholder')}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
      <button type="button" className="button button--small" onClick={() => setOpen(true)}>
        {value ? t('owners.media.audioField.change') : t('owners.media.audioField.choose')}
      </button>
      <PickerDialogLoader
        open={open}
        media="audio"
        title={t('owners.media.audioField.title')}
        onClose={() => setOpen(false)}
        onChoose={([asset]) => {
          setOpen(false);
          if (asset) onChange(asset.url);
        }}
      />
    </>
  );
}
