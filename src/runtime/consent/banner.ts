/**
 * The cookie banner controller (spec visitor-runtime §4, §5): shown while no choice exists;
 * accept and decline sit side by side with the same size and weight (declining is as easy as
 * accepting); a choice is stored, recorded on the server and removes the banner. Force,
 * update and unforce events (used by the owners' editor to preview the banner) remount it; a
 * forced banner carries the forced-display class and its buttons change nothing.
 */
import {
  normalizeCookieBannerSettings,
  type CookieBannerSettings,
  type RawCookieBannerSettings,
} from '../../shared/consent/banner-settings';
import type { ConsentRecordInput } from '../../shared/api/census';
import type { ConsentChoice } from '../../shared/consent/consent-state';
import { adoptStyles } from '../core/adopt-styles';
import type { DataLayer } from '../core/data-layer';
import { BANNER_CSS } from './banner-styles';
import { readConsent, storeConsent } from './consent-store';

export const BANNER_EVENTS = {
  force: 'cookieBanner:force',
  update: 'cookieBanner:update',
  unforce: 'cookieBanner:unforce',
} as const;
export const FORCED_DISPLAY_CLASS = 'sb-consent--forced-display';
export const REOPEN_LABEL = 'Cookie preferences';

/** Owner text may hold HTML from the editor; the banner shows its words only (no markup runs). */
function plainText(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';
}

function render(
  settings: CookieBannerSettings,
  forced: boolean,
  onChoice: (choice: ConsentChoice, banner: HTMLElement) => void,
): HTMLElement {
  const position = settings.variant === 'BAR' ? settings.barPosition : settings.popupPosition;
  const banner = document.createElement('section');
  banner.className = `sb-consent sb-consent--${settings.variant} sb-consent--${position} sb-consent--${settings.theme} sb-consent--cta-${settings.ctaVariant}${forced ? ` ${FORCED_DISPLAY_CLASS}` : ''}`;
  banner.setAttribute('aria-label', 'Cookie consent');
  banner.setAttribute('role', 'region');
  const text = plainText(settings.text);
  if (text) {
    const paragraph = document.createElement('p');
    paragraph.className = 'sb-consent__text';
    paragraph.textContent = text;
    banner.append(paragraph);
  }
  const actions = document.createElement('div');
  actions.className = 'sb-consent__actions';
  const button = (choice: ConsentChoice, label: string, icon: string) => {
    const element = document.createElement('button');
    element.type = 'button';
    element.className = `sb-consent__choice sb-consent__choice--${choice}`;
    element.dataset.choice = choice;
    if (settings.ctaVariant === 'ICON') {
      element.textContent = icon;
      element.setAttribute('aria-label', label);
      element.title = label;
    } else element.textContent = label;
    element.addEventListener('click', () => onChoice(choice, banner));
    return element;
  };
  actions.append(button('declined', settings.optOutCtaText, '✕'), button('accepted', settings.ctaText, '✓'));
  banner.append(actions);
  return banner;
}

export function startCookieBanner(raw: RawCookieBannerSettings, api: DataLayer): () => void {
  let settings = normalizeCookieBannerSettings(raw);
  let forcedRaw: RawCookieBannerSettings | null = null;
  let current: HTMLElement | null = null;
  let reopen: HTMLButtonElement | null = null;

  adoptStyles('consent-banner', BANNER_CSS);

  const unmount = () => {
    current?.remove();
    current = null;
    reopen?.remove();
    reopen = null;
  };

  const choose = (choice: ConsentChoice, banner: HTMLElement) => {
    if (banner.classList.contains(FORCED_DISPLAY_CLASS)) return;
    const consentId = storeConsent(choice);
    // The audit record; a failure must not undo the visitor's choice.
    api
      .post('consent/record', {
        json: { choice, consentId, pagePath: location.pathname } satisfies ConsentRecordInput,
      })
      .catch(() => {});
    show();
  };

  const mount = (forced: boolean) => {
    const shown =
      forced && forcedRaw
        ? normalizeCookieBannerSettings({ ...raw, ...forcedRaw, isCookieBannerEnabled: true })
        : settings;
    current = render(shown, forced, choose);
    document.body.append(current);
  };

  /** The normal state: the banner while no choice exists, else (opt in and out) a way to change it. */
  function show() {
    unmount();
    if (forcedRaw) return mount(true);
    if (!settings.enabled) return;
    if (readConsent().choice === null) return mount(false);
    if (settings.acceptType === 'OPT_IN_AND_OUT') {
      reopen = document.createElement('button');
      reopen.type = 'button';
      reopen.className = 'sb-consent-reopen';
      reopen.textContent = REOPEN_LABEL;
      reopen.addEventListener('click', () => {
        unmount();
        mount(false);
      });
      document.body.append(reopen);
    }
  }

  const detailOf = (event: Event): RawCookieBannerSettings => {
    const detail = (event as CustomEvent<unknown>).detail;
    return typeof detail === 'object' && detail !== null ? (detail as RawCookieBannerSettings) : {};
  };
  const onForce = (event: Event) => {
    forcedRaw = detailOf(event);
    show();
  };
  const onUpdate = (event: Event) => {
    if (forcedRaw) forcedRaw = { ...forcedRaw, ...detailOf(event) };
    else {
      raw = { ...raw, ...detailOf(event) };
      settings = normalizeCookieBannerSettings(raw);
    }
    show();
  };
  const onUnforce = () => {
    forcedRaw = null;
    show();
  };
  addEventListener(BANNER_EVENTS.force, onForce);
  addEventListener(BANNER_EVENTS.update, onUpdate);
  addEventListener(BANNER_EVENTS.unforce, onUnforce);
  show();
  return () => {
    removeEventListener(BANNER_EVENTS.force, onForce);
    removeEventListener(BANNER_EVENTS.update, onUpdate);
    removeEventListener(BANNER_EVENTS.unforce, onUnforce);
    unmount();
  };
}
