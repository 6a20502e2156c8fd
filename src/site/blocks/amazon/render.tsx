import type { AmazonData } from '../../../shared/blocks/amazon';
import type { LayoutBlock } from '../../../shared/layout/layout';
import { safeHref } from '../../../shared/links/classify';
import { safeMediaSrc } from '../../../shared/links/media';
import { ResponsiveImage } from '../../images/responsive-image';
import { t } from '../../text';

/**
 * An Amazon product as a link card: the owner's picture, title, price and description, and one
 * link to the product. No Amazon script, frame or image: nothing reaches Amazon until a click.
 * `sponsored`: owners often paste affiliate links.
 */
export function AmazonBlock({ block }: { block: LayoutBlock<AmazonData> }) {
  const { productUrl, title, image, alt, price, description, buttonText } = block.data;
  const href = safeHref(productUrl);
  if (href === undefined) return null;
  const src = safeMediaSrc(image);
  const rel = 'sponsored noopener noreferrer';
  return (
    <article className="sqs-block sqs-block-amazon" aria-label={title || t('site.amazon.label')}>
      {src !== undefined && (
        <ResponsiveImage
          className="sqs-amazon__image"
          src={src}
          alt={alt}
          sizes="(min-width: 640px) 240px, 100vw"
        />
      )}
      <div className="sqs-amazon__body">
        {title !== '' && <h3 className="sqs-amazon__title">{title}</h3>}
        {price !== '' && <p className="sqs-amazon__price">{price}</p>}
        {description !== '' && <p className="sqs-amazon__description">{description}</p>}
        <a className="sqs-button sqs-amazon__link" href={href} target="_blank" rel={rel}>
          {buttonText || t('site.amazon.label')}
        </a>
      </div>
    </article>
  );
}
