import type { LayoutBlock } from '../../../shared/layout/layout';
import type { TextData } from '../../../shared/blocks/text';

export function TextBlock({ block }: { block: LayoutBlock<TextData> }) {
  const { html, alignment } = block.data;
  if (html.trim() === '') return null;
  // The server sanitized this field with the rich-text policy before storing it.
  return (
    <div
      className={`sqs-block sqs-block-text sqs-prose sqs-align-${alignment}`}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
