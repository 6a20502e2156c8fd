import type { Readable } from 'node:stream';
import yazl from 'yazl';
import type { Db } from '../../db/client';
import { contentForExport } from '../content';
import type { MediaService } from '../media';
import type { SiteAdminService } from '../site-admin';
import type { WebsiteService } from '../websites';

/** The archive's format name and version: an importer refuses what it does not know. */
export const EXPORT_FORMAT = 'sitebuilder-site-export';
export const EXPORT_VERSION = 1;

export interface SiteExportDependencies {
  db: Db;
  websites: Pick<WebsiteService, 'findById' | 'getHeaderFooter'>;
  siteAdmin: Pick<SiteAdminService, 'getDesign' | 'getSettings'>;
  media: Pick<MediaService, 'list' | 'findById' | 'readOriginal'>;
}

const json = (value: unknown) => Buffer.from(JSON.stringify(value, null, 2));

/**
 * One site as a zip, streamed as it is written (media originals are read one at a time from
 * storage, never all in memory):
 *
 *   manifest.json   format, version, when, the source site, what each file holds, and which
 *                   files carry personal data (none yet: orders, members, submissions and
 *                   subscribers are not exported by this version)
 *   site.json       title, settings, header and footer, home page id
 *   design.json     the design tokens (published and draft)
 *   content.json    collections (pages, blogs, events, galleries, products' collections) with
 *                   their layouts, navigation links, items
 *   media.json      the media library's records; media/{assetId}/{fileName} the originals, byte for byte
 *
 * Ids are the source site's: an importer maps them to new ones.
 */
export async function exportSite(websiteId: string, deps: SiteExportDependencies): Promise<Readable> {
  const site = await deps.websites.findById(websiteId);
  if (!site) throw new Error(`no site ${websiteId}`);
  const [headerFooter, design, settings, content] = await Promise.all([
    deps.websites.getHeaderFooter(websiteId),
    deps.siteAdmin.getDesign(websiteId),
    deps.siteAdmin.getSettings(websiteId),
    contentForExport(deps.db, websiteId),
  ]);
  const assets = [];
  for (let cursor: string | undefined, guard = 0; guard < 10_000; guard += 1) {
    const page = await deps.media.list(websiteId, { limit: 200, ...(cursor ? { cursor } : {}) });
    assets.push(...page.items);
    if (!page.nextCursor) break;
    cursor = page.nextCursor;
  }
  const zip = new yazl.ZipFile();
  zip.addBuffer(
    json({
      format: EXPORT_FORMAT,
      version: EXPORT_VERSION,
      exportedAt: new Date().toISOString(),
      source: { id: site.id, identifier: site.identifier, title: site.title },
      files: {
        'site.json': 'title, settings, header and footer',
        'design.json': 'design tokens',
        'content.json': 'collections, navigation and items',
        'media.json': 'media library records; originals under media/',
      },
      personalData: [],
      notIncluded: ['products', 'forms', 'orders', 'members', 'submissions', 'subscribers'],
    }),
    'manifest.json',
  );
  zip.addBuffer(
    json({ title: site.title, homeCollectionId: site.homeCollectionId, settings, headerFooter }),
    'site.json',
  );
  zip.addBuffer(json(design), 'design.json');
  zip.addBuffer(json(content), 'content.json');
  zip.addBuffer(json(assets), 'media.json');
  // Each original is opened only when yazl comes to write it: one open file at a time.
  for (const asset of assets)
    zip.addReadStreamLazy(`media/${asset.id}/${asset.fileName}`, { compress: false }, (callback) => {
      deps.media
        .findById(websiteId, asset.id)
        .then((row) => (row ? deps.media.readOriginal(row) : undefined))
        .then(
          (stream) =>
            stream
              ? callback(null, stream)
              : callback(new Error(`media ${asset.id} is missing`), null as never),
          (error: Error) => callback(error, null as never),
        );
    });
  zip.end();
  return zip.outputStream as Readable;
}
