import type { LayoutBlock } from '../../../shared/layout/layout';
import { cssAspectRatio } from '../../../shared/blocks/fields';
import type { EmbedData } from '../../../shared/blocks/embed';

export function EmbedBlock({ block }: { block: LayoutBlock<EmbedData> }) {
  const { html, aspectRatio, caption } = block.data;
  if (html.trim() === '') return null;
  const ratio = cssAspectRatio(aspectRatio);
  return (
    <figure className="sqs-block sqs-block-embed">
      <div
        className={ratio ? 'sqs-block-embed__frame sqs-block-embed__frame--fixed' : 'sqs-block-embed__frame'}
        style={ratio ? { aspectRatio: ratio } : undefined}
        // The server sanitized this field with the embed policy before storing it.
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {caption !== '' && <figcaption className="sqs-block-embed__caption">{caption}</figcaption>}
    </figure>
  );
}
