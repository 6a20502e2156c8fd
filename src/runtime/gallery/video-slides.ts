/**
 * Video slides of a gallery without lightbox play in place (§4 "Video"):
 * - an uploaded file: the press swaps the poster for a native `<video>` (nothing of it loads before);
 * - a provider video: the press lays the video block's player over the poster (the same code as
 *   the lightbox's video slide, loaded as a chunk on the first press), which asks first where the
 *   slide carries `data-consent-required`, then loads the provider's privacy-enhanced player.
 * Autoplay hears a native video's play/pause and the player's `sqs-video-playing`/`-stopped`
 * events (autoplay.ts). A slide that stops being current gets its poster back (`stopExcept`).
 */
import { LIGHTBOX } from '../../shared/media/lightbox-markup';
import type { VideoSlide } from '../lightbox/video-slide';

export interface GalleryVideos {
  /** Every video outside `current` stops: a native one pauses, a provider's player is removed. */
  stopExcept(current: Element): void;
  cleanup(): void;
}

export function bindVideoSlides(root: HTMLElement): GalleryVideos {
  const doc = root.ownerDocument;
  const players = new Map<HTMLElement, VideoSlide>();

  const playFile = (link: HTMLAnchorElement, file: string) => {
    const video = doc.createElement('video');
    video.src = file;
    video.controls = true;
    video.playsInline = true;
    video.className = 'sqs-gallery__img';
    video.setAttribute('aria-label', link.getAttribute('aria-label') ?? '');
    link.replaceWith(video);
    void video.play().catch(() => {});
    video.focus();
  };

  const playProvider = (link: HTMLAnchorElement, slide: HTMLElement, url: string) => {
    if (players.has(slide)) return;
    void import('../lightbox/video-slide').then(
      ({ createVideoSlide }) => {
        const player = createVideoSlide({
          type: 'video',
          src: '',
          width: 0,
          height: 0,
          alt: link.getAttribute('aria-label') ?? '',
          caption: '',
          videoUrl: url,
          consentRequired: link.hasAttribute(LIGHTBOX.consentRequired),
        });
        player.element.className = 'sqs-gallery__player';
        players.set(slide, player);
        // Over the poster, which keeps the slide's size; the poster link leaves the tab order.
        link.tabIndex = -1;
        link.after(player.element);
        player.element.querySelector<HTMLButtonElement>('.sqs-video__play')?.click();
      },
      // The chunk failed to load (offline): the link goes to the provider as without JavaScript.
      () => doc.defaultView?.location.assign(link.href),
    );
  };

  const click = (event: MouseEvent) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('.sqs-gallery__link--video');
    const slide = link?.closest<HTMLElement>('.sqs-gallery__slide');
    if (!link || !slide || !root.contains(slide)) return;
    const file = slide.dataset.videoFile;
    const url = link.getAttribute(LIGHTBOX.videoUrl);
    if (!file && !url) return;
    event.preventDefault();
    if (file) playFile(link, file);
    else playProvider(link, slide, url!);
  };
  root.addEventListener('click', click);

  const remove = (slide: HTMLElement, player: VideoSlide) => {
    player.destroy();
    player.element.remove();
    players.delete(slide);
    slide.querySelector<HTMLElement>('.sqs-gallery__link--video')?.removeAttribute('tabindex');
  };

  return {
    stopExcept(current) {
      for (const [slide, player] of players) if (slide !== current) remove(slide, player);
      for (const video of root.querySelectorAll('video'))
        if (!current.contains(video) && !video.paused) video.pause();
    },
    cleanup() {
      root.removeEventListener('click', click);
      for (const [slide, player] of players) remove(slide, player);
    },
  };
}
