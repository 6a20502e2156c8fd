import type { LayoutBlock } from '../../../shared/layout/layout';
import type { LineData } from '../../../shared/blocks/line';

export function LineBlock({ block }: { block: LayoutBlock<LineData> }) {
  return (
    <div className={`sqs-block sqs-block-line sqs-block-line--${block.data.width}`}>
      <hr className="sqs-block-line__rule" />
    </div>
  );
}
