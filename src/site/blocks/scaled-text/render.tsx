import type { CSSProperties } from 'react';
import { SCALED_TEXT_MIN_FONT_PX } from '../../../shared/blocks/behaviour';
import type { ScaledTextData } from '../../../shared/blocks/scaled-text';
import type { LayoutBlock } from '../../../shared/layout/layout';

/**
 * Scaled text. The box is a size container, so the server's CSS already sizes the line by its
 * width (`cqi` units, an estimate for an average font) between 11 px and the owner's largest
 * size; the `scaled-text` runtime feature measures the real font and fits it exactly.
 */
export function ScaledTextBlock({ block }: { block: LayoutBlock<ScaledTextData> }) {
  const { text, tag: Tag, maxFontSize, alignment } = block.data;
  // Average glyphs are about 0.55 em wide: n characters fill the width at 100 / (0.55 n) cqi.
  const estimateCqi = Math.round((100 / (0.55 * Math.max(text.length, 1))) * 10) / 10;
  const style = {
    '--scaled-text-max': `${maxFontSize}px`,
    '--scaled-text-estimate': `${estimateCqi}cqi`,
  } as CSSProperties;
  return (
    <div
      className={`sqs-block sqs-block-scaled-text sqs-align-${alignment}`}
      data-scaled-text=""
      data-min-font-size={SCALED_TEXT_MIN_FONT_PX}
      data-max-font-size={maxFontSize}
      style={style}
    >
      <Tag className="sqs-scaled-text">{text}</Tag>
    </div>
  );
}
