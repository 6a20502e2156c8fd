/**
 * Block animations (visitor-runtime §4, §9): a block with an entrance animation gets the
 * `animation-loaded` class once at least its threshold share is visible (0, 0.1, 0.25, 0.5 or
 * 1; 0.5 by default) and the images inside it have loaded; the stylesheet plays the entrance
 * (0.3 s). Off in the editor's preview (edit mode) and when reduced motion is preferred: every
 * block is marked at once, so nothing waits hidden.
 *
 * The stylesheet hides waiting blocks only while `html[data-block-animations]` is set, which this
 * controller sets; if the script never runs, a CSS fallback shows them after 2 s.
 */
import {
  ANIMATION_LOADED_CLASS,
  ANIMATION_THRESHOLDS,
  animationThresholdOf,
  reachedThreshold,
} from '../../shared/blocks/behaviour';

export interface BlockAnimationOptions {
  /** The owners' preview frame: edit mode, where blocks never wait to appear. */
  inEditor: boolean;
  reducedMotion: boolean;
}

/** Resolves once every image inside `element` has loaded or failed (a broken image must not hold it back). */
function imagesSettled(element: Element): Promise<void> {
  const pending = [...element.querySelectorAll('img')].filter((image) => !image.complete);
  return Promise.all(
    pending.map(
      (image) =>
        new Promise<void>((resolve) => {
          image.addEventListener('load', () => resolve(), { once: true });
          image.addEventListener('error', () => resolve(), { once: true });
        }),
    ),
  ).then(() => undefined);
}

export function enhanceBlockAnimations(root: Document, options: BlockAnimationOptions): () => void {
  const blocks = [...root.querySelectorAll<HTMLElement>('.sqs-animate')];
  const markAll = () => blocks.forEach((block) => block.classList.add(ANIMATION_LOADED_CLASS));
  if (blocks.length === 0) return () => {};
  if (options.inEditor || options.reducedMotion || typeof IntersectionObserver !== 'function') {
    markAll();
    return () => {};
  }
  root.documentElement.dataset.blockAnimations = '';
  let stopped = false;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const block = entry.target as HTMLElement;
        const reached = reachedThreshold({
          isIntersecting: entry.isIntersecting,
          intersectionRatio: entry.intersectionRatio,
          visibleHeight: entry.intersectionRect.height,
          viewportHeight: entry.rootBounds?.height ?? window.innerHeight,
          threshold: animationThresholdOf(Number(block.dataset.animationThreshold)),
        });
        if (!reached) continue;
        // Once only: a block that has played stays as it is when scrolled away and back.
        observer.unobserve(block);
        void imagesSettled(block).then(() => {
          if (!stopped) block.classList.add(ANIMATION_LOADED_CLASS);
        });
      }
    },
    { threshold: [...ANIMATION_THRESHOLDS] },
  );
  blocks.forEach((block) => observer.observe(block));
  return () => {
    stopped = true;
    observer.disconnect();
    markAll();
    delete root.documentElement.dataset.blockAnimations;
  };
}
