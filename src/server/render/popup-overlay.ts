import { popupOverlayOf, type PopupOverlaySettings } from '../../shared/api/popup-overlay';
import type { WebsiteSettings } from '../../shared/api/site';
import type { PageType } from '../../shared/enums/platform';
import type { Layout } from '../../shared/layout/layout';
import { safeHref } from '../../shared/links/classify';
import { safeMediaSrc } from '../../shared/links/media';
import type { PopupView } from '../../site/view-model';

/** The runtime feature of the popup overlay: only on pages of sites whose popup is on. */
export const POPUP_RUNTIME_FEATURE = 'popup';

/**
 * Pages that never carry the popup: it would cover a password prompt, an error, or a purchase
 * in progress (custom store pages never carry it either: they do not go through this).
 */
const PAGES_WITHOUT_POPUP: ReadonlySet<PageType> = new Set([
  'lock-screen',
  'access-denied',
  'not-found',
  'error',
  'cart',
  'checkout',
]);

/** The site's popup when it is switched on; null otherwise. */
export function activePopupOf(settings: Partial<WebsiteSettings>): PopupOverlaySettings | null {
  const popup = popupOverlayOf(settings.popupOverlay);
  return popup.enabled ? popup : null;
}

export function pageShowsPopup(settings: Partial<WebsiteSettings>, pageType: PageType): boolean {
  return activePopupOf(settings) !== null && !PAGES_WITHOUT_POPUP.has(pageType);
}

/** A fixed block id for the popup's newsletter form in the layout the resources are loaded from. */
export const POPUP_FORM_BLOCK_ID = 'f0f0f0f0f0f0f0f0f0f0f0f0';

/**
 * The popup's newsletter form as a one-block layout: added to the page's layouts, it makes the
 * page load the form's definition, the `forms` runtime and the form's captcha sources exactly as
 * a newsletter block would.
 */
export function popupLayoutOf(popup: PopupOverlaySettings): Layout {
  if (popup.action !== 'newsletter' || popup.formId === '') return { columns: 12, blocks: [] };
  return {
    columns: 12,
    blocks: [
      {
        id: POPUP_FORM_BLOCK_ID,
        type: 'newsletter',
        grid: { column: 1, span: 12 },
        data: { formId: popup.formId, title: '', description: '', alignment: 'center' },
      },
    ],
  };
}

/** What the page renders (hidden until the runtime opens it); links and images pass the URL rules again. */
export function popupViewOf(popup: PopupOverlaySettings): PopupView {
  const image = safeMediaSrc(popup.imageUrl);
  const href = safeHref(popup.buttonHref);
  return {
    style: popup.style,
    theme: popup.theme,
    headline: popup.headline,
    body: popup.body,
    ...(image ? { image: { src: image, alt: popup.imageAlt } } : {}),
    action:
      popup.action === 'newsletter'
        ? { kind: 'newsletter', formId: popup.formId }
        : href && popup.buttonLabel
          ? { kind: 'button', label: popup.buttonLabel, href }
          : { kind: 'none' },
  };
}

/**
 * The popup's parts for one page: what the site view gains, the layouts it adds (its form) and
 * its runtime feature; all empty when the page does not carry it.
 */
export function popupOnPage(
  settings: Partial<WebsiteSettings>,
  pageType: PageType,
): { site: { popup?: PopupView }; layouts: Layout[]; features: string[] } {
  const popup = pageShowsPopup(settings, pageType) ? activePopupOf(settings) : null;
  if (!popup) return { site: {}, layouts: [], features: [] };
  return {
    site: { popup: popupViewOf(popup) },
    layouts: [popupLayoutOf(popup)],
    features: [POPUP_RUNTIME_FEATURE],
  };
}
