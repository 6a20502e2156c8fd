/**
 * The thumbnail strip linked to a slideshow (§4, §9 "Strip"): a member of the slideshow's
 * linked group, so both show one index. Clicking a thumbnail that is not current makes it
 * current; clicking the current one does next, previous or nothing (`current-click`). The
 * current thumbnail scrolls into view at the strip's alignment (default middle) in 0.5 s.
 */
import { GALLERY, type CurrentClick, type StripAlignment } from '../../shared/media/gallery-config';
import type { LinkedGroup, LinkedMember } from './linked';
import { stripClick } from './rules';

const SCROLL_BLOCK: Record<StripAlignment, ScrollLogicalPosition> = {
  start: 'start',
  middle: 'center',
  end: 'end',
};

export function bindStrip(
  strip: HTMLElement,
  group: LinkedGroup,
  view: Window,
  reduced: boolean,
  options: {
    alignment: StripAlignment;
    currentClick: CurrentClick;
    loop: boolean;
    onChange: (index: number) => void;
  },
): () => void {
  const thumbs = [...strip.querySelectorAll<HTMLElement>('.sqs-gallery__thumb')];
  const row = strip.querySelector<HTMLElement>('.sqs-gallery__strip-slides');
  let animatingUntil = 0;
  const member: LinkedMember = {
    animating: () => view.performance.now() < animatingUntil,
    show(index, instant) {
      animatingUntil = reduced || instant ? 0 : view.performance.now() + GALLERY.strip.speedS * 1000;
      thumbs.forEach((thumb, at) => {
        thumb.classList.toggle('is-current', at === index);
        thumb.querySelector('a')?.setAttribute('aria-current', String(at === index));
      });
      const thumb = thumbs[index];
      if (thumb && row && row.scrollWidth > row.clientWidth) {
        const align = SCROLL_BLOCK[options.alignment];
        const offset = thumb.offsetLeft - row.offsetLeft;
        const left =
          align === 'start'
            ? offset
            : align === 'end'
              ? offset - row.clientWidth + thumb.clientWidth
              : offset - (row.clientWidth - thumb.clientWidth) / 2;
        row.scrollTo({ left, behavior: reduced || instant ? 'auto' : 'smooth' });
      }
    },
  };
  group.add(member);
  const click = (event: MouseEvent) => {
    const link = (event.target as Element).closest<HTMLElement>('[data-gallery-index]');
    if (!link || !strip.contains(link)) return;
    event.preventDefault();
    const target = stripClick(
      Number(link.dataset.galleryIndex),
      group.index,
      thumbs.length,
      options.currentClick,
      options.loop,
    );
    if (target !== undefined) options.onChange(target);
  };
  strip.addEventListener('click', click);
  return () => strip.removeEventListener('click', click);
}
