import type { CSSProperties } from 'react';
import type { LayoutBlock } from '../../../shared/layout/layout';
import { safeHref } from '../../../shared/links/classify';
import { cssAspectRatio } from '../../../shared/blocks/fields';
import { NEW_WINDOW_HINT, newWindowAttributes } from '../link-attributes';
import type { ImageData } from '../../../shared/blocks/image';
import { safeMediaSrc } from '../../../shared/links/media';

const percent = (fraction: number) => `${Math.round(Math.min(1, Math.max(0, fraction)) * 1000) / 10}%`;

export function ImageBlock({ block }: { block: LayoutBlock<ImageData> }) {
  const { alt, caption, newWindow, width, height, aspectRatio, focalPoint } = block.data;
  const src = safeMediaSrc(block.data.src);
  if (src === undefined) return null;
  const href = safeHref(block.data.href);
  const ratio = cssAspectRatio(aspectRatio);
  // A fixed ratio crops the image; the focal point decides which part stays in view.
  const style: CSSProperties | undefined = ratio
    ? {
        aspectRatio: ratio,
        objectFit: 'cover',
        objectPosition: `${percent(focalPoint.x)} ${percent(focalPoint.y)}`,
      }
    : undefined;
  const image = (
    <img
      className="sqs-block-image__img"
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      style={style}
    />
  );
  return (
    <figure className="sqs-block sqs-block-image">
      {href === undefined ? (
        image
      ) : (
        <a className="sqs-block-image__link" href={href} {...newWindowAttributes(newWindow)}>
          {image}
          {newWindow && <span className="sr-only">{NEW_WINDOW_HINT}</span>}
        </a>
      )}
      {caption !== '' && <figcaption className="sqs-block-image__caption">{caption}</figcaption>}
    </figure>
  );
}
