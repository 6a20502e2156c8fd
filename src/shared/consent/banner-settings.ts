/**
 * Cookie banner settings (spec visitor-runtime §3, §5): the owner's raw values in the spec's
 * naming, normalized with the spec's defaults for missing or unrecognized values. Used by the
 * server (page context, consent records) and the visitor runtime (the banner), so both agree.
 */

export const DEFAULT_BANNER_TEXT =
  'By using this website, you agree to our use of cookies. We use cookies to provide you with a great experience and to help our website run effectively.';
export const DEFAULT_CTA_TEXT = 'Accept';
export const DEFAULT_OPT_OUT_TEXT = 'Decline';

export const ctaVariants = ['TEXT', 'BUTTON', 'ICON'] as const;
export const bannerThemes = ['LIGHT', 'DARK'] as const;
export const bannerVariants = ['BAR', 'POPUP'] as const;
export const acceptTypes = ['OPT_IN', 'OPT_IN_AND_OUT'] as const;
export const barPositions = ['TOP', 'BOTTOM'] as const;
export const popupPositions = ['TOP_LEFT', 'TOP_RIGHT', 'BOTTOM_LEFT', 'BOTTOM_RIGHT'] as const;

export type CtaVariant = (typeof ctaVariants)[number];
export type BannerTheme = (typeof bannerThemes)[number];
export type BannerVariant = (typeof bannerVariants)[number];
export type AcceptType = (typeof acceptTypes)[number];
export type BarPosition = (typeof barPositions)[number];
export type PopupPosition = (typeof popupPositions)[number];

/** As the owner saved them (page context `cookieSettings`); anything may be missing or wrong. */
export interface RawCookieBannerSettings {
  isCookieBannerEnabled?: unknown;
  cookieBannerText?: unknown;
  cookieBannerCtaText?: unknown;
  cookieBannerOptOutCtaText?: unknown;
  cookieBannerPosition?: unknown;
  cookieBannerTheme?: unknown;
  cookieBannerVariant?: unknown;
  cookieBannerCtaVariant?: unknown;
  cookieBannerAcceptType?: unknown;
  isActivityLogEnabled?: unknown;
  isAnalyticsCookiesDisabled?: unknown;
  isRestrictiveCookiePolicyAbsolute?: unknown;
}

export interface CookieBannerSettings {
  enabled: boolean;
  /** Empty when the owner left an empty paragraph: the banner then shows only its buttons. */
  text: string;
  ctaText: string;
  optOutCtaText: string;
  ctaVariant: CtaVariant;
  theme: BannerTheme;
  variant: BannerVariant;
  acceptType: AcceptType;
  /** The position for the chosen variant; the other variant's position is derived by conversion. */
  barPosition: BarPosition;
  popupPosition: PopupPosition;
  isActivityLogEnabled: boolean;
  /** Analytics cookies off until the visitor accepts (server name isRestrictiveCookiePolicyEnabled). */
  isAnalyticsCookiesDisabled: boolean;
  /** Nothing at all leaves the page without consent, not even JavaScript error reports (our reading of "absolute"). */
  isRestrictiveCookiePolicyAbsolute: boolean;
}

const EMPTY_PARAGRAPHS = new Set(['<p></p>', '<p><br></p>', '<p>&nbsp;</p>', '<p> </p>']);

const oneOf = <T extends string>(allowed: readonly T[], value: unknown, fallback: T): T =>
  typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;

const textOr = (value: unknown, fallback: string): string =>
  typeof value === 'string' && value.trim() !== '' ? value : fallback;

/** Body text: empty when it equals an empty paragraph, else the owner's text or the default sentence. */
export function normalizeBannerText(value: unknown): string {
  if (typeof value === 'string' && EMPTY_PARAGRAPHS.has(value.replace(/\s+/g, ' ').trim().toLowerCase()))
    return '';
  return textOr(value, DEFAULT_BANNER_TEXT);
}

/** Popup position → bar position: top-left or top-right become TOP, otherwise BOTTOM. */
export function popupToBarPosition(position: unknown): BarPosition {
  return position === 'TOP_LEFT' || position === 'TOP_RIGHT' ? 'TOP' : 'BOTTOM';
}

/** Bar position → popup position: TOP becomes TOP_LEFT, BOTTOM becomes BOTTOM_LEFT. */
export function barToPopupPosition(position: unknown): PopupPosition {
  return position === 'TOP' ? 'TOP_LEFT' : 'BOTTOM_LEFT';
}

export function normalizeCookieBannerSettings(
  raw: RawCookieBannerSettings | null | undefined,
): CookieBannerSettings {
  const settings = raw ?? {};
  const variant = oneOf(bannerVariants, settings.cookieBannerVariant, 'BAR');
  const position = settings.cookieBannerPosition;
  // One stored position serves both variants: a value of the other kind is converted.
  const barPosition = (barPositions as readonly unknown[]).includes(position)
    ? (position as BarPosition)
    : popupToBarPosition(position);
  const popupPosition = (popupPositions as readonly unknown[]).includes(position)
    ? (position as PopupPosition)
    : barToPopupPosition(position ?? 'BOTTOM');
  return {
    enabled: settings.isCookieBannerEnabled === true,
    text: normalizeBannerText(settings.cookieBannerText),
    ctaText: textOr(settings.cookieBannerCtaText, DEFAULT_CTA_TEXT),
    optOutCtaText: textOr(settings.cookieBannerOptOutCtaText, DEFAULT_OPT_OUT_TEXT),
    ctaVariant: oneOf(ctaVariants, settings.cookieBannerCtaVariant, 'ICON'),
    theme: oneOf(bannerThemes, settings.cookieBannerTheme, 'DARK'),
    variant,
    acceptType: oneOf(acceptTypes, settings.cookieBannerAcceptType, 'OPT_IN'),
    barPosition,
    popupPosition,
    isActivityLogEnabled: settings.isActivityLogEnabled !== false,
    isAnalyticsCookiesDisabled: settings.isAnalyticsCookiesDisabled === true,
    isRestrictiveCookiePolicyAbsolute: settings.isRestrictiveCookiePolicyAbsolute === true,
  };
}

/** The server's naming of the two privacy flags (spec §3). */
export interface ServerCookiePolicy {
  isRestrictiveCookiePolicyEnabled: boolean;
  isVisitorDataRestricted: boolean;
}

export function toServerPolicy(
  settings: Pick<CookieBannerSettings, 'isAnalyticsCookiesDisabled' | 'isActivityLogEnabled'>,
): ServerCookiePolicy {
  return {
    isRestrictiveCookiePolicyEnabled: settings.isAnalyticsCookiesDisabled,
    isVisitorDataRestricted: !settings.isActivityLogEnabled,
  };
}

export function fromServerPolicy(
  policy: ServerCookiePolicy,
): Pick<CookieBannerSettings, 'isAnalyticsCookiesDisabled' | 'isActivityLogEnabled'> {
  return {
    isAnalyticsCookiesDisabled: policy.isRestrictiveCookiePolicyEnabled,
    isActivityLogEnabled: !policy.isVisitorDataRestricted,
  };
}

/**
 * Whether tracking must wait for an explicit accept: the banner is on and the owner turned
 * analytics cookies off until consent (or made the policy absolute).
 */
export function isRestrictivePolicy(settings: CookieBannerSettings): boolean {
  return (
    settings.enabled && (settings.isAnalyticsCookiesDisabled || settings.isRestrictiveCookiePolicyAbsolute)
  );
}
