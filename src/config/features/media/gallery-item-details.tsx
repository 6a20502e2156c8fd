import { useId } from 'react';
import type { GalleryItem } from '../../../shared/blocks/gallery';
import { ImageField } from './image-field';
import { t, type OwnersMessageKey } from '../../text';

/** A slide as the editor holds it: stored data may lack fields a newer schema added. */
export type EditableItem = Partial<GalleryItem> & { type: GalleryItem['type'] };

/** One slide's own fields: title, caption, alt text, link (and new window); a video's address and cover image. */
export function GalleryItemDetails({
  item,
  onChange,
}: {
  item: EditableItem;
  onChange: (item: EditableItem) => void;
}) {
  const id = useId();
  const text = (
    key: 'title' | 'caption' | 'alt' | 'href' | 'videoUrl',
    label: OwnersMessageKey,
    multiline = false,
  ) => (
    <div className="field">
      <label htmlFor={`${id}-${key}`}>{t(label)}</label>
      {multiline ? (
        <textarea
          id={`${id}-${key}`}
          rows={3}
          value={item[key] ?? ''}
          onChange={(event) => onChange({ ...item, [key]: event.target.value })}
        />
      ) : (
        <input
          id={`${id}-${key}`}
          type="text"
          value={item[key] ?? ''}
          onChange={(event) => onChange({ ...item, [key]: event.target.value })}
        />
      )}
    </div>
  );
  return (
    <div className="gallery-item-details">
      {item.type === 'video' && text('videoUrl', 'owners.media.slide.videoUrl')}
      {item.type === 'video' && (
        <ImageField
          label={t('owners.media.slide.cover')}
          value={item.src ?? ''}
          onChange={(src) => onChange({ ...item, src })}
          onPick={(asset) =>
            onChange({
              ...item,
              src: asset.url,
              ...(asset.width && asset.height ? { width: asset.width, height: asset.height } : {}),
            })
          }
        />
      )}
      {text('title', 'owners.media.slide.title')}
      {text('caption', 'owners.media.slide.caption', true)}
      {text('alt', 'owners.media.slide.alt')}
      {text('href', 'owners.media.slide.href')}
      <div className="field field--check">
        <input
          id={`${id}-new-window`}
          type="checkbox"
          checked={item.newWindow === true}
          onChange={(event) => onChange({ ...item, newWindow: event.target.checked })}
        />
        <label htmlFor={`${id}-new-window`}>{t('owners.media.slide.newWindow')}</label>
      </div>
    </div>
  );
}
