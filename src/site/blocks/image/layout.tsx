import type { ReactNode } from 'react';
import { IMAGE_DESIGN_VARIANTS, type ImageLayoutDesign } from '../../../shared/blocks/image-designs';

/**
 * An image block in one of its layouts (block variants 1012–1017): the image, then its title,
 * text (the caption) and button as the figure's caption. The arrangement (inline, poster, card,
 * overlap, collage, stack) is the stylesheet's, so the HTML reads the same in every layout and
 * without CSS.
 */
export function ImageLayout(props: {
  className: string;
  design: ImageLayoutDesign;
  attributes: Record<string, string>;
  image: ReactNode;
  title: string;
  text: string;
  button: ReactNode;
}) {
  const { className, design, attributes, image, title, text, button } = props;
  const hasContent = title !== '' || text !== '' || button !== null;
  return (
    <figure className={className} data-block-variant={IMAGE_DESIGN_VARIANTS[design]} {...attributes}>
      <div className="sqs-image-layout__media">{image}</div>
      {design === 'collage' ? <div className="sqs-image-layout__backdrop" aria-hidden="true" /> : null}
      {hasContent ? (
        <figcaption className="sqs-image-layout__content">
          {title !== '' ? <p className="sqs-image-layout__title">{title}</p> : null}
          {text !== '' ? <p className="sqs-image-layout__text">{text}</p> : null}
          {button}
        </figcaption>
      ) : null}
    </figure>
  );
}
