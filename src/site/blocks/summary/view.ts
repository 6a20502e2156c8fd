/**
 * What the server puts in the block resources for each summary block (by block id): the
 * collection's visible items, already filtered, counted and ordered. Sources (blog posts,
 * products, upcoming events, gallery images) each build these from their own data.
 */
export interface SummaryItemView {
  id: string;
  title: string;
  href: string;
  excerpt: string;
  /** ISO instant the item was published (posts, events); absent for products. */
  publishedAt?: string;
  author?: string;
  imageUrl?: string | null;
  /** The item's picture is a video's: its box follows the summary video aspect rule. */
  isVideo?: boolean;
  /** Events: the start, shown in the site's time zone (an IANA zone). */
  event?: { startsAt: string; timeZone: string };
  /** Products: the price as shown in the shop. */
  priceLabel?: string;
  tags: string[];
  categories: string[];
  /** Blog posts: approved comments. */
  commentCount?: number;
}

export interface SummaryView {
  /** The collection's type (blog, products, …) and its list page. */
  collectionType: string;
  collectionHref: string;
  collectionTitle: string;
  items: SummaryItemView[];
}
