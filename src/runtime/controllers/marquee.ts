/**
 * Marquee (visitor-runtime §3, §4, §9): the server's one still copy of the text is repeated to
 * cover the box and moved by one copy's width in a loop, with an optional wave. It moves only
 * while on screen, never with reduced motion, never in a box under 50 px, and pauses while the
 * pointer is over it when the owner asked, or when the visitor presses its pause button (moving
 * content needs a way to stop it). A change of width rebuilds it 1000 ms after the box is still.
 */
import {
  advanceOffset,
  copiesNeeded,
  MARQUEE_DEFAULTS,
  MARQUEE_MIN_WIDTH_PX,
  MARQUEE_RERENDER_DEBOUNCE_MS,
  seamlessPeriodPx,
  waveOffsetPx,
  wavePeriodPx,
} from '../../shared/blocks/marquee-rules';
import { marqueeRuntimeMessages as text } from '../../shared/messages/en-US/runtime/marquee';

type State = 'running' | 'paused' | 'hidden' | 'reduced-motion' | 'too-narrow';

const numberOr = (value: string | undefined, fallback: number) => {
  const parsed = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(parsed) ? parsed : fallback;
};

/** Splits a copy into letters raised or lowered along the wave (position measured in the track). */
function shapeWave(copy: HTMLElement, period: number, intensity: number): void {
  const content = copy.textContent ?? '';
  copy.textContent = '';
  const letters = [...content].map((letter) => {
    const span = document.createElement('span');
    span.className = 'sqs-marquee__letter';
    span.textContent = letter;
    copy.append(span);
    return span;
  });
  const lineHeight = copy.getBoundingClientRect().height || 20;
  for (const span of letters)
    span.style.transform = `translateY(${waveOffsetPx(span.offsetLeft + span.offsetWidth / 2, period, intensity, lineHeight)}px)`;
}

function enhanceOne(box: HTMLElement, reducedMotion: MediaQueryList): () => void {
  const track = box.querySelector<HTMLElement>('.sqs-marquee__track');
  const original = track?.querySelector<HTMLElement>('.sqs-marquee__item');
  if (!track || !original) return () => {};
  const settings = {
    direction: box.dataset.animationDirection === 'right' ? 'right' : MARQUEE_DEFAULTS.animationDirection,
    speed: numberOr(box.dataset.animationSpeed, MARQUEE_DEFAULTS.animationSpeed),
    frequency: numberOr(box.dataset.waveFrequency, MARQUEE_DEFAULTS.waveFrequency),
    intensity: numberOr(box.dataset.waveIntensity, MARQUEE_DEFAULTS.waveIntensity),
    pausedOnHover: box.dataset.pausedOnHover === 'true',
  };
  const source = original.textContent ?? '';
  const toggle = document.createElement('button');
  toggle.type = 'button';
  toggle.className = 'sqs-marquee__toggle';
  box.append(toggle);
  const spoken = document.createElement('span');
  spoken.className = 'sr-only';

  let copyWidth = 0;
  let offset = 0;
  let visible = false;
  let hovered = false;
  let pausedByVisitor = false;
  let tooNarrow = false;
  let frame = 0;
  let last = 0;

  const stateNow = (): State => {
    if (reducedMotion.matches) return 'reduced-motion';
    if (tooNarrow) return 'too-narrow';
    if (pausedByVisitor || (settings.pausedOnHover && hovered)) return 'paused';
    return visible ? 'running' : 'hidden';
  };
  const place = () => {
    const shift = settings.direction === 'left' ? -offset : offset - copyWidth;
    track.style.transform = `translateX(${shift}px)`;
  };
  const tick = (now: number) => {
    frame = 0;
    if (stateNow() !== 'running') return;
    if (last !== 0) offset = advanceOffset(offset, Math.min(now - last, 100), settings.speed, copyWidth);
    last = now;
    place();
    frame = requestAnimationFrame(tick);
  };
  const update = () => {
    const state = stateNow();
    box.dataset.marqueeState = state;
    toggle.hidden = state === 'reduced-motion' || state === 'too-narrow';
    toggle.textContent = pausedByVisitor ? text.play : text.pause;
    toggle.setAttribute('aria-pressed', String(pausedByVisitor));
    if (state === 'running' && frame === 0) {
      last = 0;
      frame = requestAnimationFrame(tick);
    }
  };

  /** Back to the server's still copy (reduced motion, a narrow box, before a rebuild). */
  const restore = () => {
    spoken.remove();
    original.removeAttribute('aria-hidden');
    track.replaceChildren(original);
    original.textContent = source;
    track.style.transform = '';
    box.classList.remove('is-moving');
  };
  const build = () => {
    restore();
    const boxWidth = box.clientWidth;
    tooNarrow = boxWidth < MARQUEE_MIN_WIDTH_PX;
    if (tooNarrow || reducedMotion.matches) return update();
    box.classList.add('is-moving');
    copyWidth = original.getBoundingClientRect().width;
    const copies = copiesNeeded(boxWidth, copyWidth);
    for (let index = 1; index < copies; index += 1) {
      const clone = original.cloneNode(true) as HTMLElement;
      clone.setAttribute('aria-hidden', 'true');
      track.append(clone);
    }
    if (settings.intensity > 0) {
      const period = seamlessPeriodPx(wavePeriodPx(settings.frequency), copyWidth);
      for (const copy of track.children) shapeWave(copy as HTMLElement, period, settings.intensity);
      // Letter by letter reads badly: screen readers get the text once, whole.
      original.setAttribute('aria-hidden', 'true');
      spoken.textContent = source;
      track.before(spoken);
    }
    offset = copyWidth > 0 ? offset % copyWidth : 0;
    place();
    update();
  };

  let rebuildTimer: ReturnType<typeof setTimeout> | undefined;
  let lastWidth = box.clientWidth;
  const resizes = new ResizeObserver(() => {
    if (box.clientWidth === lastWidth) return;
    lastWidth = box.clientWidth;
    clearTimeout(rebuildTimer);
    rebuildTimer = setTimeout(build, MARQUEE_RERENDER_DEBOUNCE_MS);
  });
  const visibility = new IntersectionObserver((entries) => {
    visible = entries.some((entry) => entry.isIntersecting);
    update();
  });
  const onEnter = () => ((hovered = true), update());
  const onLeave = () => ((hovered = false), update());
  const onToggle = () => ((pausedByVisitor = !pausedByVisitor), update());
  const onMotionChange = () => build();

  build();
  resizes.observe(box);
  visibility.observe(box);
  box.addEventListener('pointerenter', onEnter);
  box.addEventListener('pointerleave', onLeave);
  toggle.addEventListener('click', onToggle);
  reducedMotion.addEventListener('change', onMotionChange);
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(rebuildTimer);
    resizes.disconnect();
    visibility.disconnect();
    box.removeEventListener('pointerenter', onEnter);
    box.removeEventListener('pointerleave', onLeave);
    reducedMotion.removeEventListener('change', onMotionChange);
    toggle.remove();
    restore();
    delete box.dataset.marqueeState;
  };
}

export function enhanceMarquees(root: ParentNode): () => void {
  const boxes = [...root.querySelectorAll<HTMLElement>('[data-marquee]')];
  if (boxes.length === 0 || typeof IntersectionObserver !== 'function') return () => {};
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
  const cleanups = boxes.map((box) => enhanceOne(box, reducedMotion));
  return () => cleanups.forEach((cleanup) => cleanup());
}
