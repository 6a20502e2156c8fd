/**
 * One paged gallery (slideshow, slider, carousel) brought to life: previous/next, keyboard,
 * autoplay, swipe, the linked thumbnail strip, history with `itemId`, the index load window and
 * screen-reader announcements. The rules are rules.ts; this file only wires them to the DOM.
 */
import { ACTIVE_ALIGNMENTS, GALLERY, type GalleryConfig } from '../../shared/media/gallery-config';
import { galleryRuntimeMessages as text } from '../../shared/messages/en-US/runtime/gallery';
import { startAutoplay } from './autoplay';
import { createLinkedGroup, type LinkedMember } from './linked';
import {
  allFit,
  autoplayAllowed,
  autoplayNext,
  carouselSlidesPerRow,
  disabledControls,
  groupStart,
  itemIdIndex,
  keyAction,
  loadWindow,
  slideDurationS,
  snapFraction,
  step,
  stripClick,
  withItemId,
} from './rules';
import { bindSwipe } from './swipe';
import { bindStrip } from './strip';
import { animateSlideshow } from './transitions';
import type { GalleryVideos } from './video-slides';
import type { LoadQueue } from './load-queue';

export interface GalleryEnvironment {
  view: Window;
  inEditorFrame: boolean;
  random: () => number;
  /** The page's image load queue (§9 concurrency); without it window images load at once. */
  loadQueue?: LoadQueue;
}

export function startPagedGallery(
  root: HTMLElement,
  config: GalleryConfig,
  env: GalleryEnvironment,
  videos?: Pick<GalleryVideos, 'stopExcept'>,
): () => void {
  const { view } = env;
  const list = root.querySelector<HTMLElement>('.sqs-gallery__slides')!;
  const slides = [...list.querySelectorAll<HTMLElement>(':scope > .sqs-gallery__slide')];
  const count = slides.length;
  const previous = root.querySelector<HTMLButtonElement>('.sqs-gallery__control--previous');
  const next = root.querySelector<HTMLButtonElement>('.sqs-gallery__control--next');
  const status = root.querySelector<HTMLElement>('.sqs-gallery__status');
  const reduced = view.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const slideshow = config.design === 'slideshow';
  const cleanups: Array<() => void> = [];
  const listen = <K extends keyof HTMLElementEventMap>(
    target: HTMLElement,
    type: K,
    handler: (event: HTMLElementEventMap[K]) => void,
  ) => {
    target.addEventListener(type, handler);
    cleanups.push(() => target.removeEventListener(type, handler));
  };

  const perView = () =>
    config.design === 'carousel' ? carouselSlidesPerRow(config.slidesPerRow, root.clientWidth) : 1;
  const speedS = reduced ? 0 : slideshow ? GALLERY.stacked.speedS : GALLERY.swipe.scrollAnimationS;
  root.classList.add('is-enhanced', `is-${config.transition}`);
  root.style.setProperty('--gallery-speed', `${speedS}s`);
  root.style.setProperty('--gallery-zoom', String(GALLERY.kenBurnsZoom));
  root.style.setProperty('--gallery-autoplay', `${config['autoplay-duration']}s`);

  let animatingUntil = 0;
  let current = 0;
  const ids = slides.map((slide) => ({ id: slide.dataset.slideId ?? '', url: slide.dataset.slideUrl ?? '' }));

  const refreshControls = () => {
    const fit = config.design === 'carousel' && allFit(count, perView());
    root.classList.toggle('all-fit', fit || count <= 1);
    const disabled = disabledControls(current, count, config.loop, perView());
    if (previous) previous.disabled = disabled.previous;
    if (next) next.disabled = disabled.next;
    root.toggleAttribute('data-reached-beginning', !config.loop && current === 0);
    root.toggleAttribute('data-reached-end', !config.loop && current + perView() >= count);
  };

  const main: LinkedMember = {
    animating: () => view.performance.now() < animatingUntil,
    show(index, instant) {
      const before = current;
      current = index;
      if (slideshow) {
        const durationS =
          config.transition === 'fade' || config.transition === 'ken-burns'
            ? speedS * GALLERY.stacked.fadeExitFactor
            : reduced
              ? 0
              : config.transition === 'scroll'
                ? GALLERY.swipe.scrollAnimationS
                : slideDurationS(1, root.clientWidth);
        animatingUntil = instant ? 0 : view.performance.now() + durationS * 1000;
        slides.forEach((slide, at) => {
          slide.classList.toggle('is-current', at === index);
          slide.toggleAttribute('inert', at !== index);
        });
        if (before !== index)
          animateSlideshow(
            slides[before]!,
            slides[index]!,
            config.transition,
            index > before ? 1 : -1,
            durationS,
          );
        for (const link of root.querySelectorAll<HTMLElement>('.sqs-gallery__pager [data-gallery-index]'))
          link.setAttribute('aria-current', String(Number(link.dataset.galleryIndex) === index));
      } else {
        animatingUntil = instant ? 0 : view.performance.now() + speedS * 1000;
        const left = slides[index]!.offsetLeft - slides[0]!.offsetLeft;
        list.scrollTo({ left, behavior: reduced || instant ? 'auto' : 'smooth' });
      }
      // §4: a video in a slide that is no longer current stops.
      if (videos) videos.stopExcept(slides[index]!);
      else
        slides.forEach((slide, at) => {
          if (at !== index) for (const video of slide.querySelectorAll('video')) video.pause();
        });
      for (const at of loadWindow(index, count, GALLERY.stacked.preload)) {
        const image = slides[at]?.querySelector('img');
        if (!image) continue;
        if (env.loadQueue) env.loadQueue.add(image);
        else image.loading = 'eager';
      }
      refreshControls();
    },
  };

  const initial = itemIdIndex(view.location.search, ids, config.history, env.inEditorFrame) ?? 0;
  const group = createLinkedGroup(count, initial);
  group.add(main);

  /** A visitor's move: announced, and recorded in the address when the gallery keeps history. */
  const go = (index: number) => {
    if (index === current || !group.request(index)) return;
    if (status) status.textContent = `${text.slideChanged}${current + 1}${text.slideLabel}${count}`;
    if (config.history && !env.inEditorFrame)
      view.history.replaceState(view.history.state, '', withItemId(view.location.href, ids[current]!.id));
  };
  const strip = root.querySelector<HTMLElement>('.sqs-gallery__strip');
  if (strip)
    cleanups.push(
      bindStrip(strip, group, view, reduced, {
        alignment: ACTIVE_ALIGNMENTS[config['active-alignment']],
        currentClick: config['current-click'],
        loop: config.loop,
        onChange: go,
      }),
    );
  const move = (delta: 1 | -1) => {
    const size = perView();
    const from = size > 1 ? groupStart(current, size) : current;
    const target = step(from, delta * size, count, config.loop);
    go(target.index);
  };

  // The first slide (or the one `itemId` names), shown without animation in every linked member.
  group.request(initial, true);

  for (const [button, delta] of [
    [previous, -1],
    [next, 1],
  ] as const) {
    if (!button) continue;
    button.hidden = false;
    listen(button, 'click', () => move(delta));
  }
  listen(root, 'keydown', (event) => {
    const action = keyAction(event.key);
    const target = event.target as HTMLElement;
    if (!action || target.closest('input, textarea, select, .sqs-gallery__strip')) return;
    event.preventDefault();
    if (action === 'first') go(0);
    else if (action === 'last') go(count - 1);
    else move(action === 'next' ? 1 : -1);
  });
  for (const link of root.querySelectorAll<HTMLAnchorElement>('.sqs-gallery__pager [data-gallery-index]'))
    listen(link, 'click', (event) => {
      event.preventDefault();
      go(Number(link.dataset.galleryIndex));
    });
  if (slideshow) {
    cleanups.push(
      bindSwipe(list, {
        boundary: config['swipe-boundaries'] ?? (config.loop ? 'none' : 'inertial'),
        snapFraction: snapFraction(config['swipe-snap-point']),
        loop: config.loop,
        position: () => ({ index: current, count, slide: slides[current] }),
        onSwipe: (direction) => direction !== 0 && move(direction),
      }),
    );
    // Stacked click behaviour (§9: next) on a slide without a link of its own.
    listen(list, 'click', (event) => {
      if ((event.target as Element).closest('a, button, video')) return;
      const target = stripClick(current, current, count, config['current-click'], config.loop);
      if (target !== undefined) go(target);
    });
  } else {
    // Native scrolling (touch swipe, trackpad) moves the row: follow it, debounced (§9: 100 ms).
    let settle: number | undefined;
    listen(list, 'scroll', () => {
      view.clearTimeout(settle);
      settle = view.setTimeout(() => {
        if (main.animating()) return;
        const left = list.scrollLeft + slides[0]!.offsetLeft;
        const nearest = slides.reduce(
          (best, slide, at) =>
            Math.abs(slide.offsetLeft - left) < Math.abs(slides[best]!.offsetLeft - left) ? at : best,
          0,
        );
        current = nearest;
        refreshControls();
      }, GALLERY.resizeDebounceMs);
    });
    let resize: number | undefined;
    const onResize = () => {
      view.clearTimeout(resize);
      resize = view.setTimeout(refreshControls, GALLERY.resizeDebounceMs);
    };
    view.addEventListener('resize', onResize);
    cleanups.push(() => view.removeEventListener('resize', onResize));
  }

  if (autoplayAllowed(config.autoplay, view.location.search, reduced)) {
    const autoplay = startAutoplay(
      root,
      config['autoplay-duration'] * 1000,
      () => {
        const size = perView();
        const target =
          size > 1
            ? step(groupStart(current, size), size, count, true).index
            : autoplayNext(current, count, config['autoplay-order'], env.random());
        group.request(target);
      },
      view,
    );
    cleanups.push(() => autoplay.stop());
  }

  return () => {
    for (const cleanup of cleanups) cleanup();
    root.classList.remove('is-enhanced');
  };
}
