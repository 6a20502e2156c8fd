import type { CSSProperties, ReactNode } from 'react';
import type { LayoutBlock } from '../../../shared/layout/layout';
import { GRID_COLUMNS } from '../../../shared/layout/layout';
import { safeHref } from '../../../shared/links/classify';
import { cssAspectRatio } from '../../../shared/blocks/fields';
import { isMediaUrl } from '../../../shared/media/image-url';
import { NEW_WINDOW_HINT, newWindowAttributes } from '../link-attributes';
import type { ImageData } from '../../../shared/blocks/image';
import { safeMediaSrc } from '../../../shared/links/media';
import { columnSizes, coverZoom, ResponsiveImage } from '../../images/responsive-image';
import { LIGHTBOX, SLIDE } from '../../../shared/media/lightbox-markup';
import { t } from '../../text';
import { ImageLayout } from './layout';

const percent = (fraction: number) => `${Math.round(Math.min(1, Math.max(0, fraction)) * 1000) / 10}%`;

/** A block spanning at least half the grid is large: the first such image is the page's priority image. */
const LARGE_SPAN = GRID_COLUMNS / 2;

const ratioNumber = (ratio: ImageData['aspectRatio']): number | undefined => {
  if (ratio === 'original') return undefined;
  const [width, height] = ratio.split(':').map(Number);
  return width && height ? width / height : undefined;
};

/**
 * A set of one (lightbox-markup.ts): the link goes to the full image, so without JavaScript (or
 * with a modifier click) the visitor still gets the larger view. It wins over `href`.
 */
function LightboxLink(props: {
  src: string;
  width: number | undefined;
  height: number | undefined;
  caption: string;
  children: ReactNode;
}) {
  const { src, width, height, caption } = props;
  return (
    <a
      className="sqs-block-image__link"
      href={src}
      {...{
        [LIGHTBOX.item]: '',
        [SLIDE.type]: 'image',
        ...(width && height ? { [SLIDE.dimensions]: `${width}x${height}` } : {}),
        ...(caption !== '' ? { [LIGHTBOX.caption]: caption } : {}),
      }}
    >
      {props.children}
      <span className="sr-only">{t('site.image.opensLightbox')}</span>
    </a>
  );
}

function layoutButton(
  design: ImageData['design'],
  text: string,
  href: string | undefined,
  newWindow: boolean,
): ReactNode {
  if (design === 'plain' || !text || href === undefined) return null;
  return (
    <a
      className="sqs-button sqs-button--primary sqs-button--medium"
      href={href}
      {...newWindowAttributes(newWindow)}
    >
      {text}
      {newWindow && <span className="sr-only">{NEW_WINDOW_HINT}</span>}
    </a>
  );
}

export function ImageBlock({ block }: { block: LayoutBlock<ImageData> }) {
  const { alt, caption, newWindow, width, height, aspectRatio, focalPoint, fill, lightbox } = block.data;
  const src = safeMediaSrc(block.data.src);
  if (src === undefined) return null;
  const href = safeHref(block.data.href);
  const ratio = cssAspectRatio(aspectRatio);
  const span = block.grid?.span ?? GRID_COLUMNS;
  const position = `${percent(focalPoint.x)} ${percent(focalPoint.y)}`;
  // A fixed ratio or filling the row crops the image; the focal point decides which part stays in view.
  const style: CSSProperties | undefined =
    ratio || fill
      ? { ...(ratio ? { aspectRatio: ratio } : {}), objectFit: 'cover', objectPosition: position }
      : undefined;
  const loaded = fill && isMediaUrl(src);
  const image = (
    <ResponsiveImage
      className="sqs-block-image__img"
      src={src}
      alt={alt}
      width={width}
      height={height}
      sizes={columnSizes(span / GRID_COLUMNS, coverZoom({ width, height }, ratioNumber(aspectRatio)))}
      style={style}
      large={span >= LARGE_SPAN}
      {...(loaded
        ? {
            data: {
              // Image config (media-and-platform §3) for the image loader runtime.
              'data-image-loader': '',
              'data-src': src,
              ...(width && height ? { 'data-image-dimensions': `${width}x${height}` } : {}),
              'data-image-focal-point': `${focalPoint.x},${focalPoint.y}`,
              'data-crop-mode': 'cover',
              'data-load': 'viewport',
            },
          }
        : {})}
    />
  );
  const figureClass = fill ? 'sqs-block sqs-block-image sqs-block-image--fill' : 'sqs-block sqs-block-image';
  const captionElement = caption !== '' && (
    <figcaption className="sqs-block-image__caption">{caption}</figcaption>
  );
  const { design, title } = block.data;
  // In a layout with a button, the button is the link: the image is not a second one to the same place.
  const button = layoutButton(design, block.data.buttonText, href, newWindow);
  const figureAttributes: Record<string, string> = lightbox
    ? { [LIGHTBOX.set]: block.id, [LIGHTBOX.theme]: block.data.lightboxTheme ?? 'dark' }
    : {};
  const linked = lightbox ? (
    <LightboxLink src={src} width={width} height={height} caption={caption}>
      {image}
    </LightboxLink>
  ) : href === undefined || button !== null ? (
    image
  ) : (
    <a className="sqs-block-image__link" href={href} {...newWindowAttributes(newWindow)}>
      {image}
      {newWindow && <span className="sr-only">{NEW_WINDOW_HINT}</span>}
    </a>
  );
  if (design === 'plain')
    return (
      <figure className={figureClass} {...figureAttributes}>
        {linked}
        {captionElement}
      </figure>
    );
  return (
    <ImageLayout
      className={`${figureClass} sqs-image-layout sqs-image-layout--${design}`}
      design={design}
      attributes={figureAttributes}
      image={linked}
      title={title}
      text={caption}
      button={button}
    />
  );
}
