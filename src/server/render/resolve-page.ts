import type { PageType } from '../../shared/enums/platform';
import { listFilterOf, listPageHref } from './list-filter';
import { isId } from '../../shared/ids';
import type { Layout } from '../../shared/layout/layout';
import type { BlogPostSummary, PageView } from '../../site/view-model';
import { emptySearchCounts, searchKindOfParam } from '../../shared/search/kinds';
import { snippetParts } from '../../shared/search/snippet';
import type { ContentReader, ItemSummaryRow } from '../modules/content';
import { MAX_SEARCH_QUERY_LENGTH, type SiteSearchService } from '../modules/search';
import type { CollectionRow } from '../modules/content/tables';
import type { WebsiteRow } from '../modules/websites/tables';
import { showEvents } from './resolve-events';
import { commentsViewOf, withCommentCounts, type CommentsReader } from './blog-comments';

export const POSTS_PER_PAGE = 10;

/** What a path shows, before it becomes HTML. */
export interface ResolvedPage {
  status: number;
  pageType: PageType;
  view: PageView;
  /** Title for <title> (the site title is added by the renderer). */
  title: string;
  description: string;
  collection: CollectionRow | null;
  itemId: string | null;
  /** Layouts on the page, to find the runtime features it needs. */
  layouts: Layout[];
  /** The path of the navigation entry to mark active. */
  activePath: string;
  noindex: boolean;
  /** Whether the HTML may be shared between anonymous visitors. */
  cacheable: boolean;
  /** Set when the path has moved: answer with a permanent redirect there. */
  redirectTo?: string;
  /** The page's own SEO title: the whole <title> and the sharing title when set (Pages → Settings). */
  seoTitle?: string;
  /** The page's own sharing image (Pages → Settings). */
  socialImageUrl?: string;
  /** A schema.org description of what the page shows (a product), for its JSON-LD. */
  structuredData?: Record<string, unknown>;
  /** Runtime features the page needs besides its blocks' (store pages need `cart`). */
  features?: string[];
}

/** Renders `products` collections (the store module); absent, they are not found. */
export interface StorefrontResolver {
  showProducts(
    input: ResolveInput,
    collection: CollectionRow,
    itemUrlId: string | undefined,
    base: Pick<ResolvedPage, 'collection' | 'description' | 'activePath' | 'noindex'>,
  ): Promise<ResolvedPage>;
}

export interface ResolveInput {
  content: ContentReader;
  website: WebsiteRow;
  path: string;
  query: Record<string, string | undefined>;
  now: Date;
  /** Decides whether this visitor has unlocked a password-protected collection. */
  hasUnlocked: (collection: CollectionRow) => boolean;
  /** The site's home page, shown at `/` (its own URL redirects there). */
  home: CollectionRow | null;
  storefront?: StorefrontResolver;
  siteSearch?: SiteSearchService;
  /** First-party comments (modules/comments): counts on lists, comments and form on posts. */
  comments?: CommentsReader | undefined;
}

export const notFound = (): ResolvedPage => ({
  status: 404,
  pageType: 'not-found',
  view: { kind: 'not-found' },
  title: 'Page not found',
  description: '',
  collection: null,
  itemId: null,
  layouts: [],
  activePath: '',
  noindex: true,
  cacheable: true,
});

const summaryOf = (item: ItemSummaryRow, collectionUrlId: string): BlogPostSummary => ({
  id: item.id,
  title: item.title,
  href: `/${collectionUrlId}/${item.urlId}`,
  excerpt: item.excerpt,
  publishedAt: (item.publishOn ?? item.createdAt).toISOString(),
  authorName: item.authorName,
  tags: item.tags,
  categories: item.categories,
  ...(item.imageUrl ? { imageUrl: item.imageUrl } : {}),
});

export async function resolvePage(input: ResolveInput): Promise<ResolvedPage> {
  const { content, website, path } = input;
  const segments = path.split('/').filter(Boolean).map(decodeSegment);
  if (segments.some((segment) => segment === null)) return notFound();
  const [first, second, ...rest] = segments as string[];
  if (rest.length > 0) return notFound();

  const { home } = input;
  if (first === undefined)
    return home ? withPageSeo(await showCollection(input, home, undefined)) : notFound();
  if (home && first === home.urlId && second === undefined)
    return { ...notFound(), status: 301, redirectTo: '/' };
  if (first === 'search' && second === undefined) return showSearch(input);
  if (first === 'pages' && second !== undefined) {
    const page = isId(second) ? await content.collectionById(website.id, second) : null;
    return page ? showCollection(input, page, undefined) : notFound();
  }
  const collection = await content.collectionByUrlId(website.id, first);
  if (collection) return withPageSeo(await showCollection(input, collection, second));
  // An old slug of a renamed page (this site's only): one permanent hop to where it is now.
  const moved = await content.redirectTarget(website.id, first);
  if (!moved) return notFound();
  const target = moved.id === home?.id && second === undefined ? '/' : `/${encodeURIComponent(moved.urlId)}`;
  const item = second === undefined ? '' : `/${encodeURIComponent(second)}`;
  return { ...notFound(), status: 301, redirectTo: `${target}${item}` };
}

/** A collection's own page (not its posts or products) carries its SEO title and sharing image. */
function withPageSeo(resolved: ResolvedPage): ResolvedPage {
  const collection = resolved.collection;
  if (!collection || resolved.status !== 200 || resolved.itemId !== null) return resolved;
  return {
    ...resolved,
    ...(collection.seoTitle ? { seoTitle: collection.seoTitle } : {}),
    ...(collection.socialImageUrl ? { socialImageUrl: collection.socialImageUrl } : {}),
  };
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

async function showCollection(
  input: ResolveInput,
  collection: CollectionRow,
  itemUrlId: string | undefined,
): Promise<ResolvedPage> {
  const activePath = collection.id === input.home?.id ? '/' : `/${collection.urlId}`;
  const base = {
    collection,
    description: collection.seoDescription || collection.description,
    activePath,
    noindex: collection.hideFromSearch,
  };
  if (collection.passwordHash !== null && !input.hasUnlocked(collection)) {
    return {
      ...base,
      status: 403,
      pageType: 'lock-screen',
      view: { kind: 'lock-screen', title: collection.title, formAction: input.path },
      title: collection.title,
      itemId: null,
      layouts: [],
      noindex: true,
      cacheable: false,
    };
  }
  const cacheable = collection.passwordHash === null;
  if (collection.type === 'page' || collection.type === 'gallery')
    return itemUrlId === undefined ? showLayoutPage(collection, base, cacheable) : notFound();
  if (collection.type === 'products')
    return input.storefront ? input.storefront.showProducts(input, collection, itemUrlId, base) : notFound();
  if (collection.type === 'events') return showEvents(input, collection, itemUrlId, { ...base, cacheable });
  if (collection.type !== 'blog') return notFound();
  return showBlog(input, collection, itemUrlId, { ...base, cacheable });
}

/** A blog: its list of posts (ten a page) or one post with its neighbours. */
async function showBlog(
  input: ResolveInput,
  collection: CollectionRow,
  itemUrlId: string | undefined,
  base: Pick<ResolvedPage, 'collection' | 'description' | 'activePath' | 'noindex' | 'cacheable'>,
): Promise<ResolvedPage> {
  const scope = { websiteId: input.website.id, collectionId: collection.id };
  if (itemUrlId === undefined) {
    const pageNumber = Math.max(1, Math.min(10_000, Number.parseInt(input.query.page ?? '1', 10) || 1));
    const listed = listFilterOf(input.query, `/${collection.urlId}`);
    const { items, hasOlder } = await input.content.visibleItems(scope, {
      offset: (pageNumber - 1) * POSTS_PER_PAGE,
      limit: POSTS_PER_PAGE,
      now: input.now,
      filter: listed.filter,
    });
    // Page links keep the tag or category the visitor filtered by.
    const href = (n: number) => listPageHref(`/${collection.urlId}`, listed.param, n);
    return {
      ...base,
      status: 200,
      pageType: 'collection',
      view: {
        kind: 'blog-list',
        title: collection.title,
        description: collection.description,
        posts: await withCommentCounts(
          input.comments,
          input.website.id,
          items.map((item) => summaryOf(item, collection.urlId)),
        ),
        ...listed.shown,
        ...(pageNumber > 1 ? { newerHref: href(pageNumber - 1) } : {}),
        ...(hasOlder ? { olderHref: href(pageNumber + 1) } : {}),
      },
      title: collection.title,
      itemId: null,
      layouts: [],
    };
  }
  const item = await input.content.visibleItemByUrlId(scope, itemUrlId, input.now);
  if (!item) return notFound();
  const { newer, older } = await input.content.neighboursOf(item, input.now);
  // Comments are not offered on password-protected blogs (modules/comments/CONTEXT.md).
  const comments =
    collection.passwordHash === null
      ? await commentsViewOf(input.comments, { ...scope, itemId: item.id }, input.query.comment)
      : undefined;
  return {
    ...base,
    status: 200,
    pageType: 'item',
    view: {
      kind: 'blog-item',
      blogTitle: collection.title,
      blogHref: `/${collection.urlId}`,
      post: { ...summaryOf(item, collection.urlId), body: item.body },
      ...(comments ? { comments } : {}),
      ...(newer ? { newer: summaryOf(newer, collection.urlId) } : {}),
      ...(older ? { older: summaryOf(older, collection.urlId) } : {}),
    },
    title: item.title,
    description: item.excerpt,
    itemId: item.id,
    layouts: [item.body],
    ...(comments?.open ? { features: ['comments'] } : {}),
  };
}

/**
 * A page of blocks, or a gallery page: a page whose layout is one gallery block
 * (content/gallery-page.ts), headed by its title, its slides addressed by `?itemId=` on the
 * page's own URL (read by the gallery runtime).
 */
function showLayoutPage(
  collection: CollectionRow,
  base: Pick<ResolvedPage, 'collection' | 'description' | 'activePath' | 'noindex'>,
  cacheable: boolean,
): ResolvedPage {
  const layout = collection.layout ?? { columns: 12, blocks: [] };
  return {
    ...base,
    status: 200,
    pageType: 'page',
    view: {
      kind: 'page',
      title: collection.title,
      description: collection.description,
      layout,
      ...(collection.type === 'gallery' ? { showTitle: true } : {}),
    },
    title: collection.title,
    itemId: null,
    layouts: [layout],
    cacheable,
  };
}

async function showSearch(input: ResolveInput): Promise<ResolvedPage> {
  const query = (input.query.q ?? '').trim().slice(0, MAX_SEARCH_QUERY_LENGTH);
  const filter = searchKindOfParam(input.query.type);
  const requestedPage = Number.parseInt(input.query.page ?? '1', 10);
  const found = input.siteSearch
    ? await input.siteSearch.search({
        websiteId: input.website.id,
        query,
        kind: filter,
        page: Number.isFinite(requestedPage) ? requestedPage : 1,
        now: input.now,
      })
    : null;
  return {
    status: 200,
    pageType: 'search',
    view: {
      kind: 'search',
      query,
      filter,
      results: (found?.results ?? []).map((hit) => ({
        kind: hit.kind,
        title: hit.title,
        snippet: snippetParts(hit.snippet),
        href: hit.href,
      })),
      total: found?.total ?? 0,
      counts: found?.counts ?? emptySearchCounts(),
      page: found?.page ?? 1,
      pageCount: found?.pageCount ?? 0,
    },
    title: query ? `Search: ${query}` : 'Search',
    description: '',
    collection: null,
    itemId: null,
    layouts: [],
    activePath: '/search',
    noindex: true,
    cacheable: query === '',
  };
}
