import type { MarqueeData } from '../../../shared/blocks/marquee';
import type { LayoutBlock } from '../../../shared/layout/layout';

/**
 * Marquee: the text once, still, in server HTML (complete without JavaScript, and what reduced
 * motion keeps). The `marquee` feature repeats it to fill the box, shapes the wave and moves it,
 * reading the settings from these attributes.
 */
export function MarqueeBlock({ block }: { block: LayoutBlock<MarqueeData> }) {
  const { text, animationDirection, animationSpeed, waveFrequency, waveIntensity, pausedOnHover } =
    block.data;
  return (
    <div
      className="sqs-block sqs-block-marquee"
      data-marquee=""
      data-animation-direction={animationDirection}
      data-animation-speed={animationSpeed}
      data-wave-frequency={waveFrequency}
      data-wave-intensity={waveIntensity}
      data-paused-on-hover={String(pausedOnHover)}
    >
      <div className="sqs-marquee__viewport">
        <div className="sqs-marquee__track">
          <span className="sqs-marquee__item">{text}</span>
        </div>
      </div>
    </div>
  );
}
