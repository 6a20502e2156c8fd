import type { LayoutBlock } from '../../../shared/layout/layout';
import type { QuoteData } from '../../../shared/blocks/quote';

export function QuoteBlock({ block }: { block: LayoutBlock<QuoteData> }) {
  const paragraphs = block.data.text.split(/\n\s*\n/).filter((paragraph) => paragraph.trim() !== '');
  return (
    <figure className="sqs-block sqs-block-quote">
      <blockquote className="sqs-block-quote__text">
        {paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </blockquote>
      {block.data.source !== '' && (
        <figcaption className="sqs-block-quote__source">{block.data.source}</figcaption>
      )}
    </figure>
  );
}
