/**
 * The lightbox viewer (media-and-platform §3/§4 "Lightbox", §9): loaded by the `lightbox`
 * feature on the first open, never before. PhotoSwipe 5 draws and animates it (pinch-zoom,
 * swipe, srcset with `sizes` set to the drawn width, focus kept inside); this wrapper gives it
 * the spec's names and constants: themes, title, padding 100, speed 0.6 s, keys throttled to
 * 200 ms, arrows fading after 500 ms, 2% edge clicks, wrapping previous/next, the caption toggle,
 * video slides at 56.3%, the body's open class, `historyHash`, and a place in the managed-dialog
 * stack so Escape closes it first (and a signed-in owner's Escape goes no further).
 */
import PhotoSwipe from 'photoswipe';
import type { SlideData } from 'photoswipe';
import { LIGHTBOX } from '../../shared/media/lightbox-markup';
import { lightboxRuntimeMessages as text } from '../../shared/messages/en-US/runtime/lightbox';
import { adoptStyles } from '../core/adopt-styles';
import { pushDialog } from '../core/dialog-stack';
import { trackHistory, type LightboxHistory } from './history';
import { itemsOf, slideOf, type LightboxSlide } from './items';
import {
  BODY_OPEN_CLASS,
  LIGHTBOX_DEFAULTS,
  createThrottle,
  edgeHit,
  keyAction,
  slidePadding,
  themeOf,
  usesHistory,
  wrapIndex,
} from './rules';
import { LIGHTBOX_CSS } from './styles';
import { createVideoSlide, type VideoSlide } from './video-slide';

/** PhotoSwipe's stylesheet, put in by the build (scripts/build.mjs); absent in unit tests. */
declare const PHOTOSWIPE_CSS: string | undefined;

type Slide = SlideData & { lightbox: LightboxSlide };
type NavigationAction = 'previous' | 'next' | 'first' | 'last';

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

let current: PhotoSwipe | null = null;

/** Opens the set's item at `index`; focus returns to `opener` when it closes. */
export function openLightbox(set: HTMLElement, index: number, opener: HTMLElement | null): void {
  if (current) return;
  const items = itemsOf(set);
  if (items.length === 0) return;
  adoptStyles('photoswipe', typeof PHOTOSWIPE_CSS === 'string' ? PHOTOSWIPE_CSS : '');
  adoptStyles('lightbox', LIGHTBOX_CSS);

  const theme = themeOf(set.getAttribute(LIGHTBOX.theme) ?? undefined);
  const title = set.getAttribute(LIGHTBOX.title) || LIGHTBOX_DEFAULTS.title;
  const setId = set.getAttribute(LIGHTBOX.set) ?? '';
  const slides: Slide[] = items.map((item) => {
    const lightbox = slideOf(item);
    return {
      lightbox,
      type: lightbox.type,
      width: lightbox.width,
      height: lightbox.height,
      alt: lightbox.alt,
      ...(lightbox.type === 'image' ? { src: lightbox.src } : {}),
      ...(lightbox.srcset ? { srcset: lightbox.srcset } : {}),
    };
  });
  const speedMs = LIGHTBOX_DEFAULTS.speed * 1000;

  const pswp = new PhotoSwipe({
    dataSource: slides,
    index: wrapIndex(index, slides.length),
    mainClass: `sqs-lightbox sqs-lightbox--${theme}`,
    bgOpacity: 0.95,
    paddingFn: (viewport) => slidePadding({ width: viewport.x, height: viewport.y }),
    showHideAnimationType: 'fade',
    showAnimationDuration: speedMs,
    hideAnimationDuration: speedMs,
    loop: true,
    // Keys are ours (throttled, Home/End, Escape through the dialog stack); focus return too.
    arrowKeys: false,
    escKey: false,
    returnFocus: false,
    trapFocus: true,
    closeTitle: text.close,
    zoomTitle: text.zoom,
    arrowPrevTitle: text.previous,
    arrowNextTitle: text.next,
    errorMsg: text.imageFailed,
  });
  current = pswp;

  // PhotoSwipe ignores close() while its opening fade runs; a visitor's Escape (or press of the
  // close button) must not be lost: every way of closing goes through this wrapper.
  let closeWhenOpened = false;
  const closeNow = pswp.close.bind(pswp);
  pswp.close = () => {
    if (pswp.opener.isOpening) closeWhenOpened = true;
    else closeNow();
  };
  // A move asked for during the opening fade waits for its end too: PhotoSwipe makes the
  // neighbouring slides only then, and a move before would show (and caption) nothing.
  let moveWhenOpened: NavigationAction | undefined;
  pswp.on('openingAnimationEnd', () => {
    // After PhotoSwipe's own handlers of this event (they bind its keys and focus trap).
    if (closeWhenOpened) window.setTimeout(closeNow);
    else if (moveWhenOpened) {
      const action = moveWhenOpened;
      window.setTimeout(() => go(action));
    }
    moveWhenOpened = undefined;
  });
  const close = () => pswp.close();

  const go = (action: NavigationAction) => {
    if (pswp.opener.isOpening) {
      moveWhenOpened = action;
      return;
    }
    const count = pswp.getNumItems();
    const target =
      action === 'first' ? 0 : action === 'last' ? count - 1 : pswp.currIndex + (action === 'next' ? 1 : -1);
    const next = wrapIndex(target, count);
    if (next === pswp.currIndex) return;
    const direction = action === 'next' || (action === 'last' && next > pswp.currIndex) ? 1 : -1;
    pswp.goTo(next);
    slideIn(pswp, direction);
  };
  // PhotoSwipe's own arrow buttons call these: they slide at the §9 speed too.
  pswp.next = () => go('next');
  pswp.prev = () => go('previous');

  // Clicks in the 2% edge margin navigate; elsewhere PhotoSwipe's own action (close, zoom). The
  // move follows the native click (PhotoSwipe skips its own click handling while a slide
  // settles); its action is only kept from also running there.
  const atEdge = (event: { originalEvent: PointerEvent; preventDefault(): void }) => {
    if (edgeHit(event.originalEvent.clientX, window.innerWidth)) event.preventDefault();
  };
  pswp.on('bgClickAction', atEdge);
  pswp.on('imageClickAction', atEdge);
  pswp.on('tapAction', atEdge);
  const onClick = (event: MouseEvent) => {
    if ((event.target as Element).closest('button, a, video, iframe')) return;
    const side = edgeHit(event.clientX, window.innerWidth);
    if (side) go(side);
  };

  const throttle = createThrottle(LIGHTBOX_DEFAULTS.keyThrottleMs);
  const onKeyDown = (event: KeyboardEvent) => {
    const action = keyAction(event);
    if (!action || event.defaultPrevented) return;
    event.preventDefault();
    if (action === 'close') close();
    else if (throttle(performance.now())) go(action);
  };
  document.addEventListener('keydown', onKeyDown);

  // Arrows fade out after the pointer rests for 500 ms, and come back when it moves.
  let idleTimer: number | undefined;
  const onPointerMove = () => {
    pswp.element?.classList.remove('sqs-lightbox--idle');
    window.clearTimeout(idleTimer);
    idleTimer = window.setTimeout(
      () => pswp.element?.classList.add('sqs-lightbox--idle'),
      LIGHTBOX_DEFAULTS.arrowsFadeMs,
    );
  };

  registerCaption(pswp, slides);

  // Video slides: built by the video player code; a slide that leaves the screen stops.
  const videos = new Map<HTMLElement, VideoSlide>();
  pswp.on('contentLoad', (event) => {
    const data = event.content.data as Slide;
    if (data.lightbox?.type !== 'video') return;
    event.preventDefault();
    const video = createVideoSlide(data.lightbox);
    videos.set(video.element, video);
    event.content.element = video.element;
  });
  pswp.on('contentDestroy', ({ content }) => {
    const video = content.element && videos.get(content.element);
    video?.destroy();
    if (content.element) videos.delete(content.element);
  });

  let tracked: LightboxHistory | null = null;
  pswp.on('change', () => {
    for (const [element, video] of videos) if (!pswp.currSlide?.container.contains(element)) video.stop();
    tracked?.show(pswp.currIndex);
  });

  const unregister = pushDialog({ close });
  pswp.on('destroy', () => {
    document.removeEventListener('keydown', onKeyDown);
    window.clearTimeout(idleTimer);
    document.body.classList.remove(BODY_OPEN_CLASS);
    unregister();
    tracked?.closed();
    current = null;
    if (opener?.isConnected) opener.focus({ preventScroll: true });
  });

  document.body.classList.add(BODY_OPEN_CLASS);
  pswp.init();
  const root = pswp.element!;
  root.setAttribute('aria-modal', 'true');
  root.setAttribute('aria-label', title);
  root.addEventListener('pointermove', onPointerMove);
  root.addEventListener('click', onClick);
  onPointerMove();
  root.focus({ preventScroll: true });
  if (
    usesHistory({
      setWantsHistory: set.getAttribute(LIGHTBOX.history) === 'true',
      topLevel: window.top === window.self,
    })
  )
    tracked = trackHistory(setId, pswp.currIndex, {
      close,
      show: (next) => pswp.goTo(wrapIndex(next, pswp.getNumItems())),
    });
}

/**
 * The slide speed of §9 (0.6 s): PhotoSwipe moves to another item instantly for keys and arrows
 * (only its swipe gesture animates), so the row of slides (the leaving one and the arriving one
 * side by side) is slid from where it was to where it now is. The CSS `translate` property
 * composes with PhotoSwipe's own `transform`, so its positioning is left alone. Nothing moves
 * for a visitor who asks for reduced motion.
 */
function slideIn(pswp: PhotoSwipe, direction: 1 | -1): void {
  const row = pswp.container;
  if (reducedMotion() || !row?.animate) return;
  row.animate([{ translate: `${direction * pswp.mainScroll.slideWidth}px 0` }, { translate: '0 0' }], {
    duration: LIGHTBOX_DEFAULTS.slideSpeed * 1000,
    easing: 'ease-out',
  });
}

/** The caption under the slide, and the button that shows or hides it (only when a slide has one). */
function registerCaption(pswp: PhotoSwipe, slides: Slide[]): void {
  if (!slides.some((slide) => slide.lightbox.caption)) return;
  pswp.on('uiRegister', () => {
    pswp.ui?.registerElement({
      name: 'caption',
      className: 'sqs-lightbox__caption',
      tagName: 'p',
      appendTo: 'root',
      onInit: (element) => {
        element.id = 'sqs-lightbox-caption';
        element.setAttribute('aria-live', 'polite');
        pswp.on('change', () => {
          element.textContent = (pswp.currSlide?.data as Slide | undefined)?.lightbox.caption ?? '';
        });
      },
    });
    pswp.ui?.registerElement({
      name: 'caption-toggle',
      className: 'sqs-lightbox__caption-toggle',
      isButton: true,
      tagName: 'button',
      order: 9,
      appendTo: 'bar',
      html: 'Aa',
      onInit: (button) => {
        button.setAttribute('aria-controls', 'sqs-lightbox-caption');
        const sync = () => {
          const hidden = pswp.element?.classList.contains('sqs-lightbox--caption-hidden') ?? false;
          button.setAttribute('aria-pressed', String(!hidden));
          button.setAttribute('aria-label', hidden ? text.showCaption : text.hideCaption);
          button.title = hidden ? text.showCaption : text.hideCaption;
          button.hidden = !(pswp.currSlide?.data as Slide | undefined)?.lightbox.caption;
        };
        pswp.on('change', sync);
        button.addEventListener('click', () => {
          pswp.element?.classList.toggle('sqs-lightbox--caption-hidden');
          sync();
        });
      },
    });
  });
}
