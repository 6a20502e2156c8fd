import { Readable } from 'node:stream';
import type { ImportReport } from '../../../shared/api/transfer';
import { ItemStatus } from '../../../shared/enums/platform';
import { AppError } from '../../../shared/errors';
import { newId } from '../../../shared/ids';
import { GRID_COLUMNS, type Layout } from '../../../shared/layout/layout';
import type { ContentService } from '../content';
import type { MediaService } from '../media';
import { DownloadRefused } from './safe-download';
import type { WxrAttachment, WxrEntry, WxrSite } from './wxr-parser';

/** What an import brought across and what it could not, shown to the owner when it ends. */
export type { ImportReport };

export interface WxrImportDependencies {
  content: Pick<ContentService, 'createCollection' | 'createItem'>;
  media: Pick<MediaService, 'upload'>;
  /** The bytes of one attachment: from the uploaded archive, else downloaded (safe-download.ts). */
  attachmentBytes: (attachment: WxrAttachment) => Promise<Buffer>;
  onProgress: (done: number, total: number) => Promise<void>;
}

const STATUS: Record<string, ItemStatus> = {
  publish: ItemStatus.published,
  future: ItemStatus.scheduled,
  pending: ItemStatus.needsReview,
  private: ItemStatus.private,
  draft: ItemStatus.draft,
};

const textLayout = (html: string): Layout => ({
  columns: GRID_COLUMNS,
  blocks: html.trim()
    ? [
        {
          id: newId(),
          type: 'text',
          grid: { column: 1, span: GRID_COLUMNS },
          data: { html, alignment: 'left' },
        },
      ]
    : [],
});

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Shortcodes are WordPress plugins' markup: their wrappers go, the text between them stays. */
function withoutShortcodes(html: string, title: string, report: ImportReport): string {
  const names = new Set<string>();
  const cleaned = html.replace(/\[\/?([a-z][a-z0-9_-]*)(?:\s[^\]]*)?\]/gi, (_match, name: string) => {
    names.add(name.toLowerCase());
    return '';
  });
  for (const name of names) report.notMapped.push({ title, reason: `the [${name}] shortcode was removed` });
  return cleaned;
}

function noteRemovedMarkup(html: string, title: string, report: ImportReport): void {
  if (/<script\b/i.test(html)) report.notMapped.push({ title, reason: 'scripts were removed' });
  if (/<iframe\b/i.test(html))
    report.notMapped.push({ title, reason: 'embedded frames (iframe) were removed' });
  if (/\son[a-z]+\s*=/i.test(html))
    report.notMapped.push({ title, reason: 'event handler attributes were removed' });
}

/** Slugs already taken on the site (the owner's own pages) get a number, as WordPress does. */
async function withFreeSlug<T>(slug: string, attempt: (urlId: string) => Promise<T>): Promise<T> {
  for (let suffix = 1; ; suffix += 1) {
    try {
      return await attempt(suffix === 1 ? slug : `${slug}-${suffix}`);
    } catch (error) {
      const taken = error instanceof AppError && (error.code === 'conflict' || error.code === 'validation');
      if (!taken || suffix >= 20) throw error;
    }
  }
}

/**
 * Writes a parsed WXR site into an existing site: its attachments into the media library, a
 * "Blog" collection with the posts, and the pages (in the main navigation, in WordPress's menu
 * order). Every body goes through the content service, so through the layout schema and the
 * HTML sanitiser like any edit. Links to the old site's posts and pages and addresses of its
 * attachments are rewritten to the new ones first.
 */
export async function importWxr(
  websiteId: string,
  site: WxrSite,
  deps: WxrImportDependencies,
): Promise<ImportReport> {
  const report: ImportReport = { posts: 0, pages: 0, images: 0, notMapped: [...site.skipped] };
  const attachments = [...site.attachments.values()];
  const total = attachments.length + site.posts.length + site.pages.length;
  let done = 0;
  const step = async () => deps.onProgress((done += 1), total);

  const mediaUrls = new Map<string, string>();
  for (const attachment of attachments) {
    const name =
      attachment.file.split('/').pop() ||
      attachment.url.split('/').pop() ||
      `image-${attachment.wordpressId}`;
    try {
      const bytes = await deps.attachmentBytes(attachment);
      const asset = await deps.media.upload(websiteId, { file: Readable.from([bytes]), filename: name });
      mediaUrls.set(attachment.wordpressId, asset.url);
      report.images += 1;
    } catch (error) {
      const reason =
        error instanceof DownloadRefused || error instanceof AppError
          ? error.message
          : 'it could not be fetched';
      report.notMapped.push({
        title: attachment.title || name,
        reason: `the image was not imported: ${reason}`,
      });
    }
    await step();
  }

  const blog = site.posts.length
    ? await withFreeSlug('blog', (urlId) =>
        deps.content.createCollection({ websiteId, type: 'blog', title: 'Blog', urlId, navigation: 'main' }),
      )
    : undefined;
  const pageOrder = [...site.pages].sort((a, b) => a.menuOrder - b.menuOrder);
  const links = new Map<string, string>();
  for (const post of site.posts) if (post.link && blog) links.set(post.link, `/${blog.urlId}/${post.slug}`);
  for (const page of pageOrder) if (page.link) links.set(page.link, `/${page.slug}`);

  const rewrite = (entry: WxrEntry): string => {
    let html = withoutShortcodes(entry.html.replace(/<!--[\s\S]*?-->/g, ''), entry.title, report);
    noteRemovedMarkup(html, entry.title, report);
    for (const attachment of attachments) {
      const url = mediaUrls.get(attachment.wordpressId);
      if (url && attachment.url) html = html.replace(new RegExp(escapeRegExp(attachment.url), 'g'), url);
    }
    for (const [from, to] of links)
      html = html.replace(new RegExp(`(["'])${escapeRegExp(from)}\\1`, 'g'), `$1${to}$1`);
    return html;
  };

  for (const post of site.posts) {
    const thumbnail = post.thumbnailId ? mediaUrls.get(post.thumbnailId) : undefined;
    if (post.thumbnailId && !thumbnail)
      report.notMapped.push({ title: post.title, reason: 'its featured image could not be imported' });
    if (post.comments > 0)
      report.notMapped.push({ title: post.title, reason: `${post.comments} comment(s) were not imported` });
    await withFreeSlug(post.slug, (urlId) =>
      deps.content.createItem({
        websiteId,
        collectionId: blog!.id,
        title: post.title,
        urlId,
        excerpt: post.excerpt.replace(/<[^>]*>/g, ''),
        body: textLayout(rewrite(post)),
        status: STATUS[post.status] ?? ItemStatus.draft,
        ...(post.date ? { publishOn: post.date } : {}),
        authorName: post.authorName,
        tags: post.tags,
        categories: post.categories,
        ...(thumbnail ? { imageUrl: thumbnail } : {}),
      }),
    );
    report.posts += 1;
    await step();
  }

  for (const page of pageOrder) {
    if (page.status !== 'publish')
      report.notMapped.push({
        title: page.title,
        reason: `a ${page.status} page was imported as a hidden page`,
      });
    await withFreeSlug(page.slug, (urlId) =>
      deps.content.createCollection({
        websiteId,
        type: 'page',
        title: page.title,
        urlId,
        layout: textLayout(rewrite(page)),
        navigation: page.status === 'publish' ? 'main' : '_hidden',
      }),
    );
    report.pages += 1;
    await step();
  }
  return report;
}
