/**
 * The page context (spec visitor-runtime §3 "Page context"): plain JSON the server embeds in
 * `<script id="page-context" type="application/json">`. The server builds it with
 * `import type { PageContext }` from here, so both sides agree on one shape.
 */
import type {
  ContributorRole,
  PageType,
  SiteStatus,
  UnitSystem,
  WebsiteType,
} from '../../shared/enums/platform';

export const PAGE_CONTEXT_ELEMENT_ID = 'page-context';

export interface PageContextWebsite {
  id: string;
  /** The site's subdomain under the app domain; the configuration redirect goes there. */
  identifier: string;
  title: string;
  /** BCP 47, default en-US. */
  locale: string;
  /** ISO 4217, default USD. */
  currency: string;
  /** IANA zone name. */
  timeZone: string;
  siteStatus: SiteStatus;
  websiteType: WebsiteType;
  developerMode: boolean;
  cloneable: boolean;
  measurementStandard: UnitSystem;
  /** Lets anonymous visitors open the login prompt with the escape key. */
  escapeKeyLoginAllowed: boolean;
  /** The starter template the site was made from; null when unknown. */
  templateId: string | null;
}

export interface PageContextAccount {
  id: string;
  displayName: string;
}

/**
 * Cookie banner settings as the owner saved them (spec §3). Values may be missing or
 * unrecognized; the consent rules apply the spec's defaults.
 */
export interface PageContextCookieSettings {
  isCookieBannerEnabled?: boolean;
  cookieBannerText?: string;
  cookieBannerCtaText?: string;
  cookieBannerOptOutCtaText?: string;
  cookieBannerPosition?: string;
  cookieBannerTheme?: string;
  cookieBannerVariant?: string;
  cookieBannerCtaVariant?: string;
  cookieBannerAcceptType?: string;
  isActivityLogEnabled?: boolean;
  isAnalyticsCookiesDisabled?: boolean;
  isRestrictiveCookiePolicyAbsolute?: boolean;
}

export interface PageContextPopupOverlay {
  /** The layout the owner chose (card, split, banner); the markup carries it as a class too. */
  style: string;
  version: number;
  /** Days before the popup shows again; -1 means never again. */
  displayFrequency: number;
  showUntilSignup: boolean;
  enableMobile: boolean;
  /** When it opens: after `delaySeconds`, past `scrollPercent` of the page, or on exit intent (desktop). */
  trigger: 'time' | 'scroll' | 'exit-intent';
  delaySeconds: number;
  scrollPercent: number;
}

export interface PageContext {
  website: PageContextWebsite;
  /** Null for anonymous visitors. */
  authenticatedAccount: PageContextAccount | null;
  /** Roles the signed-in account holds on this site; empty when anonymous. */
  websiteRoles: ContributorRole[];
  pageType: PageType;
  /** The page's collection and its type (page, blog, products, …). */
  collection: { id: string; type?: string } | null;
  item: { id: string } | null;
  /** 1 a public page, 2 behind its password; forms send it as pagePermissionTypeValue. */
  pagePermissionTypeValue: number;
  cookieSettings: PageContextCookieSettings;
  /** Google Fonts family parameters, e.g. `Inter:400,700`, for the font stylesheet request. */
  googleFonts: string[];
  typekitFonts: string[];
  typekitId: string | null;
  /** Collections still holding template demo content. */
  demoCollections: Array<{ collectionId: string; deleted: boolean }>;
  showAnnouncementBar: boolean;
  comments: { enabled: boolean; shortname: string | null };
  /** Null when the site has no active popup. */
  popupOverlay: PageContextPopupOverlay | null;
  pinterestOverlay: { enabled: boolean };
  mobileInfoBar: { enabled: boolean };
  /** The session recording toggle (media-and-platform §6), off by default; the server samples the variant. */
  sessionRecording: boolean;
  /** e.g. `localhost:3000`; the configuration area lives at `{identifier}.{appDomain}`. */
  appDomain: string;
  /** `mobile-app` when the page runs inside a mobile app container (`?platform=mobile-app`). */
  platform: 'web' | 'mobile-app';
}

/**
 * Parses the embedded JSON. Returns null instead of throwing: a page whose context is missing
 * or broken still works without its enhancements, which beats a dead runtime.
 */
export function parsePageContext(json: string | null | undefined): PageContext | null {
  if (!json) return null;
  try {
    const value: unknown = JSON.parse(json);
    // Only the outer shape is checked: the server produces this from the type above, and a
    // full validator would cost every page more bytes than it could ever save.
    if (typeof value !== 'object' || value === null) return null;
    const website = (value as { website?: unknown }).website;
    return typeof website === 'object' && website !== null ? (value as PageContext) : null;
  } catch {
    return null;
  }
}

/** Reads the page context from the document (or the given root); null where there is none. */
export function readPageContext(
  root: Pick<Document, 'getElementById'> | undefined = globalThis.document,
): PageContext | null {
  return parsePageContext(root?.getElementById(PAGE_CONTEXT_ELEMENT_ID)?.textContent);
}
