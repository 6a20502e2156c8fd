import type { SocialView } from '../../../site/view-model';
import type { WebsiteRow } from '../../modules/websites/tables';
import type { ResolvedPage } from '../resolve-page';
import { serializeForScript } from '../page-context';
import { organizationData } from './organization';

/** What a search engine and a sharing preview read from a page's head, besides title and description. */
export interface PageSeo {
  canonicalUrl?: string;
  social?: SocialView;
  /** Each already safe to embed in `<script type="application/ld+json">`. */
  jsonLd: string[];
}

/** Sharing previews show about this much; longer descriptions are cut at a word. */
const DESCRIPTION_LIMIT = 300;

export function plainDescription(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= DESCRIPTION_LIMIT) return flat;
  const cut = flat.slice(0, DESCRIPTION_LIMIT - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > DESCRIPTION_LIMIT / 2 ? cut.slice(0, space) : cut}…`;
}

const absolute = (address: string, origin: string) => new URL(address, `${origin}/`).href;

/** The page's own image for sharing (a post's or product's), else the site's. Never a data: address. */
function pageImage(resolved: ResolvedPage): string | undefined {
  const view = resolved.view;
  if (resolved.socialImageUrl) return resolved.socialImageUrl;
  if (view.kind === 'blog-item') return view.post.imageUrl;
  if (view.kind === 'product-item') return view.product.images[0];
  return undefined;
}

/**
 * Canonical address, Open Graph / Twitter card and JSON-LD of a public page. Pages that are not
 * to be indexed (not found, lock screens, search) get none: they should not be shared as content.
 */
export function pageSeo(input: {
  resolved: ResolvedPage;
  website: Pick<WebsiteRow, 'title' | 'header' | 'settings'>;
  origin: string;
  /** The path without query: the canonical address of a blog list's page 2 keeps its `?page=`. */
  path: string;
  query: Record<string, string | undefined>;
  description: string;
  siteImage?: string;
}): PageSeo {
  const { resolved, website, origin } = input;
  if (resolved.noindex || resolved.status !== 200) return { jsonLd: [] };
  const page = Number(input.query.page ?? '1');
  const canonicalUrl =
    absolute(input.path, origin) +
    (resolved.view.kind === 'blog-list' && Number.isInteger(page) && page > 1 ? `?page=${page}` : '');
  const ownImage = pageImage(resolved);
  const image = ownImage && !ownImage.startsWith('data:') ? absolute(ownImage, origin) : input.siteImage;
  const type =
    resolved.view.kind === 'blog-item'
      ? 'article'
      : resolved.view.kind === 'product-item'
        ? 'product'
        : 'website';
  const social: SocialView = {
    type,
    title: resolved.seoTitle || resolved.title || website.title,
    description: input.description,
    url: canonicalUrl,
    siteName: website.title,
    ...(image ? { image } : {}),
  };
  const data = structuredData({ ...input, canonicalUrl, image });
  return { canonicalUrl, social, jsonLd: data.map((item) => serializeForScript(item)) };
}

function structuredData(input: {
  resolved: ResolvedPage;
  website: Pick<WebsiteRow, 'title' | 'header' | 'settings'>;
  origin: string;
  path: string;
  canonicalUrl: string;
  description: string;
  image: string | undefined;
}): object[] {
  const { resolved, website, origin } = input;
  const view = resolved.view;
  const logo = website.header.logoUrl;
  const organization = organizationData(
    website,
    `${origin}/`,
    logo && !logo.startsWith('data:') ? absolute(logo, origin) : undefined,
  );
  if (input.path === '/')
    return [
      { '@context': 'https://schema.org', ...organization },
      { '@context': 'https://schema.org', '@type': 'WebSite', name: website.title, url: `${origin}/` },
    ];
  if (view.kind === 'blog-item')
    return [
      {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: view.post.title,
        ...(input.description ? { description: input.description } : {}),
        datePublished: view.post.publishedAt,
        ...(view.post.authorName ? { author: { '@type': 'Person', name: view.post.authorName } } : {}),
        ...(input.image ? { image: input.image } : {}),
        url: input.canonicalUrl,
        mainEntityOfPage: input.canonicalUrl,
        publisher: organization,
      },
    ];
  if (!resolved.structuredData) return [];
  return [
    { '@context': 'https://schema.org', ...(absoluteAddresses(resolved.structuredData, origin) as object) },
  ];
}

const ADDRESS_KEYS = new Set(['url', 'image', 'logo']);

/** Modules describe their pages with paths; search engines need absolute addresses. */
function absoluteAddresses(value: unknown, origin: string, key = ''): unknown {
  if (typeof value === 'string')
    return ADDRESS_KEYS.has(key) && value.startsWith('/') ? absolute(value, origin) : value;
  if (Array.isArray(value)) return value.map((entry) => absoluteAddresses(entry, origin, key));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([name, entry]) => [name, absoluteAddresses(entry, origin, name)]),
  );
}
