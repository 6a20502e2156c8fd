import type { GalleryData } from '../../../shared/blocks/gallery';
import { GRID_COLUMNS, type LayoutBlock } from '../../../shared/layout/layout';
import { DEFAULT_LIGHTBOX_TITLE, LIGHTBOX } from '../../../shared/media/lightbox-markup';
import { GALLERY_DATA_ATTRIBUTE } from '../../../shared/media/gallery-config';
import { safeMediaSrc } from '../../../shared/links/media';
import { isMediaUrl, sizedMediaUrl } from '../../../shared/media/image-url';
import { columnSizes } from '../../images/responsive-image';
import { t } from '../../text';
import { galleryConfigOf, galleryStyle, slideShare } from './gallery-view';
import { Slide, slideAnchorOf } from './slide';

/** Designs that show one slide (or one row) at a time and so have previous/next controls. */
const PAGED = new Set(['slider', 'slideshow', 'carousel']);

/**
 * A gallery in one of the eight designs (media-and-platform §3/§4), complete without
 * JavaScript: grids and columns are CSS; slider and carousel are scroll-snap rows; a slideshow
 * shows its first slide and links to the others (`:target` shows the linked one). The gallery
 * runtime (src/runtime/gallery/) reads `data-gallery` and adds controls, autoplay, keyboard,
 * swipe and history. Previous/next buttons are `hidden` until the runtime shows them.
 */
export function GalleryBlock({ block }: { block: LayoutBlock<GalleryData> }) {
  const data = block.data;
  if (data.items.length === 0) return null;
  const span = block.grid?.span ?? GRID_COLUMNS;
  const blockShare = span / GRID_COLUMNS;
  const sizes =
    data.design === 'autogrid' || data.design === 'autocolumns'
      ? `(max-width: 47.99em) 100vw, ${Math.round(data.columnWidth * 1.6)}px`
      : columnSizes(blockShare * slideShare(data));
  const wide = span >= GRID_COLUMNS / 2 && ['slideshow', 'slider', 'stacked'].includes(data.design);
  const count = data.items.length;
  const paged = PAGED.has(data.design);
  const lightboxAttributes = data.lightbox
    ? {
        [LIGHTBOX.set]: block.id,
        [LIGHTBOX.theme]: data.lightboxTheme,
        [LIGHTBOX.title]: DEFAULT_LIGHTBOX_TITLE,
        // The gallery's history switch also gives its lightbox `historyHash` (a link opens the slide).
        ...(data.history ? { [LIGHTBOX.history]: 'true' } : {}),
      }
    : {};

  return (
    <section
      className={`sqs-block sqs-gallery sqs-gallery--${data.design}`}
      aria-roledescription={paged ? 'carousel' : undefined}
      aria-label={t('site.gallery.label')}
      style={galleryStyle(data)}
      {...{ [GALLERY_DATA_ATTRIBUTE]: JSON.stringify(galleryConfigOf(data)) }}
      {...lightboxAttributes}
    >
      <div className="sqs-gallery__viewport">
        <ul className="sqs-gallery__slides">
          {data.items.map((item, index) => (
            <Slide
              key={`${item.id}-${index}`}
              blockId={block.id}
              data={data}
              item={item}
              index={index}
              count={count}
              sizes={sizes}
              large={wide && index === 0}
            />
          ))}
        </ul>
        {paged && (
          <div className="sqs-gallery__controls">
            <button type="button" className="sqs-gallery__control sqs-gallery__control--previous" hidden>
              <span aria-hidden="true">‹</span>
              <span className="sr-only">{t('site.gallery.previous')}</span>
            </button>
            <button type="button" className="sqs-gallery__control sqs-gallery__control--next" hidden>
              <span aria-hidden="true">›</span>
              <span className="sr-only">{t('site.gallery.next')}</span>
            </button>
          </div>
        )}
      </div>
      {data.design === 'slideshow' &&
        (data.thumbnails ? <ThumbnailStrip block={block} /> : <Pager block={block} />)}
      <p className="sr-only sqs-gallery__status" aria-live="polite" />
    </section>
  );
}

/** The slideshow's links to every slide, numbered: how a visitor without JavaScript reaches them. */
function Pager({ block }: { block: LayoutBlock<GalleryData> }) {
  return (
    <nav className="sqs-gallery__pager" aria-label={t('site.gallery.slides')}>
      <ol>
        {block.data.items.map((item, index) => (
          <li key={`${item.id}-${index}`}>
            <a
              href={`#${slideAnchorOf(block.id, item, index)}`}
              data-gallery-index={index}
              aria-current={index === 0 ? 'true' : undefined}
            >
              <span aria-hidden="true">{index + 1}</span>
              <span className="sr-only">{t('site.gallery.showSlide', { index: index + 1 })}</span>
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The thumbnail strip linked to a slideshow (§4 "Linked galleries"), links without JavaScript. */
function ThumbnailStrip({ block }: { block: LayoutBlock<GalleryData> }) {
  const { items, squareThumbs } = block.data;
  return (
    <nav
      className={squareThumbs ? 'sqs-gallery__strip sqs-gallery__strip--square' : 'sqs-gallery__strip'}
      aria-label={t('site.gallery.thumbnails')}
    >
      <ol className="sqs-gallery__strip-slides">
        {items.map((item, index) => {
          const src = safeMediaSrc(item.src);
          return (
            <li
              key={`${item.id}-${index}`}
              className={index === 0 ? 'sqs-gallery__thumb is-current' : 'sqs-gallery__thumb'}
            >
              <a
                href={`#${slideAnchorOf(block.id, item, index)}`}
                data-gallery-index={index}
                data-type={item.type}
                aria-current={index === 0 ? 'true' : undefined}
              >
                {src ? (
                  <img
                    src={isMediaUrl(src) ? sizedMediaUrl(src, 300) : src}
                    alt=""
                    loading="lazy"
                    decoding="async"
                    width={item.width && item.height ? 300 : undefined}
                    height={
                      item.width && item.height ? Math.round((300 * item.height) / item.width) : undefined
                    }
                  />
                ) : null}
                <span className="sr-only">{t('site.gallery.showSlide', { index: index + 1 })}</span>
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
