import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ContributorRole, PageType } from '../../shared/enums/platform';
import { captchaCspSources, cspSourcesOf, runtimeFeaturesOf } from '../../shared/blocks/registry';
import { originOf, type CspSources } from '../../shared/blocks/csp-sources';
import type { PageView } from '../../site/view-model';
import type { SiteSearchService } from '../modules/search';
import type { ContentReader } from '../modules/content';
import type { Account, AccountService } from '../modules/accounts';
import type { CollectionRow } from '../modules/content/tables';
import type { WebsiteRow } from '../modules/websites/tables';
import { scriptsFor, type AssetManifest } from './assets';
import { publishedPagePolicy } from './content-security-policy';
import { mapTileCspSources, withoutIdleMapFeature } from './map-tiles';
import { designHead } from './design-head';
import { buildPageContext, serializeForScript } from './page-context';
import { renderDocument } from './render-document';
import { PAGE_QUERY_PARAMETERS, pickQuery, type RenderCache, type RenderedPage } from './render-cache';
import { pageHeaders } from './page-headers';
import { resolvePage, type ResolvedPage, type StorefrontResolver } from './resolve-page';
import { createSiteInputs } from './site-inputs';
import type { CommentsReader } from './blog-comments';
import { pinterestFeatureOf, siteFeaturesOf } from './site-features';
import { containerOf } from './app-container';
import { popupOnPage } from './popup-overlay';
import { buildSiteView, showCartIndicator } from './site-view';
import { pageSeo, plainDescription } from './seo/page-seo';
import type { BlockResources, FormResult } from '../../site/blocks/resources';
import type { Layout } from '../../shared/layout/layout';
import { safeMediaSrc } from '../../shared/links/media';
import { isRestrictivePolicy, normalizeCookieBannerSettings } from '../../shared/consent/banner-settings';

import { eventFile } from './event-file';

export interface PageRequest {
  website: WebsiteRow;
  path: string;
  /** The whole query string; a render sees only the parameters the page reads (render-cache.ts). */
  query: Record<string, string | undefined>;
  account: Account | null;
  cookies: Record<string, string | undefined>;
  /** Replaces the view of a lock screen, to show a wrong-password message. */
  lockScreenError?: string;
  /** The outcome of a form posted without JavaScript, shown in that form (never cached). */
  formResult?: FormResult;
}

/**
 * The cookie that proves a visitor entered a page's password: an HMAC of the page id keyed by the
 * page's unlock key, which a new password replaces and a rehash of the same password keeps.
 */
export function unlockCookie(collection: Pick<CollectionRow, 'id' | 'passwordHash' | 'unlockKey'>): {
  name: string;
  value: string;
} {
  const value = createHmac('sha256', collection.unlockKey ?? collection.passwordHash ?? '')
    .update(collection.id)
    .digest('base64url');
  return { name: `pp_${collection.id}`, value };
}

function hasUnlocked(cookies: PageRequest['cookies'], collection: CollectionRow): boolean {
  const expected = unlockCookie(collection);
  const sent = cookies[expected.name];
  return (
    sent !== undefined &&
    sent.length === expected.value.length &&
    timingSafeEqual(Buffer.from(sent), Buffer.from(expected.value))
  );
}

/** The runtime feature of signed-in people (escape key, configuration redirect, logout, dialogs). */
export const OWNER_RUNTIME_FEATURE = 'owner';

/**
 * Only signed-in people, sites that allow escape-to-login, and the page right after a logout
 * (its "Logout Successful" dialog) get the owner runtime: anonymous visitors of a content
 * page still receive no JavaScript at all.
 */
function needsOwnerRuntime(website: WebsiteRow, request: Pick<PageRequest, 'account' | 'query'>): boolean {
  return (
    request.account !== null ||
    website.settings.escapeKeyLoginAllowed === true ||
    request.query.logout === 'true'
  );
}

/**
 * The site's tab icon and sharing image for the document head. The sharing image is absolute
 * (og:image must be); data: images are never offered for sharing.
 */
function headImages(website: WebsiteRow, origin: string): { faviconUrl?: string; socialImageUrl?: string } {
  const favicon = safeMediaSrc(website.settings.faviconUrl);
  const social = safeMediaSrc(website.settings.socialImageUrl);
  const images: { faviconUrl?: string; socialImageUrl?: string } = {};
  if (favicon) images.faviconUrl = favicon;
  if (social && !social.startsWith('data:')) {
    images.socialImageUrl = new URL(social, `${origin}/`).href;
  }
  return images;
}
/** The site's cookie policy holds third parties (a video provider) back until the visitor accepts. */
export const thirdPartiesNeedConsent = (website: Pick<WebsiteRow, 'settings'>) =>
  isRestrictivePolicy(normalizeCookieBannerSettings(website.settings.cookieBanner));

export type PageService = ReturnType<typeof createPageService>;

/** The store's part in rendering: products collections, and product data for store blocks on any page. */
export interface StorefrontRendering extends StorefrontResolver {
  enrich(resolved: ResolvedPage, website: WebsiteRow): Promise<ResolvedPage>;
  /** Store data put into one layout's product and collection-link blocks (the widget rendering call). */
  fillLayout(layout: Layout, website: WebsiteRow): Promise<Layout>;
  /** Paths of the products a visitor can open in a products collection (for the sitemap). */
  productPaths(websiteId: string, collection: { id: string; urlId: string }, now: Date): Promise<string[]>;
}

/**
 * Turns a request for a published page into HTML: the render cache for anonymous visitors,
 * else resolve → views → React → document. Signed-in contributors always get a fresh render
 * (their page context names them).
 */
export function createPageService(deps: {
  content: ContentReader;
  accounts: AccountService;
  manifest: AssetManifest;
  cache: RenderCache;
  appDomain: string;
  /** SESSION_RECORDING=on: pages of visitors with more than 2 cores ask for a recording id. */
  sessionRecording?: boolean;
  clock?: () => Date;
  /** Data that blocks reference by id (form definitions), loaded once per render. */
  blockResources?: (website: WebsiteRow, layouts: Layout[]) => Promise<BlockResources>;
  storefront?: StorefrontRendering;
  siteSearch?: SiteSearchService;
  comments?: CommentsReader;
  /** `PUBLIC_PROTOCOL` is http: pages may show images from http hosts too. */
  httpImages?: boolean;
  /**
   * The site's public origin on its primary host (no trailing slash), for canonical and other
   * absolute addresses (og:image must be absolute). Never a host taken from the request.
   */
  siteOrigin: (website: WebsiteRow) => Promise<string>;
}) {
  const clock = deps.clock ?? (() => new Date());
  const siteInputs = createSiteInputs({ content: deps.content });

  /** What blocks reference beyond their data, and what the page's visitor and site decide for them. */
  async function resourcesFor(
    request: PageRequest & { fullQuery: PageRequest['query'] },
    layouts: Layout[],
  ): Promise<{ resources: BlockResources; hiddenFieldKeys: string[] }> {
    const blocks = deps.blockResources ? await deps.blockResources(request.website, layouts) : { forms: {} };
    // Hidden form fields read the parameter of their key: the only query the blocks see.
    const hiddenFieldKeys = Object.values(blocks.forms).flatMap((form) =>
      form.fields.flatMap((field) => (field.type === 'hidden' ? [field.key] : [])),
    );
    const resources: BlockResources = {
      pagePath: request.path,
      // Share buttons link to the page at its public address, never one taken from the request.
      pageUrl: `${await deps.siteOrigin(request.website)}${request.path}`,
      query: pickQuery(request.fullQuery, [...PAGE_QUERY_PARAMETERS, ...hiddenFieldKeys]),
      thirdPartiesNeedConsent: thirdPartiesNeedConsent(request.website),
      ...blocks,
      ...(request.formResult ? { formResult: request.formResult } : {}),
    };
    return { resources, hiddenFieldKeys };
  }

  /** Description, icons, canonical address, sharing card and JSON-LD of a published page. */
  async function searchAndSharing(request: PageRequest, resolved: ResolvedPage) {
    const { website } = request;
    const origin = await deps.siteOrigin(website);
    const images = headImages(website, origin);
    const description = plainDescription(resolved.description || (website.settings.siteDescription ?? ''));
    const seo = pageSeo({
      resolved,
      website,
      origin,
      path: request.path,
      query: request.query,
      description,
      ...(images.socialImageUrl ? { siteImage: images.socialImageUrl } : {}),
    });
    return {
      description,
      ...images,
      ...(seo.canonicalUrl ? { canonicalUrl: seo.canonicalUrl } : {}),
      ...(seo.social ? { social: seo.social } : {}),
      jsonLd: seo.jsonLd,
    };
  }

  async function render(
    fullRequest: PageRequest,
  ): Promise<{ page: RenderedPage; cacheable: boolean; hiddenFieldKeys: string[] }> {
    // The render reads only the parameters a page may use, so they alone can make the cache key.
    const request = {
      ...fullRequest,
      query: pickQuery(fullRequest.query, PAGE_QUERY_PARAMETERS),
      fullQuery: fullRequest.query,
    };
    const { website } = request;
    const { home, mainNavigation: navigation, hasStore } = await siteInputs.of(website);
    const found = await resolvePage({
      content: deps.content,
      website,
      path: request.path,
      query: request.query,
      now: clock(),
      home,
      hasUnlocked: (collection) => hasUnlocked(request.cookies, collection),
      ...(deps.storefront ? { storefront: deps.storefront } : {}),
      ...(deps.siteSearch ? { siteSearch: deps.siteSearch } : {}),
      comments: deps.comments,
    });
    const resolved = deps.storefront ? await deps.storefront.enrich(found, website) : found;
    if (resolved.redirectTo)
      return {
        page: { status: 301, html: '', location: resolved.redirectTo },
        cacheable: true,
        hiddenFieldKeys: [],
      };
    const roles: ContributorRole[] = [];
    if (request.account) {
      const role = await deps.accounts.roleOn(website.id, request.account.id);
      if (role !== null) roles.push(role);
    }
    const site = buildSiteView(website, navigation, resolved.activePath, home?.id ?? null);
    const view: PageView =
      resolved.view.kind === 'lock-screen' && request.lockScreenError
        ? { ...resolved.view, error: request.lockScreenError }
        : resolved.view;
    const container = containerOf(request.query);
    site.appContainer = container.inApp;
    const pageContext = buildPageContext({
      website,
      account: request.account,
      roles,
      pageType: resolved.pageType,
      collectionId: resolved.collection?.id ?? null,
      collectionType: resolved.collection?.type ?? null,
      itemId: resolved.itemId,
      passwordProtected: Boolean(resolved.collection?.passwordHash),
      sessionRecording: deps.sessionRecording ?? false,
      appDomain: deps.appDomain,
      platform: container.platform,
    });
    // The popup counts as part of the page: its form's definition, runtime and captcha come with it.
    const popup = popupOnPage(website.settings, resolved.pageType);
    Object.assign(site, popup.site);
    const layouts = [...resolved.layouts, website.footer.layout, ...popup.layouts];
    const { resources, hiddenFieldKeys } = await resourcesFor(request, layouts);
    const features = [
      ...new Set([
        ...withoutIdleMapFeature(runtimeFeaturesOf(layouts), resources.mapTiles),
        ...(resolved.features ?? []),
        ...siteFeaturesOf(website.settings, resolved.pageType, {
          searchQuery: resolved.view.kind === 'search' ? resolved.view.query : '',
        }),
        ...pinterestFeatureOf(website.settings, layouts),
        ...popup.features,
        ...container.features,
      ]),
    ].sort();
    showCartIndicator(site, features, hasStore);
    if (needsOwnerRuntime(website, request)) features.push(OWNER_RUNTIME_FEATURE);
    const design = designHead(website.design);
    features.push(...design.features);
    const tokens = design.css;
    const html = renderDocument(
      {
        title: titleOf(resolved, website.title),
        lang: website.locale,
        stylesheets: deps.manifest.stylesheets,
        scripts: scriptsFor(deps.manifest, features),
        pageContextJson: serializeForScript(pageContext),
        noindex: resolved.noindex,
        ...container.document,
        ...(await searchAndSharing(request, resolved)),
        ...design.document,
      },
      site,
      view,
      resources,
    );
    const contentSecurityPolicy = pagePolicy({ layouts, features, resources, designCss: tokens });
    return {
      page: { status: resolved.status, html, contentSecurityPolicy },
      cacheable: resolved.cacheable,
      hiddenFieldKeys,
    };
  }

  /** The page's policy from what it shows: blocks, runtime features, captcha providers, inline styles. */
  const pagePolicy = (input: PagePolicyParts) =>
    pagePolicyOf({ ...input, httpImages: deps.httpImages ?? false });

  return {
    async page(request: PageRequest): Promise<RenderedPage> {
      const shareable =
        request.account === null && request.lockScreenError === undefined && request.formResult === undefined;
      const { website, path, query } = request;
      if (shareable) {
        const cached = deps.cache.get(website.id, website.contentVersion, path, query);
        if (cached) return cached;
      }
      const { page, cacheable, hiddenFieldKeys } = await render(request);
      if (!cacheable) return { ...page, personal: true };
      if (!shareable) return page;
      const at = { websiteId: website.id, contentVersion: website.contentVersion, path };
      const readQuery = pickQuery(query, [...PAGE_QUERY_PARAMETERS, ...hiddenFieldKeys]);
      return deps.cache.set(at, readQuery, hiddenFieldKeys, page, pageHeaders(page, website, true));
    },
    /**
     * A page the server builds itself (cart, checkout, order confirmation, pay page): never
     * cached, always with this visitor's data, inside the site's header and footer.
     */
    async custom(input: {
      website: WebsiteRow;
      account: Account | null;
      view: PageView;
      pageType: PageType;
      title: string;
      features: string[];
      status?: number;
    }): Promise<RenderedPage> {
      const { website } = input;
      const { home, mainNavigation, hasStore } = await siteInputs.of(website);
      const site = buildSiteView(website, mainNavigation, '', home?.id ?? null);
      const design = designHead(website.design);
      const features = [...input.features, ...design.features];
      showCartIndicator(site, features, hasStore);
      const pageContext = buildPageContext({
        website,
        account: input.account,
        roles: [],
        pageType: input.pageType,
        collectionId: null,
        itemId: null,
        appDomain: deps.appDomain,
      });
      const tokens = design.css;
      const html = renderDocument(
        {
          title: `${input.title} — ${website.title}`,
          description: '',
          lang: website.locale,
          stylesheets: deps.manifest.stylesheets,
          scripts: scriptsFor(deps.manifest, features),
          pageContextJson: serializeForScript(pageContext),
          noindex: true,
          ...headImages(website, await deps.siteOrigin(website)),
          ...design.document,
        },
        site,
        input.view,
      );
      const contentSecurityPolicy = pagePolicy({
        layouts: [],
        features,
        resources: { forms: {} },
        designCss: tokens,
      });
      return { status: input.status ?? 200, html, contentSecurityPolicy };
    },
    /** An event's calendar file at `/{events}/{event}.ics`, or null when there is none to show. */
    async eventFile(request: Pick<PageRequest, 'website' | 'path' | 'cookies'>) {
      return eventFile({
        content: deps.content,
        website: request.website,
        path: request.path,
        now: clock(),
        origin: await deps.siteOrigin(request.website),
        hasUnlocked: (collection) => hasUnlocked(request.cookies, collection),
      });
    },
    /** The collection a lock-screen form posts to, when that path shows a lock screen. */
    async lockedCollectionAt(website: WebsiteRow, path: string): Promise<CollectionRow | null> {
      const { home } = await siteInputs.of(website);
      const resolved = await resolvePage({
        content: deps.content,
        website,
        path,
        query: {},
        now: clock(),
        home,
        hasUnlocked: () => false,
      });
      return resolved.pageType === 'lock-screen' ? resolved.collection : null;
    },
  };
}

function titleOf(resolved: ResolvedPage, siteTitle: string): string {
  // The owner's SEO title is the whole title, as they wrote it.
  if (resolved.seoTitle) return resolved.seoTitle;
  return resolved.title && resolved.title !== siteTitle ? `${resolved.title} — ${siteTitle}` : siteTitle;
}

interface PagePolicyParts {
  layouts: Layout[];
  features: string[];
  resources: BlockResources;
  designCss: string | undefined;
}

/** With `BOOKING_WIDGET_BASE_URL` set, booking widgets' scripts come from there: pages with a booking block allow it. */
function bookingStandInSources(layouts: Layout[], resources: BlockResources): CspSources[] {
  const origin = resources.bookingWidgetBaseUrl ? originOf(resources.bookingWidgetBaseUrl) : undefined;
  if (origin === undefined) return [];
  const hasBooking = layouts.some((layout) => layout.blocks.some((block) => block.type === 'booking'));
  return hasBooking ? [{ 'script-src': [origin] }] : [];
}

/** Shared with the editor's preview, which renders the same way. */
export function pagePolicyOf(input: PagePolicyParts & { httpImages: boolean }): string {
  const captchas = Object.values(input.resources.forms).flatMap((form) => {
    const declared = captchaCspSources[form.captcha.provider];
    return declared ? [declared] : [];
  });
  return publishedPagePolicy({
    sources: cspSourcesOf(input.layouts, input.features, [
      ...captchas,
      ...bookingStandInSources(input.layouts, input.resources),
      mapTileCspSources(input.features, input.resources.mapTiles),
    ]),
    inlineStyles: input.designCss ? [input.designCss] : [],
    httpImages: input.httpImages,
  });
}
