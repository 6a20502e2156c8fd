import type { BlockAnimation, LayoutBlock } from '../../shared/layout/layout';

const STYLES: Array<[BlockAnimation['style'], string]> = [
  ['none', 'None'],
  ['fade', 'Fade in'],
  ['slide', 'Slide up'],
  ['scale', 'Grow in'],
];

/** The spec's thresholds (visitor-runtime §9), in words. */
const THRESHOLDS: Array<[BlockAnimation['threshold'], string]> = [
  [0, 'As soon as any of it shows'],
  [0.1, 'When a tenth shows'],
  [0.25, 'When a quarter shows'],
  [0.5, 'When half shows (default)'],
  [1, 'When all of it shows'],
];

/** A block's entrance animation: its style, and how much must be on screen before it plays. */
export function BlockAnimationFields({
  block,
  onChange,
}: {
  block: LayoutBlock;
  onChange: (animation: BlockAnimation | undefined) => void;
}) {
  const style = block.animation?.style ?? 'none';
  const threshold = block.animation?.threshold ?? 0.5;
  return (
    <fieldset className="field-group">
      <legend>Entrance animation</legend>
      <div className="field">
        <label htmlFor="block-animation-style">Animation</label>
        <select
          id="block-animation-style"
          value={style}
          onChange={(event) => {
            const next = event.target.value as BlockAnimation['style'];
            onChange(next === 'none' ? undefined : { style: next, threshold });
          }}
        >
          {STYLES.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      {style !== 'none' && (
        <div className="field">
          <label htmlFor="block-animation-threshold">Plays</label>
          <select
            id="block-animation-threshold"
            value={String(threshold)}
            onChange={(event) =>
              onChange({ style, threshold: Number(event.target.value) as BlockAnimation['threshold'] })
            }
          >
            {THRESHOLDS.map(([value, label]) => (
              <option key={value} value={String(value)}>
                {label}
              </option>
            ))}
          </select>
          <p className="muted">Visitors who ask for reduced motion see the block without it.</p>
        </div>
      )}
    </fieldset>
  );
}
