import { XMLParser } from 'fast-xml-parser';
import { AppError } from '../../../shared/errors';

/**
 * A WordPress eXtended RSS export (WordPress: Tools → Export; Squarespace writes the same
 * format) read into plain data. Only what the importer maps is kept; everything else is listed
 * in `skipped` so the owner's report can say what did not come across.
 */
export interface WxrEntry {
  wordpressId: string;
  title: string;
  slug: string;
  link: string;
  html: string;
  excerpt: string;
  /** UTC instant from `post_date_gmt`; null for "0000-00-00 00:00:00" (never published). */
  date: Date | null;
  status: string;
  authorName: string;
  /** Nested ones as "Parent/Child", the way this project writes nested categories. */
  categories: string[];
  tags: string[];
  thumbnailId: string | undefined;
  menuOrder: number;
  comments: number;
}

export interface WxrAttachment {
  wordpressId: string;
  url: string;
  /** `_wp_attached_file`: the path under wp-content/uploads (matched against an archive's files). */
  file: string;
  alt: string;
  title: string;
}

export interface WxrSite {
  title: string;
  baseUrl: string;
  posts: WxrEntry[];
  pages: WxrEntry[];
  attachments: Map<string, WxrAttachment>;
  skipped: Array<{ title: string; reason: string }>;
}

export const WXR_MAX_BYTES = 50_000_000;

const ARRAYS = new Set([
  'item',
  'wp:author',
  'wp:category',
  'wp:tag',
  'category',
  'wp:postmeta',
  'wp:comment',
]);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: true,
  htmlEntities: false,
  isArray: (name) => ARRAYS.has(name),
});

type Node = Record<string, unknown>;

const invalid = (why: string) =>
  new AppError('transferFileInvalid', undefined, `This is not a WordPress export file: ${why}.`);

function text(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'object' && '#text' in value) return text((value as Node)['#text']);
  return '';
}

const list = (value: unknown): Node[] => (Array.isArray(value) ? (value as Node[]) : []);

function parseGmt(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(value.trim());
  if (!match || match[1] === '0000') return null;
  const date = new Date(`${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:${match[6]}Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

function meta(item: Node, key: string): string | undefined {
  const found = list(item['wp:postmeta']).find((entry) => text(entry['wp:meta_key']) === key);
  return found ? text(found['wp:meta_value']) : undefined;
}

/** Category paths by nicename ("sourcing" → "Coffee/Sourcing"), from the channel's category list. */
function categoryPaths(channel: Node): Map<string, string> {
  const byNicename = new Map<string, { name: string; parent: string }>();
  for (const entry of list(channel['wp:category']))
    byNicename.set(text(entry['wp:category_nicename']), {
      name: text(entry['wp:cat_name']),
      parent: text(entry['wp:category_parent']),
    });
  const paths = new Map<string, string>();
  for (const [nicename] of byNicename) {
    const names: string[] = [];
    const seen = new Set<string>();
    let current: string | undefined = nicename;
    while (current && byNicename.has(current) && !seen.has(current)) {
      seen.add(current);
      const entry: { name: string; parent: string } = byNicename.get(current)!;
      names.unshift(entry.name.replaceAll('/', '-'));
      current = entry.parent;
    }
    paths.set(nicename, names.join('/'));
  }
  return paths;
}

/** Parses the text of a WXR file; throws `transferFileInvalid` with the reason for anything else. */
export function parseWxr(xml: string): WxrSite {
  if (Buffer.byteLength(xml) > WXR_MAX_BYTES)
    throw invalid(`it is larger than ${WXR_MAX_BYTES / 1_000_000} MB`);
  if (xml.includes('\0')) throw invalid('it contains NUL characters');
  // WXR never declares a DTD; refusing one rules out entity-expansion tricks whatever the parser does.
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw invalid('it declares a document type');
  let document: Node;
  try {
    document = parser.parse(xml) as Node;
  } catch {
    throw invalid('the XML is not well-formed');
  }
  const channel = (document.rss as Node | undefined)?.channel as Node | undefined;
  if (!channel || !('wp:wxr_version' in channel)) throw invalid('it has no WXR channel');
  const authors = new Map<string, string>();
  for (const author of list(channel['wp:author']))
    authors.set(
      text(author['wp:author_login']),
      text(author['wp:author_display_name']) || text(author['wp:author_login']),
    );
  const categories = categoryPaths(channel);
  const site: WxrSite = {
    title: text(channel.title),
    baseUrl: text(channel['wp:base_site_url']) || text(channel.link),
    posts: [],
    pages: [],
    attachments: new Map(),
    skipped: [],
  };
  for (const item of list(channel.item)) {
    const type = text(item['wp:post_type']);
    const wordpressId = text(item['wp:post_id']);
    const title = text(item.title);
    if (type === 'attachment') {
      site.attachments.set(wordpressId, {
        wordpressId,
        url: text(item['wp:attachment_url']),
        file: meta(item, '_wp_attached_file') ?? '',
        alt: meta(item, '_wp_attachment_image_alt') ?? '',
        title,
      });
      continue;
    }
    if (type !== 'post' && type !== 'page') {
      site.skipped.push({
        title: title || `#${wordpressId}`,
        reason: `a "${type}" entry (only posts and pages are imported)`,
      });
      continue;
    }
    const terms = list(item.category);
    const login = text(item['dc:creator']);
    const entry: WxrEntry = {
      wordpressId,
      title: title || `Untitled ${wordpressId}`,
      slug: text(item['wp:post_name']) || title || wordpressId,
      link: text(item.link),
      html: text(item['content:encoded']),
      excerpt: text(item['excerpt:encoded']),
      date: parseGmt(text(item['wp:post_date_gmt'])),
      status: text(item['wp:status']),
      authorName: authors.get(login) ?? login,
      categories: terms
        .filter((term) => term['@_domain'] === 'category')
        .map((term) => categories.get(text(term['@_nicename'])) ?? text(term)),
      tags: terms.filter((term) => term['@_domain'] === 'post_tag').map((term) => text(term)),
      thumbnailId: meta(item, '_thumbnail_id'),
      menuOrder: Number(text(item['wp:menu_order'])) || 0,
      comments: list(item['wp:comment']).length,
    };
    (type === 'post' ? site.posts : site.pages).push(entry);
  }
  return site;
}
