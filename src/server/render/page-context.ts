import type {
  ContributorRole,
  PageType,
  SiteStatus,
  UnitSystem,
  WebsiteType,
} from '../../shared/enums/platform';
import type { PageContext } from '../../runtime/core/page-context';
import type { WebsiteSettings } from '../../shared/api/site';
import { activePopupOf, pageShowsPopup } from './popup-overlay';
import type { Account } from '../modules/accounts';
import type { WebsiteRow } from '../modules/websites/tables';
import { typekitOf } from './design-head';

export interface PageContextInput {
  website: WebsiteRow;
  account: Account | null;
  roles: ContributorRole[];
  pageType: PageType;
  collectionId: string | null;
  collectionType?: string | null;
  itemId: string | null;
  /** The page's collection is behind a password (the lock screen). */
  passwordProtected?: boolean;
  sessionRecording?: boolean;
  appDomain: string;
  /** From `?platform=mobile-app`; `web` otherwise. */
  platform?: 'web' | 'mobile-app';
}

/** The page context of spec visitor-runtime §3, from the site's row and the request. */
export function buildPageContext(input: PageContextInput): PageContext {
  const { website } = input;
  const settings: Partial<WebsiteSettings> = website.settings;
  const popup = pageShowsPopup(settings, input.pageType) ? activePopupOf(settings) : null;
  return {
    website: {
      id: website.id,
      identifier: website.identifier,
      title: website.title,
      locale: website.locale,
      currency: website.currency,
      timeZone: website.timeZone,
      siteStatus: website.siteStatus as SiteStatus,
      websiteType: website.websiteType as WebsiteType,
      developerMode: website.developerMode,
      cloneable: website.cloneable,
      measurementStandard: website.measurementStandard as UnitSystem,
      escapeKeyLoginAllowed: settings.escapeKeyLoginAllowed ?? false,
      templateId: settings.templateId ?? null,
    },
    authenticatedAccount: input.account
      ? { id: input.account.id, displayName: input.account.displayName }
      : null,
    websiteRoles: input.roles,
    pageType: input.pageType,
    collection: input.collectionId
      ? { id: input.collectionId, ...(input.collectionType ? { type: input.collectionType } : {}) }
      : null,
    item: input.itemId ? { id: input.itemId } : null,
    pagePermissionTypeValue: input.passwordProtected ? 2 : 1,
    cookieSettings: settings.cookieBanner ?? {},
    googleFonts: [],
    ...typekitOf(website.design),
    demoCollections: [],
    showAnnouncementBar: Boolean(settings.announcementBar?.enabled && settings.announcementBar.text),
    comments: {
      enabled: settings.comments?.enabled ?? false,
      shortname: settings.comments?.shortname ?? null,
    },
    popupOverlay: popup
      ? {
          style: popup.style,
          version: popup.version,
          displayFrequency: popup.displayFrequency,
          showUntilSignup: popup.showUntilSignup,
          enableMobile: popup.enableMobile,
          trigger: popup.trigger,
          delaySeconds: popup.delaySeconds,
          scrollPercent: popup.scrollPercent,
        }
      : null,
    pinterestOverlay: { enabled: settings.pinterestOverlay?.enabled ?? false },
    mobileInfoBar: { enabled: settings.mobileInfoBar?.enabled ?? false },
    sessionRecording: input.sessionRecording ?? false,
    appDomain: input.appDomain,
    platform: input.platform ?? 'web',
  };
}

/**
 * JSON that is safe inside `<script type="application/json">`: `<` is escaped so no string
 * can close the script element, and U+2028/2029 so the text is also valid JavaScript.
 */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
