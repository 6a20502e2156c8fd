import type { RelativeTimeData } from '../../../shared/blocks/relative-time';
import { parseInstant } from '../../../shared/blocks/relative-time-rules';
import type { LayoutBlock } from '../../../shared/layout/layout';
import { formatDate } from '../../format/date';

/**
 * Relative time: a `<time>` with the moment in `datetime` and its date as text. Pages are cached
 * and read later, so the server never writes "just now": the `relative-time` feature does, while
 * the moment is under a minute old, and puts the date back after that.
 */
export function RelativeTimeBlock({ block }: { block: LayoutBlock<RelativeTimeData> }) {
  const { date, label, alignment } = block.data;
  const instant = parseInstant(date);
  if (instant === undefined) return null;
  const iso = new Date(instant).toISOString();
  return (
    <p className={`sqs-block sqs-block-relative-time sqs-align-${alignment}`}>
      {label ? <span className="sqs-relative-time__label">{`${label} `}</span> : null}
      <time className="sqs-relative-time" dateTime={iso} data-timesince={iso}>
        {formatDate(iso, 'en-US')}
      </time>
    </p>
  );
}
