import type { CSSProperties } from 'react';
import type { TextHighlightData } from '../../../shared/blocks/text-highlight';
import type { LayoutBlock } from '../../../shared/layout/layout';
import { BEHIND_TEXT, HIGHLIGHT_PATHS } from './shapes';

/**
 * Text highlight: the line with its highlighted words wrapped in a span carrying an SVG mark,
 * drawn in server HTML (what shows without JavaScript and with reduced motion). The
 * `text-highlight` feature hides the mark until the block is on screen, then plays the entrance
 * (draw, fade or fade and scale) after the delay, over the duration, in the direction chosen.
 */
export function TextHighlightBlock({ block }: { block: LayoutBlock<TextHighlightData> }) {
  const data = block.data;
  const at = data.text.indexOf(data.highlight);
  if (at < 0) return null;
  const before = data.text.slice(0, at);
  const after = data.text.slice(at + data.highlight.length);
  const Tag = data.tag;
  const style = {
    '--highlight-color': `var(--highlight-${data.color})`,
    '--highlight-thickness': `${data.thickness}px`,
    '--highlight-opacity': String(data.opacity),
    '--highlight-blend': data.blend,
    '--highlight-duration': `${data.duration}s`,
    '--highlight-delay': `${data.delay}ms`,
    ...(data.fontSize !== undefined ? { fontSize: `${data.fontSize}px` } : {}),
  } as CSSProperties;
  return (
    <div className={`sqs-block sqs-block-text-highlight sqs-align-${data.alignment}`}>
      <Tag className="sqs-text-highlight" style={style}>
        {before}
        <span
          className={`sqs-highlight sqs-highlight--${data.animation} sqs-highlight--${data.direction}${
            BEHIND_TEXT.has(data.shape) ? ' sqs-highlight--behind' : ''
          }`}
          data-text-highlight=""
          data-shape={data.shape}
        >
          <span className="sqs-highlight__words">{data.highlight}</span>
          <svg
            className="sqs-highlight__mark"
            viewBox="0 0 100 100"
            preserveAspectRatio="none"
            aria-hidden="true"
            focusable="false"
          >
            <path
              d={HIGHLIGHT_PATHS[data.shape]}
              pathLength={1}
              fill="none"
              stroke="currentColor"
              strokeLinecap={data.linecap}
              strokeLinejoin="round"
              vectorEffect="non-scaling-stroke"
            />
          </svg>
        </span>
        {after}
      </Tag>
    </div>
  );
}
