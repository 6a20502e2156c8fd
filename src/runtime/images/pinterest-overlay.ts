/**
 * The Pinterest overlay (visitor-runtime §3 page context `pinterestOverlay`): a "Save" link over
 * each content image, shown on hover and keyboard focus. Link-only: it opens Pinterest's own
 * "create pin" page in a new tab with the image and the page's address, so no Pinterest script
 * ever loads on the site (and no third party learns of a visit until someone clicks).
 */
import { siteRuntimeMessages } from '../../shared/messages/en-US/runtime/site-behaviour';

export const PIN_CREATE_URL = 'https://www.pinterest.com/pin/create/button/';
export const PIN_BUTTON_CLASS = 'sqs-pin-it';
/** Content images: image blocks (not logos, icons or the shop's thumbnails). */
const CONTENT_IMAGES = '.sqs-block-image .sqs-block-image__img';

/** The create-pin address: the image, the page it is on (no query, no fragment) and its description. */
export function pinUrl(imageUrl: string, pageUrl: string, description: string): string {
  const query = new URLSearchParams({ url: pageUrl, media: imageUrl });
  if (description !== '') query.set('description', description.slice(0, 500));
  return `${PIN_CREATE_URL}?${query.toString()}`;
}

/** Adds one Save link to each content image's block; returns the undo. */
export function addPinButtons(
  root: ParentNode,
  location: Pick<Location, 'origin' | 'pathname' | 'href'>,
): () => void {
  const added: HTMLElement[] = [];
  const pageUrl = `${location.origin}${location.pathname}`;
  for (const image of root.querySelectorAll<HTMLImageElement>(CONTENT_IMAGES)) {
    const block = image.closest<HTMLElement>('.sqs-block-image');
    if (!block || block.querySelector(`.${PIN_BUTTON_CLASS}`)) continue;
    const source = image.getAttribute('src') ?? '';
    if (source === '' || source.startsWith('data:')) continue;
    const imageUrl = new URL(source, location.href).href;
    const link = document.createElement('a');
    link.className = PIN_BUTTON_CLASS;
    link.href = pinUrl(imageUrl, pageUrl, image.alt);
    link.target = '_blank';
    link.rel = 'noopener noreferrer';
    link.textContent = siteRuntimeMessages.pinSave;
    link.setAttribute(
      'aria-label',
      image.alt ? `${siteRuntimeMessages.pinSaveLabel}: ${image.alt}` : siteRuntimeMessages.pinSaveLabel,
    );
    block.classList.add('sqs-block-image--pinnable');
    block.append(link);
    added.push(link);
  }
  return () => {
    for (const link of added) {
      link.parentElement?.classList.remove('sqs-block-image--pinnable');
      link.remove();
    }
  };
}
