import type { LayoutBlock } from '../../../shared/layout/layout';
import type { SpacerData } from '../../../shared/blocks/spacer';

export function SpacerBlock({ block }: { block: LayoutBlock<SpacerData> }) {
  return (
    <div
      className="sqs-block sqs-block-spacer"
      style={{ height: `${block.data.height}px` }}
      aria-hidden="true"
    />
  );
}
