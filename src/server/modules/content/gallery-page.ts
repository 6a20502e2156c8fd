import { and, eq } from 'drizzle-orm';
import { galleryBlock, type GalleryData, type GalleryItem } from '../../../shared/blocks/gallery';
import { AppError } from '../../../shared/errors';
import { newId } from '../../../shared/ids';
import { GRID_COLUMNS, type Layout } from '../../../shared/layout/layout';
import { slideAddressOf, slideIdOf, slideUrlOf } from '../../../shared/media/gallery-slide-address';
import type { Db } from '../../db/client';
import { acceptLayout } from './service';
import { collections } from './tables';

/**
 * A gallery page: a collection of type `gallery` with its own URL whose layout is exactly one
 * full-width gallery block. The block holds the page's items (library images and videos, at most
 * 50) and its design, so the page is edited with the block's own fields, saved as a draft and
 * published like any page, and rendered by the block's server renderer. History is on by
 * default: a slide's address is the page's URL with `?itemId=` (media-and-platform §2).
 */

export const GALLERY_PAGE_SHAPE = 'A gallery page holds one gallery and nothing else';

/** A new gallery page's layout: one empty, full-width gallery that keeps `?itemId=` history. */
export function newGalleryPageLayout(): Layout {
  return {
    columns: GRID_COLUMNS,
    blocks: [
      {
        id: newId(),
        type: galleryBlock.type,
        grid: { column: 1, span: GRID_COLUMNS },
        data: { ...galleryBlock.defaults, history: true },
      },
    ],
  };
}

/** The layout rules of a page plus the gallery page's own shape: one gallery block, full width. */
export function acceptGalleryPageLayout(input: unknown): Layout {
  const layout = acceptLayout(input);
  const [only] = layout.blocks;
  if (layout.blocks.length !== 1 || only?.type !== galleryBlock.type)
    throw new AppError('validation', { 'layout.blocks': GALLERY_PAGE_SHAPE });
  return { ...layout, blocks: [{ ...only, grid: { column: 1, span: GRID_COLUMNS } }] };
}

/** One published slide of a gallery page as other parts of the site read it (summaries, feeds). */
export interface GalleryPageItem {
  /** The slide id `?itemId=` names (the owner's, else its position). */
  slideId: string;
  /** The slide's address name (`data-slide-url`), which `?itemId=` also accepts. */
  slideUrl: string;
  /** The slide's own address: the page's path with `?itemId=`. */
  href: string;
  type: GalleryItem['type'];
  /** The image (a video's poster); empty for a video without one. */
  src: string;
  videoUrl: string;
  title: string;
  caption: string;
  alt: string;
  width?: number;
  height?: number;
  focalPoint: { x: number; y: number };
}

export interface GalleryPageItems {
  collection: { id: string; title: string; urlId: string };
  items: GalleryPageItem[];
}

/**
 * The published items of a site's gallery page, in the owner's order, or null when the page is
 * not a gallery page of this site, not published or behind a password. Reads the published
 * layout only, never the draft.
 */
export async function galleryPageItems(
  db: Db,
  websiteId: string,
  collectionId: string,
): Promise<GalleryPageItems | null> {
  const [page] = await db
    .select({
      id: collections.id,
      title: collections.title,
      urlId: collections.urlId,
      layout: collections.layout,
      published: collections.published,
      passwordHash: collections.passwordHash,
    })
    .from(collections)
    .where(
      and(
        eq(collections.websiteId, websiteId),
        eq(collections.id, collectionId),
        eq(collections.type, 'gallery'),
      ),
    );
  if (!page || !page.published || page.passwordHash !== null) return null;
  const block = page.layout?.blocks.find((entry) => entry.type === galleryBlock.type);
  const data = block?.data as Partial<GalleryData> | undefined;
  const items = Array.isArray(data?.items) ? data.items : [];
  return {
    collection: { id: page.id, title: page.title, urlId: page.urlId },
    items: items.map((item, index) => {
      const slideId = slideIdOf(item, index);
      return {
        slideId,
        slideUrl: slideUrlOf(item, index),
        href: slideAddressOf(`/${page.urlId}`, slideId),
        type: item.type,
        src: item.src,
        videoUrl: item.videoUrl,
        title: item.title,
        caption: item.caption,
        alt: item.alt,
        ...(item.width ? { width: item.width } : {}),
        ...(item.height ? { height: item.height } : {}),
        focalPoint: item.focalPoint,
      };
    }),
  };
}
