import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ContributorRole, PageType } from '../../shared/enums/platform';
import { runtimeFeaturesOf } from '../../site/blocks/registry';
import type { PageView } from '../../site/view-model';
import type { Db } from '../db/client';
import type { Account, AccountService } from '../modules/accounts/service';
import { homeCollection, navigationOf } from '../modules/content/queries';
import type { CollectionRow } from '../modules/content/tables';
import type { WebsiteRow } from '../modules/websites/tables';
import { scriptsFor, type AssetManifest } from './assets';
import { buildPageContext, serializeForScript } from './page-context';
import { renderDocument } from './render-document';
import type { RenderCache, RenderedPage } from './render-cache';
import { resolvePage, type ResolvedPage, type StorefrontResolver } from './resolve-page';
import { buildSiteView } from './site-view';

export interface PageRequest {
  website: WebsiteRow;
  path: string;
  /** Path plus query string, the render-cache key. */
  pathAndQuery: string;
  query: Record<string, string | undefined>;
  account: Account | null;
  cookies: Record<string, string | undefined>;
  /** Replaces the view of a lock screen, to show a wrong-password message. */
  lockScreenError?: string;
}

/** The cookie that proves a visitor entered a page's password; it changes whenever the password does. */
export function unlockCookie(collection: Pick<CollectionRow, 'id' | 'passwordHash'>): { name: string; value: string } {
  const value = createHmac('sha256', collection.passwordHash ?? '').update(collection.id).digest('base64url');
  return { name: `pp_${collection.id}`, value };
}

function hasUnlocked(cookies: PageRequest['cookies'], collection: CollectionRow): boolean {
  const expected = unlockCookie(collection);
  const sent = cookies[expected.name];
  return sent !== undefined && sent.length === expected.value.length && timingSafeEqual(Buffer.from(sent), Buffer.from(expected.value));
}

export type PageService = ReturnType<typeof createPageService>;

/**
 * Turns a request for a published page into HTML: the render cache for anonymous visitors,
 * else resolve → views → React → document. Signed-in contributors always get a fresh render
 * (their page context names them).
 */
/** The store's part in rendering: products collections, and product data for store blocks on any page. */
export interface StorefrontRendering extends StorefrontResolver {
  enrich(resolved: ResolvedPage, website: WebsiteRow): Promise<ResolvedPage>;
}

export function createPageService(deps: { db: Db; accounts: AccountService; manifest: AssetManifest; cache: RenderCache; appDomain: string; clock?: () => Date; storefront?: StorefrontRendering }) {
  const clock = deps.clock ?? (() => new Date());

  async function render(request: PageRequest): Promise<{ page: RenderedPage; cacheable: boolean }> {
    const { website } = request;
    const home = await homeCollection(deps.db, website.id, website.homeCollectionId);
    const found = await resolvePage({ db: deps.db, website, path: request.path, query: request.query, now: clock(), home, hasUnlocked: (collection) => hasUnlocked(request.cookies, collection), ...(deps.storefront ? { storefront: deps.storefront } : {}) });
    const resolved = deps.storefront ? await deps.storefront.enrich(found, website) : found;
    if (resolved.redirectTo) return { page: { status: 301, html: '', location: resolved.redirectTo }, cacheable: true };
    const roles: ContributorRole[] = [];
    if (request.account) {
      const role = await deps.accounts.roleOn(website.id, request.account.id);
      if (role !== null) roles.push(role);
    }
    const navigation = await navigationOf(deps.db, website.id, 'main');
    const site = buildSiteView(website, navigation, resolved.activePath, home?.id ?? null);
    const view: PageView = resolved.view.kind === 'lock-screen' && request.lockScreenError ? { ...resolved.view, error: request.lockScreenError } : resolved.view;
    const pageContext = buildPageContext({
      website,
      account: request.account,
      roles,
      pageType: resolved.pageType,
      collectionId: resolved.collection?.id ?? null,
      itemId: resolved.itemId,
      appDomain: deps.appDomain,
    });
    const features = [...new Set([...runtimeFeaturesOf([...resolved.layouts, website.footer.layout]), ...(resolved.features ?? [])])].sort();
    if (features.includes('cart')) site.cartIndicator = true;
    const html = renderDocument(
      {
        title: titleOf(resolved, website.title),
        description: resolved.description || (website.settings.siteDescription ?? ''),
        lang: website.locale,
        stylesheets: deps.manifest.stylesheets,
        scripts: scriptsFor(deps.manifest, features),
        pageContextJson: serializeForScript(pageContext),
        noindex: resolved.noindex,
      },
      site,
      view,
    );
    return { page: { status: resolved.status, html }, cacheable: resolved.cacheable };
  }

  return {
    async page(request: PageRequest): Promise<RenderedPage> {
      const shareable = request.account === null && request.lockScreenError === undefined;
      const key = deps.cache.key(request.website.id, request.website.contentVersion, request.pathAndQuery);
      if (shareable) {
        const cached = deps.cache.get(key);
        if (cached) return cached;
      }
      const { page, cacheable } = await render(request);
      return shareable && cacheable ? deps.cache.set(key, page) : page;
    },
    /**
     * A page the server builds itself (cart, checkout, order confirmation, pay page): never
     * cached, always with this visitor's data, inside the site's header and footer.
     */
    async custom(input: { website: WebsiteRow; account: Account | null; view: PageView; pageType: PageType; title: string; features: string[]; status?: number }): Promise<RenderedPage> {
      const { website } = input;
      const home = await homeCollection(deps.db, website.id, website.homeCollectionId);
      const navigation = await navigationOf(deps.db, website.id, 'main');
      const site = buildSiteView(website, navigation, '', home?.id ?? null);
      if (input.features.includes('cart')) site.cartIndicator = true;
      const pageContext = buildPageContext({ website, account: input.account, roles: [], pageType: input.pageType, collectionId: null, itemId: null, appDomain: deps.appDomain });
      const html = renderDocument(
        {
          title: `${input.title} — ${website.title}`,
          description: '',
          lang: website.locale,
          stylesheets: deps.manifest.stylesheets,
          scripts: scriptsFor(deps.manifest, input.features),
          pageContextJson: serializeForScript(pageContext),
          noindex: true,
        },
        site,
        input.view,
      );
      return { status: input.status ?? 200, html };
    },
    /** The collection a lock-screen form posts to, when that path shows a lock screen. */
    async lockedCollectionAt(website: WebsiteRow, path: string): Promise<CollectionRow | null> {
      const home = await homeCollection(deps.db, website.id, website.homeCollectionId);
      const resolved = await resolvePage({ db: deps.db, website, path, query: {}, now: clock(), home, hasUnlocked: () => false });
      return resolved.pageType === 'lock-screen' ? resolved.collection : null;
    },
  };
}

function titleOf(resolved: ResolvedPage, siteTitle: string): string {
  return resolved.title && resolved.title !== siteTitle ? `${resolved.title} — ${siteTitle}` : siteTitle;
}
