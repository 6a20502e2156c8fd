import { useId, useState } from 'react';
import { PickerDialogLoader, thumbnailOf } from './image-field';
import { appendUnique, moveItem } from './reorder';
import { useReorderable } from './use-reorderable';

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
  const id = useId();
  const reorder = useReorderable(images.length, (from, to) => {
    onChange(moveItem(images, from, to));
    setAnnouncement(`Image moved to position ${to + 1} of ${images.length}.`);
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
              className={reorder.dropAt === index ? 'product-image product-image--drop' : 'product-image'}
              {...reorder.itemProps(index)}
            >
              <img src={thumbnailOf(src)} alt="" className="product-image__thumb" />
              <span className="product-image__label">
                {index === 0 ? 'Main image' : `Image ${index + 1}`}
              </span>
              <span className="product-image__actions">
                <button
                  type="button"
                  {...reorder.handleProps(index)}
                  className="button button--small product-image__handle"
                  aria-label={`Reorder image ${index + 1} of ${images.length}`}
                  aria-describedby={`${id}-reorder-hint`}
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
