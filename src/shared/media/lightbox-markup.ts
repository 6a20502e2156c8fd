/**
 * The markup contract between server-rendered images (gallery slides, image blocks) and the
 * `lightbox` runtime feature (media-and-platform §3 "Lightbox", §4, §9). The server marks what
 * may open in a lightbox; the feature binds clicks by delegation and loads its viewer on the
 * first open, so a page pays for the viewer only when a visitor uses it.
 *
 *   <div data-lightbox-set="{setId}" data-lightbox-theme="dark" data-lightbox-title="Gallery"
 *        data-lightbox-history="true">
 *     <a href="{largest image}" data-lightbox-item data-type="image"
 *        data-image-dimensions="2400x1600" data-lightbox-caption="…">
 *       <img srcset="…" sizes="…" alt="…">
 *     </a>
 *     <a href="{video page}" data-lightbox-item data-type="video" data-video-url="{embed address}">…</a>
 *   </div>
 *
 * Items are the set's `[data-lightbox-item]` descendants in document order; an item's index in
 * the set is its position among them. `href` keeps the item useful without JavaScript.
 */
export const LIGHTBOX = {
  /** On a container: its items form one set. Value: an id unique on the page (the block id). */
  set: 'data-lightbox-set',
  /** On the set: 'dark' (default) or 'light'. */
  theme: 'data-lightbox-theme',
  /** On the set: the dialog's accessible title (default "Gallery"). */
  title: 'data-lightbox-title',
  /** On the set: 'true' to record the open item in the address (`historyHash`). */
  history: 'data-lightbox-history',
  /** On each item (an `<a>` or `<button>`). */
  item: 'data-lightbox-item',
  /** On an item: its caption as plain text (optional). */
  caption: 'data-lightbox-caption',
  /** On a video item: the provider address or uploaded file the viewer plays. */
  videoUrl: 'data-video-url',
  /**
   * On a video item: present when the site's cookie policy needs the visitor's consent before a
   * provider loads (the video block's `thirdPartiesNeedConsent`); the viewer then asks first.
   */
  consentRequired: 'data-consent-required',
  /**
   * On an image item (optional): the srcset the viewer offers the browser; without it the
   * viewer uses the srcset of the item's `<img>`. The viewer sets `sizes` to the drawn width.
   */
  srcset: 'data-lightbox-srcset',
} as const;

/** Shared with gallery slides (media-and-platform §3 "Slide attributes"). */
export const SLIDE = {
  type: 'data-type',
  id: 'data-slide-id',
  url: 'data-slide-url',
  clickThroughUrl: 'data-click-through-url',
  /** "{width}x{height}" in pixels. */
  dimensions: 'data-image-dimensions',
  /** "{x},{y}", fractions from 0 to 1. */
  focalPoint: 'data-image-focal-point',
} as const;

export const LIGHTBOX_THEMES = ['dark', 'light'] as const;
export type LightboxTheme = (typeof LIGHTBOX_THEMES)[number];
export const DEFAULT_LIGHTBOX_TITLE = 'Gallery';
