import { z } from 'zod';
import {
  acceptTypes,
  barPositions,
  bannerThemes,
  bannerVariants,
  barToPopupPosition,
  ctaVariants,
  normalizeCookieBannerSettings,
  popupPositions,
  popupToBarPosition,
  type RawCookieBannerSettings,
} from '../consent/banner-settings';

/**
 * GET / PUT /api/rest/site-behaviour: what visitors' pages do beyond their content, as the
 * owners' app edits it. The cookie banner in the spec's naming (visitor-runtime §3 "Cookie
 * banner settings"), first-party analytics (census) on or off, and the Pinterest Save links.
 * Kept in the site's settings document (`cookieBanner`, `censusDisabled`, `pinterestOverlay`).
 */
/** Control characters other than tab and line breaks have no place in banner text. */
const hasControlCharacter = (text: string) =>
  [...text].some((character) => {
    const code = character.charCodeAt(0);
    return (code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 127;
  });
const ownerText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .refine((text) => !hasControlCharacter(text), 'Remove the control characters');

export const cookieBannerFieldsSchema = z.object({
  isCookieBannerEnabled: z.boolean(),
  cookieBannerText: ownerText(2000, 'The banner text must be 2000 characters or fewer'),
  cookieBannerCtaText: ownerText(40, 'Button texts must be 40 characters or fewer'),
  cookieBannerOptOutCtaText: ownerText(40, 'Button texts must be 40 characters or fewer'),
  cookieBannerPosition: z.enum([...barPositions, ...popupPositions], { error: 'Choose a position' }),
  cookieBannerTheme: z.enum(bannerThemes, { error: 'Choose a theme' }),
  cookieBannerVariant: z.enum(bannerVariants, { error: 'Choose a bar or a popup' }),
  cookieBannerCtaVariant: z.enum(ctaVariants, { error: 'Choose how the buttons look' }),
  cookieBannerAcceptType: z.enum(acceptTypes, { error: 'Choose what visitors are asked' }),
  isActivityLogEnabled: z.boolean(),
  isAnalyticsCookiesDisabled: z.boolean(),
  isRestrictiveCookiePolicyAbsolute: z.boolean(),
});
export type CookieBannerFields = z.infer<typeof cookieBannerFieldsSchema>;

export const siteBehaviourSchema = z.object({
  cookieBanner: cookieBannerFieldsSchema,
  /** First-party analytics (census): off means no tracking JavaScript and no visit records at all. */
  censusEnabled: z.boolean(),
  pinterestOverlay: z.object({ enabled: z.boolean() }),
});
export type SiteBehaviour = z.infer<typeof siteBehaviourSchema>;

/**
 * The position stored for a variant: a position of the other kind converts by the spec's rule
 * (top-left or top-right → TOP, others → BOTTOM; TOP → TOP_LEFT, BOTTOM → BOTTOM_LEFT).
 */
export function positionForVariant(
  variant: CookieBannerFields['cookieBannerVariant'],
  position: unknown,
): CookieBannerFields['cookieBannerPosition'] {
  const isBar = (barPositions as readonly unknown[]).includes(position);
  if (variant === 'BAR')
    return isBar ? (position as CookieBannerFields['cookieBannerPosition']) : popupToBarPosition(position);
  return isBar || !(popupPositions as readonly unknown[]).includes(position)
    ? barToPopupPosition(position ?? 'BOTTOM')
    : (position as CookieBannerFields['cookieBannerPosition']);
}

/** The banner fields as the owner sees them: saved values, the spec's defaults for the rest. */
export function cookieBannerFieldsOf(raw: RawCookieBannerSettings | undefined): CookieBannerFields {
  const banner = normalizeCookieBannerSettings(raw);
  return {
    isCookieBannerEnabled: banner.enabled,
    // Empty means the spec's default sentence; an empty paragraph (<p></p>) means buttons only.
    cookieBannerText: banner.text,
    cookieBannerCtaText: banner.ctaText,
    cookieBannerOptOutCtaText: banner.optOutCtaText,
    cookieBannerPosition: banner.variant === 'BAR' ? banner.barPosition : banner.popupPosition,
    cookieBannerTheme: banner.theme,
    cookieBannerVariant: banner.variant,
    cookieBannerCtaVariant: banner.ctaVariant,
    cookieBannerAcceptType: banner.acceptType,
    isActivityLogEnabled: banner.isActivityLogEnabled,
    isAnalyticsCookiesDisabled: banner.isAnalyticsCookiesDisabled,
    isRestrictiveCookiePolicyAbsolute: banner.isRestrictiveCookiePolicyAbsolute,
  };
}
