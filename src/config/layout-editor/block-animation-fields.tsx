import type { BlockAnimation, LayoutBlock } from '../../shared/layout/layout';
import { t, type OwnersMessageKey } from '../text';

const STYLES: Array<[BlockAnimation['style'], OwnersMessageKey]> = [
  ['none', 'owners.layoutEditor.animation.style.none'],
  ['fade', 'owners.layoutEditor.animation.style.fade'],
  ['slide', 'owners.layoutEditor.animation.style.slide'],
  ['scale', 'owners.layoutEditor.animation.style.scale'],
];

/** The spec's thresholds (visitor-runtime §9), in words. */
const THRESHOLDS: Array<[BlockAnimation['threshold'], OwnersMessageKey]> = [
  [0, 'owners.layoutEditor.animation.threshold.any'],
  [0.1, 'owners.layoutEditor.animation.threshold.tenth'],
  [0.25, 'owners.layoutEditor.animation.threshold.quarter'],
  [0.5, 'owners.layoutEditor.animation.threshold.half'],
  [1, 'owners.layoutEditor.animation.threshold.all'],
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
      <legend>{t('owners.layoutEditor.animation.legend')}</legend>
      <div className="field">
        <label htmlFor="block-animation-style">{t('owners.layoutEditor.animation.style')}</label>
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
              {t(label)}
            </option>
          ))}
        </select>
      </div>
      {style !== 'none' && (
        <div className="field">
          <label htmlFor="block-animation-threshold">{t('owners.layoutEditor.animation.threshold')}</label>
          <select
            id="block-animation-threshold"
            value={String(threshold)}
            onChange={(event) =>
              onChange({ style, threshold: Number(event.target.value) as BlockAnimation['threshold'] })
            }
          >
            {THRESHOLDS.map(([value, label]) => (
              <option key={value} value={String(value)}>
                {t(label)}
              </option>
            ))}
          </select>
          <p className="muted">{t('owners.layoutEditor.animation.reducedMotion')}</p>
        </div>
      )}
    </fieldset>
  );
}
