import { useId, useState } from 'react';
import type { MediaAsset } from '../../../shared/api/media';
import { GALLERY_TOO_MANY_ITEMS, MAX_GALLERY_ITEMS } from '../../../shared/media/gallery-config';
import type { PickerProps } from '../../layout-editor/pickers';
import { GalleryItemDetails, type EditableItem } from './gallery-item-details';
import { PickerDialogLoader, thumbnailOf } from './image-field';
import { moveItem } from './reorder';
import { useReorderable } from './use-reorderable';
import { t } from '../../text';

/** A slide id for `?itemId=`: short, stable once given, letters and digits only. */
const newSlideId = () => crypto.randomUUID().replaceAll('-', '').slice(0, 10);

/** A library asset as a gallery slide: its size, alt and focal point come along. */
export function itemFromAsset(asset: MediaAsset): EditableItem {
  const size = asset.width && asset.height ? { width: asset.width, height: asset.height } : {};
  return asset.kind === 'video'
    ? {
        id: newSlideId(),
        type: 'video',
        src: '',
        videoUrl: asset.url,
        title: asset.title,
        alt: asset.alt,
        ...size,
      }
    : {
        id: newSlideId(),
        type: 'image',
        src: asset.url,
        alt: asset.alt,
        title: asset.title,
        focalPoint: asset.focalPoint,
        ...size,
      };
}

/**
 * A gallery block's slides in the page editor: add several images and videos from the media
 * library at once (or a video address), reorder by dragging or with the arrow keys on a slide's
 * handle (as product images), remove, and set each slide's title, caption, alt text and link.
 * At most 50 (the editor says so before the server has to).
 */
export default function GalleryItemsField({ labelId, data, onPatch, invalid }: PickerProps) {
  const items = (Array.isArray(data.items) ? data.items : []) as EditableItem[];
  const [picking, setPicking] = useState(false);
  const [open, setOpen] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [refused, setRefused] = useState(false);
  const id = useId();
  const setItems = (next: EditableItem[]) => onPatch({ items: next });

  const add = (added: EditableItem[]) => {
    const room = MAX_GALLERY_ITEMS - items.length;
    setRefused(added.length > room);
    if (room > 0) setItems([...items, ...added.slice(0, room)]);
  };
  const reorder = useReorderable(items.length, (from, to) => {
    setItems(moveItem(items, from, to));
    setOpen(null);
    setAnnouncement(t('owners.media.gallery.moved', { position: to + 1, count: items.length }));
  });
  const full = items.length >= MAX_GALLERY_ITEMS;

  return (
    <div className={invalid ? 'gallery-items field--invalid' : 'gallery-items'}>
      {items.length === 0 ? (
        <p className="muted">{t('owners.media.gallery.empty')}</p>
      ) : (
        <ol className="product-images__list" aria-labelledby={labelId}>
          {items.map((item, index) => (
            <li
              key={`${item.id ?? ''}-${index}`}
              className={reorder.dropAt === index ? 'product-image product-image--drop' : 'product-image'}
              {...reorder.itemProps(index)}
            >
              {item.src ? (
                <img src={thumbnailOf(item.src)} alt="" className="product-image__thumb" />
              ) : (
                <span className="product-image__thumb gallery-items__video" aria-hidden="true">
                  ▶
                </span>
              )}
              <span className="product-image__label">
                {item.title || t('owners.media.gallery.untitled', { type: item.type, number: index + 1 })}
              </span>
              <span className="product-image__actions">
                <button
                  type="button"
                  className="button button--small"
                  aria-expanded={open === index}
                  onClick={() => setOpen(open === index ? null : index)}
                >
                  {t('owners.media.gallery.edit')}
                  <span className="visually-hidden">
                    {' '}
                    {t('owners.media.gallery.editSlide', { number: index + 1 })}
                  </span>
                </button>
                <button
                  type="button"
                  {...reorder.handleProps(index)}
                  className="button button--small product-image__handle"
                  aria-label={t('owners.media.gallery.reorder', { number: index + 1, count: items.length })}
                  aria-describedby={`${id}-hint`}
                >
                  ⠿
                </button>
                <button
                  type="button"
                  className="button button--small button--danger"
                  aria-label={t('owners.media.gallery.remove', { number: index + 1 })}
                  onClick={() => {
                    setItems(items.filter((_, at) => at !== index));
                    setOpen(null);
                    setRefused(false);
                    setAnnouncement(t('owners.media.gallery.removed', { number: index + 1 }));
                  }}
                >
                  ✕
                </button>
              </span>
              {open === index && (
                <GalleryItemDetails
                  item={item}
                  onChange={(changed) => setItems(items.map((entry, at) => (at === index ? changed : entry)))}
                />
              )}
            </li>
          ))}
        </ol>
      )}
      <p className="field__hint" id={`${id}-hint`}>
        {t('owners.media.gallery.hint', { max: MAX_GALLERY_ITEMS })}
      </p>
      {refused && (
        <p className="field__error" role="alert">
          {GALLERY_TOO_MANY_ITEMS}
        </p>
      )}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      <div className="product-images__add">
        <button type="button" className="button" onClick={() => setPicking(true)} disabled={full}>
          {t('owners.media.gallery.add')}
        </button>
        <button
          type="button"
          className="button button--quiet"
          disabled={full}
          onClick={() => {
            add([{ id: newSlideId(), type: 'video', src: '', videoUrl: '' }]);
            setOpen(items.length);
          }}
        >
          {t('owners.media.gallery.addVideo')}
        </button>
      </div>
      <PickerDialogLoader
        open={picking}
        multiple
        media="image-and-video"
        title={t('owners.media.gallery.pickerTitle')}
        onClose={() => setPicking(false)}
        onChoose={(assets) => {
          setPicking(false);
          add(assets.map(itemFromAsset));
        }}
      />
    </div>
  );
}
