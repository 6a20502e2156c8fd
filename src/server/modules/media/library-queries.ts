/** Reads of a site's media library: its pages, its files by name, its videos' sizes, the bytes it uses. */
import { and, desc, eq, ilike, inArray, lt, or, sql, sum } from 'drizzle-orm';
import type { MediaListQuery } from '../../../shared/api/media';
import { AppError } from '../../../shared/errors';
import { parseMediaPath } from '../../../shared/media/image-url';
import type { Db } from '../../db/client';
import { mediaAssets, mediaVariants, type MediaAssetRow } from './tables';
import { containsPattern, decodeCursor, encodeCursor, toMediaAsset } from './views';

/** Bytes a site's originals and their derived files take (the budget counts both). */
export async function siteUsedBytes(db: Db, websiteId: string): Promise<number> {
  const [originals] = await db
    .select({ total: sum(mediaAssets.bytes) })
    .from(mediaAssets)
    .where(eq(mediaAssets.websiteId, websiteId));
  const [derived] = await db
    .select({ total: sum(mediaVariants.bytes) })
    .from(mediaVariants)
    .where(eq(mediaVariants.websiteId, websiteId));
  return Number(originals?.total ?? 0) + Number(derived?.total ?? 0);
}

/** One page of the library, newest first, filtered by kind and a search of names, titles and alt text. */
export async function mediaListPage(db: Db, websiteId: string, query: MediaListQuery) {
  const cursor = query.cursor ? decodeCursor(query.cursor) : undefined;
  if (query.cursor && !cursor)
    throw new AppError('validation', { cursor: 'This list position is not valid' });
  const search = query.search?.trim();
  const rows = await db
    .select()
    .from(mediaAssets)
    .where(
      and(
        eq(mediaAssets.websiteId, websiteId),
        query.kind ? eq(mediaAssets.kind, query.kind) : undefined,
        search
          ? or(
              ilike(mediaAssets.fileName, containsPattern(search)),
              ilike(mediaAssets.title, containsPattern(search)),
              ilike(mediaAssets.alt, containsPattern(search)),
            )
          : undefined,
        cursor
          ? or(
              lt(mediaAssets.createdAt, cursor.createdAt),
              and(eq(mediaAssets.createdAt, cursor.createdAt), lt(mediaAssets.id, cursor.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(mediaAssets.createdAt), desc(mediaAssets.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  return {
    items: page.map(toMediaAsset),
    nextCursor: rows.length > query.limit ? encodeCursor(page[page.length - 1]!) : null,
  };
}

export async function findMediaByFileName(
  db: Db,
  websiteId: string,
  fileName: string,
): Promise<MediaAssetRow | undefined> {
  const [row] = await db
    .select()
    .from(mediaAssets)
    .where(
      and(eq(mediaAssets.websiteId, websiteId), sql`lower(${mediaAssets.fileName}) = lower(${fileName})`),
    );
  return row;
}

export async function uploadedVideoSizes(
  db: Db,
  websiteId: string,
  urls: string[],
): Promise<Record<string, { width: number; height: number }>> {
  const byId = new Map(
    urls.flatMap((url) => {
      const address = parseMediaPath(url);
      return address && address.width === undefined ? [[address.assetId, url] as const] : [];
    }),
  );
  if (byId.size === 0) return {};
  const rows = await db
    .select({ id: mediaAssets.id, width: mediaAssets.width, height: mediaAssets.height })
    .from(mediaAssets)
    .where(
      and(
        eq(mediaAssets.websiteId, websiteId),
        eq(mediaAssets.kind, 'video'),
        inArray(mediaAssets.id, [...byId.keys()]),
      ),
    );
  return Object.fromEntries(
    rows.flatMap((row) =>
      row.width && row.height ? [[byId.get(row.id)!, { width: row.width, height: row.height }]] : [],
    ),
  );
}
