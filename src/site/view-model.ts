import type { Layout } from '../shared/layout/layout';
import type { SiteFooter, SiteHeader } from '../shared/api/site';
import type { StorePageView } from './store/view-model';

/**
 * What the server hands the site's React components: plain, already-authorised data.
 * Components never query anything; they render these values and nothing else.
 */
export interface SiteView {
  identifier: string;
  title: string;
  locale: string;
  header: SiteHeader;
  footer: SiteFooter;
  /** The main navigation, in order. */
  navigation: NavLinkView[];
  announcementBar: { text: string; href?: string } | null;
  /** Store pages and pages with store blocks show the cart indicator (and load the cart runtime). */
  cartIndicator?: boolean;
}

export interface NavLinkView {
  title: string;
  href: string;
  /** The link points at the page being shown (or its collection). */
  active: boolean;
  external: boolean;
}

export interface BlogPostSummary {
  id: string;
  title: string;
  href: string;
  excerpt: string;
  /** ISO instant. */
  publishedAt: string;
  authorName: string;
  tags: string[];
  categories: string[];
  imageUrl?: string;
}

export interface BlogPostView extends BlogPostSummary {
  body: Layout;
}

export interface SearchResultView {
  title: string;
  href: string;
  excerpt: string;
  kind: 'page' | 'blog-post';
}

export type PageView =
  | { kind: 'page'; title: string; description: string; layout: Layout }
  | { kind: 'blog-list'; title: string; description: string; posts: BlogPostSummary[]; newerHref?: string; olderHref?: string }
  | { kind: 'blog-item'; blogTitle: string; blogHref: string; post: BlogPostView; newer?: BlogPostSummary; older?: BlogPostSummary }
  | { kind: 'not-found' }
  | { kind: 'lock-screen'; title: string; formAction: string; error?: string }
  | { kind: 'search'; query: string; results: SearchResultView[] }
  | StorePageView;

/** Everything the HTML document needs besides the body. */
export interface DocumentView {
  /** The <title>: page title and site title. */
  title: string;
  description: string;
  lang: string;
  stylesheets: string[];
  /** Module scripts, one per runtime feature the page uses (empty for a content-only page). */
  scripts: string[];
  /** Serialized page context, already safe to embed in a <script type="application/json">. */
  pageContextJson: string;
  canonicalUrl?: string;
  noindex?: boolean;
}
