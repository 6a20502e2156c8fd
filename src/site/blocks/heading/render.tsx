import type { LayoutBlock } from '../../../shared/layout/layout';
import type { HeadingData } from '../../../shared/blocks/heading';

export function HeadingBlock({ block }: { block: LayoutBlock<HeadingData> }) {
  const { text, level, alignment } = block.data;
  const Tag = `h${level}` as 'h1' | 'h2' | 'h3' | 'h4';
  return (
    <div className={`sqs-block sqs-block-heading sqs-align-${alignment}`}>
      <Tag className="sqs-block-heading__text">{text}</Tag>
    </div>
  );
}
