import { useId } from 'react';
import type { GalleryItem } from '../../../shared/blocks/gallery';
import { ImageField } from './image-field';

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
  const text = (key: 'title' | 'caption' | 'alt' | 'href' | 'videoUrl', label: string, multiline = false) => (
    <div className="field">
      <label htmlFor={`${id}-${key}`}>{label}</label>
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
      {item.type === 'video' &&
        text('videoUrl', 'Video address (YouTube, Vimeo, Wistia, Animoto or an upload)')}
      {item.type === 'video' && (
        <ImageField
          label="Cover image"
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
      {text('title', 'Title')}
      {text('caption', 'Caption', true)}
      {text('alt', 'Alt text (describes the image)')}
      {text('href', 'Link (clicking the slide opens it)')}
      <div className="field field--check">
        <input
          id={`${id}-new-window`}
          type="checkbox"
          checked={item.newWindow === true}
          onChange={(event) => onChange({ ...item, newWindow: event.target.checked })}
        />
        <label htmlFor={`${id}-new-window`}>Open link in a new window</label>
      </div>
    </div>
  );
}
