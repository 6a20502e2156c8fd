import { useId, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { PickerDialogLoader, thumbnailOf } from './image-field';
import { appendUnique, moveItem, targetIndexForKey } from './reorder';

/**
 * A product's images, first one the main image: add several from the library at once, reorder by
 * dragging or with the arrow keys on an image's handle, remove, or add a web address.
 */
export function ProductImages({
  images,
  onChange,
  max,
  error,
}: {
  images: string[];
  onChange: (images: string[]) => void;
  max: number;
  error?: string | undefined;
}) {
  const [picking, setPicking] = useState(false);
  const [address, setAddress] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const dragFrom = useRef<number | null>(null);
  const [dropAt, setDropAt] = useState<number | null>(null);
  const handles = useRef<Array<HTMLButtonElement | null>>([]);
  const id = useId();

  const move = (from: number, to: number, refocus: boolean) => {
    if (from === to) return;
    onChange(moveItem(images, from, to));
    setAnnouncement(`Image moved to position ${to + 1} of ${images.length}.`);
    if (refocus) window.requestAnimationFrame(() => handles.current[to]?.focus());
  };
  const onHandleKey = (index: number) => (event: KeyboardEvent<HTMLButtonElement>) => {
    const to = targetIndexForKey(index, images.length, event.key);
    if (to === undefined) return;
    event.preventDefault();
    move(index, to, true);
  };
  const dropHandlers = (index: number) => ({
    onDragOver: (event: DragEvent) => {
      if (dragFrom.current === null) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
      setDropAt(index);
    },
    onDrop: (event: DragEvent) => {
      if (dragFrom.current === null) return;
      event.preventDefault();
      move(dragFrom.current, index, false);
      dragFrom.current = null;
      setDropAt(null);
    },
  });
  const full = images.length >= max;

  return (
    <div className={error ? 'field field--invalid product-images' : 'field product-images'}>
      <span className="image-field__label" id={`${id}-label`}>
        Images
      </span>
      {images.length === 0 ? (
        <p className="muted">No images yet. The first image is the one shown in the shop.</p>
      ) : (
        <ol className="product-images__list" aria-labelledby={`${id}-label`}>
          {images.map((src, index) => (
            <li
              key={src}
              className={dropAt === index ? 'product-image product-image--drop' : 'product-image'}
              draggable
              onDragStart={(event) => {
                dragFrom.current = index;
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', src);
              }}
              onDragEnd={() => {
                dragFrom.current = null;
                setDropAt(null);
              }}
              {...dropHandlers(index)}
            >
              <img src={thumbnailOf(src)} alt="" className="product-image__thumb" />
              <span className="product-image__label">
                {index === 0 ? 'Main image' : `Image ${index + 1}`}
              </span>
              <span className="product-image__actions">
                <button
                  type="button"
                  ref={(element) => {
                    handles.current[index] = element;
                  }}
                  className="button button--small product-image__handle"
                  aria-label={`Reorder image ${index + 1} of ${images.length}`}
                  aria-describedby={`${id}-reorder-hint`}
                  onKeyDown={onHandleKey(index)}
                >
                  ⠿
                </button>
                <button
                  type="button"
                  className="button button--small button--danger"
                  aria-label={`Remove image ${index + 1}`}
                  onClick={() => {
                    onChange(images.filter((_, at) => at !== index));
                    setAnnouncement(`Image ${index + 1} removed.`);
                  }}
                >
                  ✕
                </button>
              </span>
            </li>
          ))}
        </ol>
      )}
      <p className="field__hint" id={`${id}-reorder-hint`}>
        Drag images to reorder them, or focus an image’s handle and use the arrow keys. Up to {max} images.
      </p>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      <div className="product-images__add">
        <button type="button" className="button" onClick={() => setPicking(true)} disabled={full}>
          Add images…
        </button>
        <details className="image-field__web">
          <summary>Use a web address</summary>
          <label htmlFor={`${id}-url`}>Web address of the image</label>
          <span className="product-images__url">
            <input
              id={`${id}-url`}
              type="text"
              inputMode="url"
              value={address}
              placeholder="https://…"
              onChange={(event) => setAddress(event.target.value)}
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return;
                event.preventDefault();
                if (address.trim() === '') return;
                onChange(appendUnique(images, [address.trim()], max));
                setAddress('');
              }}
            />
            <button
              type="button"
              className="button"
              disabled={address.trim() === '' || full}
              onClick={() => {
                onChange(appendUnique(images, [address.trim()], max));
                setAddress('');
              }}
            >
              Add
            </button>
          </span>
        </details>
      </div>
      {error && <p className="field__error">{error}</p>}
      <PickerDialogLoader
        open={picking}
        multiple
        title="Add product images"
        onClose={() => setPicking(false)}
        onChoose={(assets) => {
          setPicking(false);
          onChange(
            appendUnique(
              images,
              assets.map((asset) => asset.url),
              max,
            ),
          );
        }}
      />
    </div>
  );
}
