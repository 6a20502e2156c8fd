/**
 * Video slides whose video is an uploaded file play in place: the press swaps the poster for a
 * native `<video>` (nothing of it loads before). A provider video keeps its link to the
 * provider (or opens in the lightbox when the gallery has it on). Autoplay hears the video's
 * play and pause events (autoplay.ts).
 */
export function bindVideoSlides(root: HTMLElement): () => void {
  const click = (event: MouseEvent) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('.sqs-gallery__link--video');
    const slide = link?.closest<HTMLElement>('[data-video-file]');
    if (!link || !slide) return;
    event.preventDefault();
    const video = root.ownerDocument.createElement('video');
    video.src = slide.dataset.videoFile!;
    video.controls = true;
    video.playsInline = true;
    video.className = 'sqs-gallery__img';
    video.setAttribute('aria-label', link.getAttribute('aria-label') ?? '');
    link.replaceWith(video);
    void video.play().catch(() => {});
    video.focus();
  };
  root.addEventListener('click', click);
  return () => root.removeEventListener('click', click);
}
