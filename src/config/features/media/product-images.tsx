import { useId, useState } from 'react';
import { PickerDialogLoader, thumbnailOf } from './image-field';
import { appendUnique, moveItem } from './reorder';
import { useReorderable } from './use-reorderable';
import { t } from '../../text';

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
    setAnnouncement(t('owners.media.product.moved', { position: to + 1, count: images.length }));
  });
  const full = images.length >= max;

  return (
    <div className={error ? 'field field--invalid product-images' : 'field product-images'}>
      <span className="image-field__label" id={`${id}-label`}>
        {t('owners.media.product.label')}
      </span>
      {images.length === 0 ? (
        <p className="muted">{t('owners.media.product.empty')}</p>
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
                {index === 0
                  ? t('owners.media.product.main')
                  : t('owners.media.product.nth', { number: index + 1 })}
              </span>
              <span className="product-image__actions">
                <button
                  type="button"
                  {...reorder.handleProps(index)}
                  className="button button--small product-image__handle"
                  aria-label={t('owners.media.product.reorder', { number: index + 1, count: images.length })}
                  aria-describedby={`${id}-reorder-hint`}
                >
                  ⠿
                </button>
                <button
                  type="button"
                  className="button button--small button--danger"
                  aria-label={t('owners.media.product.remove', { number: index + 1 })}
                  onClick={() => {
                    onChange(images.filter((_, at) => at !== index));
                    setAnnouncement(t('owners.media.product.removed', { number: index + 1 }));
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
        {t('owners.media.product.hint', { max })}
      </p>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      <div className="product-images__add">
        <button type="button" className="button" onClick={() => setPicking(true)} disabled={full}>
          {t('owners.media.product.add')}
        </button>
        <details className="image-field__web">
          <summary>{t('owners.media.imageField.web')}</summary>
          <label htmlFor={`${id}-url`}>{t('owners.media.imageField.webLabel')}</label>
          <span className="product-images__url">
            <input
              id={`${id}-url`}
              type="text"
              inputMode="url"
              value={address}
              placeholder={t('owners.media.imageField.webPlaceholder')}
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
              {t('owners.media.product.addAddress')}
            </button>
          </span>
        </details>
      </div>
      {error && <p className="field__error">{error}</p>}
      <PickerDialogLoader
        open={picking}
        multiple
        title={t('owners.media.product.pickerTitle')}
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
