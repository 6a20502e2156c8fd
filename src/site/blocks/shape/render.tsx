import { SHAPE_HEIGHT_RATIOS, type ShapeData } from '../../../shared/blocks/shape';
import type { LayoutBlock } from '../../../shared/layout/layout';
import { safeMediaSrc } from '../../../shared/links/media';

/**
 * A shape: a block of the theme's colour, or an image masked by the shape (CSS clip-path, drawn
 * in `content-blocks.css`), its height the spec's ratio of its width (100 square, 150 tall, 67
 * wide). No JavaScript. Without an image it only decorates, so it is hidden from assistive
 * technology; with one, the image carries its alt text.
 */
export function ShapeBlock({ block }: { block: LayoutBlock<ShapeData> }) {
  const { shape, ratio, fill, image, alt } = block.data;
  const src = image === '' ? undefined : safeMediaSrc(image);
  const heightPercent = SHAPE_HEIGHT_RATIOS[ratio];
  return (
    <div className="sqs-block sqs-block-shape">
      <div
        className={`sqs-shape sqs-shape--${shape} sqs-shape--fill-${fill}`}
        style={{ aspectRatio: `100 / ${heightPercent}` }}
        aria-hidden={src === undefined ? 'true' : undefined}
      >
        {src !== undefined && (
          <img className="sqs-shape__image" src={src} alt={alt} loading="lazy" decoding="async" />
        )}
      </div>
    </div>
  );
}
