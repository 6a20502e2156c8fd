/**
 * Autoplay (§4, §9): advances every `autoplay-duration` seconds; pauses while the pointer is over
 * the gallery or its controls (not on mobile), while focus is inside it, while one of its videos
 * plays, and when the visitor presses Pause (WCAG 2.2.2). The caller decides whether it runs at
 * all (`autoplayAllowed`: `?nomotion=true` and prefers-reduced-motion turn it off).
 */
import { galleryRuntimeMessages as text } from '../../shared/messages/en-US/runtime/gallery';
import { VIDEO_PLAYING_EVENT, VIDEO_STOPPED_EVENT } from '../controllers/video-events';
import { pausesOnHover } from './rules';

export type PauseReason = 'hover' | 'focus' | 'video' | 'visitor';

export interface Autoplay {
  readonly paused: boolean;
  stop(): void;
}

export function startAutoplay(
  root: HTMLElement,
  durationMs: number,
  advance: () => void,
  view: Pick<Window, 'innerWidth' | 'setTimeout' | 'clearTimeout'>,
): Autoplay {
  const reasons = new Set<PauseReason>();
  let timer: number | undefined;
  const schedule = () => {
    view.clearTimeout(timer);
    timer = reasons.size === 0 ? view.setTimeout(tick, durationMs) : undefined;
    root.toggleAttribute('data-autoplay-paused', reasons.size > 0);
  };
  const tick = () => {
    advance();
    schedule();
  };
  const pause = (reason: PauseReason) => () => {
    reasons.add(reason);
    schedule();
  };
  const resume = (reason: PauseReason) => () => {
    if (!reasons.delete(reason)) return;
    schedule();
  };

  const button = root.ownerDocument.createElement('button');
  button.type = 'button';
  button.className = 'sqs-gallery__autoplay';
  const label = () => {
    const paused = reasons.has('visitor');
    button.textContent = paused ? text.play : text.pause;
    button.setAttribute('aria-pressed', String(paused));
  };
  button.addEventListener('click', () => {
    if (reasons.has('visitor')) resume('visitor')();
    else pause('visitor')();
    label();
  });
  label();
  root.querySelector('.sqs-gallery__viewport')?.append(button);

  const listeners: Array<[string, EventListener, boolean]> = [
    [
      'pointerenter',
      (event) =>
        (event as PointerEvent).pointerType !== 'touch' && pausesOnHover(view.innerWidth) && pause('hover')(),
      false,
    ],
    ['pointerleave', resume('hover'), false],
    ['focusin', pause('focus'), false],
    [
      'focusout',
      (event) => !root.contains((event as FocusEvent).relatedTarget as Node | null) && resume('focus')(),
      false,
    ],
    ['play', pause('video'), true],
    ['pause', resume('video'), true],
    ['ended', resume('video'), true],
    // A provider's player (an iframe, without media events) says so itself (video-players.ts).
    [VIDEO_PLAYING_EVENT, pause('video'), false],
    [VIDEO_STOPPED_EVENT, resume('video'), false],
  ];
  for (const [type, listener, capture] of listeners) root.addEventListener(type, listener, capture);
  schedule();

  return {
    get paused() {
      return reasons.size > 0;
    },
    stop() {
      view.clearTimeout(timer);
      button.remove();
      for (const [type, listener, capture] of listeners) root.removeEventListener(type, listener, capture);
    },
  };
}
