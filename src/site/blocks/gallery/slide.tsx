import type { CSSProperties, ReactNode } from 'react';
import type { GalleryData, GalleryItem } from '../../../shared/blocks/gallery';
import { safeHref } from '../../../shared/links/classify';
import { safeMediaSrc } from '../../../shared/links/media';
import { LIGHTBOX, SLIDE } from '../../../shared/media/lightbox-markup';
import { isMediaUrl, sizedMediaUrl } from '../../../shared/media/image-url';
import { isMediaVideo } from '../../../shared/media/video-embed';
import { slideIdOf, slideUrlOf } from '../../../shared/media/gallery-slide-address';
import { ResponsiveImage } from '../../images/responsive-image';
import { useBlockResources } from '../resources';
import { t } from '../../text';
import { newWindowAttributes, NEW_WINDOW_HINT } from '../link-attributes';

/** The element id a slide's anchor links point at (the slideshow's no-JavaScript pager). */
export const slideAnchorOf = (blockId: string, item: GalleryItem, index: number) =>
  `gallery-${blockId}-${slideIdOf(item, index)}`;

const percent = (fraction: number) => `${Math.round(Math.min(1, Math.max(0, fraction)) * 1000) / 10}%`;

export interface SlideProps {
  blockId: string;
  data: GalleryData;
  item: GalleryItem;
  index: number;
  count: number;
  sizes: string;
  /** The page's likely largest image: the first slide of a wide slideshow, slider or stack. */
  large: boolean;
}

/**
 * One slide, with the spec's slide attributes (§3). Its link is the lightbox item when the
 * gallery has lightbox on, else the owner's click-through link, else a video's own address.
 */
export function Slide({ blockId, data, item, index, count, sizes, large }: SlideProps) {
  const src = safeMediaSrc(item.src);
  const clickThrough = safeHref(item.href);
  const video = item.type === 'video' && item.videoUrl !== '' ? item.videoUrl : undefined;
  const label = item.alt || item.title || (video ? t('site.gallery.video', { index: index + 1 }) : '');
  // A provider's player loads only after the visitor agrees where the cookie policy says so
  // (as in the video block); an uploaded file is the site's own and needs no consent.
  const consentRequired =
    (useBlockResources().thirdPartiesNeedConsent ?? false) && video !== undefined && !isMediaVideo(video);
  const imageStyle: CSSProperties = {
    objectPosition: `${percent(item.focalPoint.x)} ${percent(item.focalPoint.y)}`,
  };
  const image = src ? (
    <ResponsiveImage
      className="sqs-gallery__img"
      src={src}
      alt={item.alt}
      width={item.width}
      height={item.height}
      sizes={sizes}
      style={imageStyle}
      large={large}
    />
  ) : (
    <span className="sqs-gallery__img sqs-gallery__img--empty" />
  );

  const media = withLink(image, { data, item, src, video, clickThrough, label, consentRequired });

  const meta =
    item.title !== '' || item.caption !== '' ? (
      <figcaption className={`sqs-gallery__meta sqs-gallery__meta--${data.metaPosition}`}>
        {item.title !== '' && <span className="sqs-gallery__title">{item.title}</span>}
        {item.caption !== '' && <span className="sqs-gallery__caption">{item.caption}</span>}
      </figcaption>
    ) : null;

  return (
    <li
      className={index === 0 ? 'sqs-gallery__slide is-current' : 'sqs-gallery__slide'}
      id={slideAnchorOf(blockId, item, index)}
      aria-roledescription="slide"
      aria-label={t('site.gallery.slideLabel', { index: index + 1, count })}
      {...slideAttributes(item, index, clickThrough, video)}
    >
      <figure className="sqs-gallery__figure">
        <div className="sqs-gallery__media">{media}</div>
        {meta}
      </figure>
    </li>
  );
}

/** The spec's slide attributes (§3), and an uploaded video's file for the runtime's player. */
function slideAttributes(item: GalleryItem, index: number, clickThrough?: string, video?: string) {
  return {
    [SLIDE.type]: item.type,
    [SLIDE.id]: slideIdOf(item, index),
    [SLIDE.url]: slideUrlOf(item, index),
    ...(clickThrough !== undefined ? { [SLIDE.clickThroughUrl]: clickThrough } : {}),
    ...(item.width && item.height ? { [SLIDE.dimensions]: `${item.width}x${item.height}` } : {}),
    [SLIDE.focalPoint]: `${item.focalPoint.x},${item.focalPoint.y}`,
    ...(video && isMediaVideo(video) ? { 'data-video-file': video } : {}),
  };
}

interface LinkParts {
  data: GalleryData;
  item: GalleryItem;
  src: string | undefined;
  video: string | undefined;
  clickThrough: string | undefined;
  label: string;
  consentRequired: boolean;
}

/** What the lightbox and the in-place player need of a video slide's link (lightbox-markup.ts). */
const videoAttributes = (video: string | undefined, consentRequired: boolean) =>
  video
    ? {
        [SLIDE.type]: 'video',
        [LIGHTBOX.videoUrl]: video,
        ...(consentRequired ? { [LIGHTBOX.consentRequired]: '' } : {}),
      }
    : {};

/** Wraps a slide's image in its link: the lightbox item, else the click-through, else the video. */
function withLink(
  image: ReactNode,
  { data, item, src, video, clickThrough, label, consentRequired }: LinkParts,
): ReactNode {
  if (data.lightbox) {
    const full = src && isMediaUrl(src) ? sizedMediaUrl(src, 2500) : (src ?? video ?? '#');
    return (
      <a
        className="sqs-gallery__link"
        href={video ?? full}
        {...{ [LIGHTBOX.item]: '' }}
        {...(item.caption ? { [LIGHTBOX.caption]: item.caption } : {})}
        {...videoAttributes(video, consentRequired)}
        aria-label={label || undefined}
      >
        {image}
      </a>
    );
  }
  if (clickThrough !== undefined || video !== undefined) {
    const newWindow = clickThrough !== undefined && item.newWindow;
    return (
      <a
        className={
          video && clickThrough === undefined
            ? 'sqs-gallery__link sqs-gallery__link--video'
            : 'sqs-gallery__link'
        }
        href={clickThrough ?? video}
        {...newWindowAttributes(newWindow)}
        {...(video && clickThrough === undefined
          ? {
              'aria-label': t('site.gallery.playVideo', { title: label }),
              ...videoAttributes(video, consentRequired),
            }
          : {})}
      >
        {image}
        {newWindow && <span className="sr-only">{NEW_WINDOW_HINT}</span>}
      </a>
    );
  }
  return image;
}
