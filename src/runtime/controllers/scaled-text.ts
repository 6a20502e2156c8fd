/**
 * Scaled text (media-and-platform §9 "Text shrink"): each `[data-scaled-text]` line is sized
 * to fill its box's width on one line, never under 11 px nor over the owner's largest size,
 * and refitted 100 ms after the box stops changing size (a ResizeObserver; web fonts arriving
 * late change the width too, so it refits when they load).
 */
import {
  fittedFontSize,
  SCALED_TEXT_MIN_FONT_PX,
  SCALED_TEXT_RESIZE_DELAY_MS,
} from '../../shared/blocks/behaviour';

/** The size text is measured at: any size works (width scales linearly); a large one is precise. */
const MEASURE_AT_PX = 100;

function fit(box: HTMLElement): void {
  const line = box.firstElementChild as HTMLElement | null;
  if (!line) return;
  const max = Number(box.dataset.maxFontSize) || 160;
  const min = Number(box.dataset.minFontSize) || SCALED_TEXT_MIN_FONT_PX;
  const available = box.clientWidth;
  line.style.whiteSpace = 'nowrap';
  line.style.display = 'inline-block';
  line.style.fontSize = `${MEASURE_AT_PX}px`;
  const measuredWidth = line.getBoundingClientRect().width;
  const size = fittedFontSize({ measuredWidth, measuredAt: MEASURE_AT_PX, available, min, max });
  line.style.fontSize = `${size}px`;
  line.style.display = '';
  // At the minimum a long line may still not fit: let it wrap rather than overflow.
  line.style.whiteSpace =
    size <= min && (measuredWidth * size) / MEASURE_AT_PX > available ? 'normal' : 'nowrap';
  box.dataset.scaledTextFitted = String(size);
}

export function enhanceScaledText(root: ParentNode): () => void {
  const boxes = [...root.querySelectorAll<HTMLElement>('[data-scaled-text]')];
  if (boxes.length === 0) return () => {};
  const fitAll = () => boxes.forEach(fit);
  fitAll();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const later = () => {
    clearTimeout(timer);
    timer = setTimeout(fitAll, SCALED_TEXT_RESIZE_DELAY_MS);
  };
  const widths = new Map<Element, number>();
  const observer =
    typeof ResizeObserver === 'function'
      ? new ResizeObserver((entries) => {
          // Only a change of width matters; our own font-size change alters the height.
          const changed = entries.some((entry) => {
            const width = Math.round(entry.contentRect.width);
            const before = widths.get(entry.target);
            widths.set(entry.target, width);
            return before !== undefined && before !== width;
          });
          if (changed) later();
        })
      : undefined;
  boxes.forEach((box) => observer?.observe(box));
  void document.fonts?.ready.then(fitAll);
  return () => {
    clearTimeout(timer);
    observer?.disconnect();
    for (const box of boxes) {
      const line = box.firstElementChild as HTMLElement | null;
      line?.style.removeProperty('font-size');
      line?.style.removeProperty('white-space');
      delete box.dataset.scaledTextFitted;
    }
  };
}
