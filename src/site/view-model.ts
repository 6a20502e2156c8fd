import type { ListFilterView } from './components/list-filter';
import type { Layout } from '../shared/layout/layout';
import type { SiteFooter, SiteHeader } from '../shared/api/site';
import type { SearchKind } from '../shared/search/kinds';
import type { SnippetPart } from '../shared/search/snippet';
import type { StorePageView } from './store/view-model';
import type { MemberPageView } from './members/view-model';

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
  /** The site's popup overlay on pages that carry it: rendered hidden, opened by the `popup` runtime. */
  popup?: PopupView;
  /** Inside a mobile app container: the app provides the chrome, so header, announcement and footer are left out. */
  appContainer?: boolean;
  /** The business's contact details and hours, when the owner entered any: footer and JSON-LD. */
  business?: BusinessView;
  /** The phone-width bar (call, e-mail, directions, hours): the owner turned it on and there is something to show. */
  mobileInfoBar?: boolean;
}

/** Business info ready to show: empty parts left out, hours already formatted for the site's locale. */
export interface BusinessView {
  name: string;
  /** One line, as on an envelope; '' when none. */
  address: string;
  /** A map's directions to the address, when there is one. */
  directionsHref?: string;
  phone?: { text: string; href: string };
  email?: { text: string; href: string };
  /** Every weekday from Monday, with `hours` null when closed; empty when no day has hours. */
  hours: Array<{ day: string; hours: string | null }>;
}

export interface PopupView {
  style: 'card' | 'split' | 'banner';
  theme: 'light' | 'dark';
  headline: string;
  body: string;
  image?: { src: string; alt: string };
  action:
    | { kind: 'newsletter'; formId: string }
    | { kind: 'button'; label: string; href: string }
    | { kind: 'none' };
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
  /** Approved comments (first-party comments, modules/comments); absent where not counted. */
  commentCount?: number;
}

/** A post's comments: approved ones (plain text, escaped by React) and the form when open. */
export interface BlogCommentsView {
  open: boolean;
  /** New comments wait for the owner's approval (the blog does not auto-approve). */
  moderated: boolean;
  /** Where the form posts (the no-JavaScript route; the runtime adds the captcha). */
  action: string;
  comments: Array<{ id: string; authorName: string; body: string; createdAt: string }>;
  /** What happened to the visitor's last comment (`?comment=`). */
  notice?: { code: string; text: string };
}

export interface BlogPostView extends BlogPostSummary {
  body: Layout;
}

/** An event as visitors see it in lists and calendars. Times are UTC instants, shown in `timeZone`. */
export interface EventSummaryView {
  id: string;
  title: string;
  href: string;
  startsAt: string;
  endsAt: string;
  location: string;
  imageUrl?: string;
}

/** A month of an events collection, weeks of days in the site's time zone (shared/events/month-grid). */
export interface EventMonthView {
  /** `YYYY-MM`. */
  month: string;
  timeZone: string;
  weeks: Array<Array<{ date: string; day: number; inMonth: boolean; events: EventSummaryView[] }>>;
  previousHref: string;
  nextHref: string;
}

export interface SearchResultView {
  title: string;
  href: string;
  /** Plain text and matched words, rendered as text nodes and <mark>: never HTML. */
  snippet: SnippetPart[];
  kind: SearchKind;
}

export interface SearchView {
  kind: 'search';
  query: string;
  /** The type filter, null for every kind. */
  filter: SearchKind | null;
  results: SearchResultView[];
  total: number;
  counts: Record<SearchKind, number>;
  /** 1-based; pageCount 0 when nothing matched. */
  page: number;
  pageCount: number;
}

export type PageView =
  | {
      kind: 'page';
      title: string;
      description: string;
      layout: Layout;
      /** A gallery page shows its title as the page's heading (a page of blocks has its own). */
      showTitle?: boolean;
    }
  | {
      kind: 'blog-list';
      title: string;
      description: string;
      posts: BlogPostSummary[];
      /** The tag or category the list is narrowed to (`?tag=` / `?category=`). */
      filter?: ListFilterView;
      newerHref?: string;
      olderHref?: string;
    }
  | {
      kind: 'blog-item';
      blogTitle: string;
      blogHref: string;
      post: BlogPostView;
      comments?: BlogCommentsView;
      newer?: BlogPostSummary;
      older?: BlogPostSummary;
    }
  | {
      kind: 'event-list';
      title: string;
      description: string;
      timeZone: string;
      listHref: string;
      monthHref: string;
      /** `upcoming` (not yet ended, soonest first) or `past` (ended, latest first). */
      show: 'upcoming' | 'past';
      pastHref: string;
      events: EventSummaryView[];
    }
  | {
      kind: 'event-month';
      title: string;
      description: string;
      listHref: string;
      calendar: EventMonthView;
    }
  | {
      kind: 'event-item';
      eventsTitle: string;
      eventsHref: string;
      timeZone: string;
      /** The event is over (shown as past; its page stays reachable). */
      ended: boolean;
      event: EventSummaryView & { body: Layout; icsHref: string };
    }
  | { kind: 'not-found' }
  | { kind: 'lock-screen'; title: string; formAction: string; error?: string }
  | SearchView
  | StorePageView
  | MemberPageView;

/** How a page looks when shared (Open Graph; Twitter reads the same with its card type). */
export interface SocialView {
  type: 'website' | 'article' | 'product';
  title: string;
  description: string;
  /** Absolute. */
  url: string;
  siteName: string;
  /** Absolute; the page's own image, else the site's sharing image. */
  image?: string;
}

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
  /** Open Graph and Twitter card of a public page. */
  social?: SocialView;
  /** JSON-LD documents (schema.org), each already safe to embed in a script element. */
  jsonLd?: string[];
  /** The tab icon (a safe image address), when the site has one. */
  faviconUrl?: string;
  /** The absolute address of the image shown when the page is shared (og:image). */
  socialImageUrl?: string;
  /** The site's design tokens as CSS (trusted: generated by the server from validated tokens). */
  designCss?: string;
  /** Our own font files the page needs first (the body font), preloaded. */
  fontPreloads?: string[];
  /** Outside font stylesheets the owner chose (an Adobe Fonts kit); the page's CSP allows their hosts. */
  fontStylesheets?: string[];
  /** Classes of <body> (e.g. `platform-mobile-app`). */
  bodyClass?: string;
}
