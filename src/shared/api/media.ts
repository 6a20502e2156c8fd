import { z } from 'zod';

/**
 * Wire schemas of the owners' media library (issue "Media: uploads and a media library…").
 * One contract for the server routes and the owners' app.
 *
 *   POST   /api/rest/media                 multipart, one file in the field `file` → 201 MediaAsset
 *   GET    /api/rest/media?search=&kind=&cursor=        → MediaPage
 *   GET    /api/rest/media/:assetId                     → MediaAsset
 *   PATCH  /api/rest/media/:assetId        MediaUpdate  → MediaAsset   (alt, title, focal point, rename)
 *   PUT    /api/rest/media/:assetId/file   multipart, `file` → MediaAsset (replace; same id, and a new
 *                                                    fileName so the URL changes: `/media/…` answers are
 *                                                    cached as immutable; the old URL redirects to the new)
 *   DELETE /api/rest/media/:assetId                     → 204, or 409 MediaInUse
 *
 * Non-image files are linked as `/s/{fileName}` (visitor-runtime / media-and-platform §9).
 */

export const MEDIA_KINDS = ['image', 'video', 'audio', 'document'] as const;
export const mediaKindSchema = z.enum(MEDIA_KINDS);
export type MediaKind = z.infer<typeof mediaKindSchema>;

const focalCoordinate = z.number().min(0).max(1);
export const focalPointSchema = z.object({ x: focalCoordinate, y: focalCoordinate });

export const mediaAssetSchema = z.object({
  id: z.string(),
  kind: mediaKindSchema,
  fileName: z.string(),
  mimeType: z.string(),
  /** Size of the original in bytes. */
  bytes: z.number().int(),
  /** Pixels, for images and videos whose size is known. */
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  alt: z.string(),
  title: z.string(),
  focalPoint: focalPointSchema,
  /** A tiny placeholder shown while the image loads (a data: URL or a CSS colour), or null. */
  placeholder: z.string().nullable(),
  /** The original's address: `/media/{id}/{fileName}` for images and videos, `/s/{fileName}` otherwise. */
  url: z.string(),
  /** False while the common derived sizes are still being made. */
  ready: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MediaAsset = z.infer<typeof mediaAssetSchema>;

export const mediaListQuerySchema = z.object({
  search: z.string().max(200).optional(),
  kind: mediaKindSchema.optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(60),
});
export type MediaListQuery = z.infer<typeof mediaListQuerySchema>;

export const mediaPageSchema = z.object({
  items: z.array(mediaAssetSchema),
  nextCursor: z.string().nullable(),
  /** Bytes used by this site's media (originals and derived files), and its budget. */
  usedBytes: z.number().int(),
  budgetBytes: z.number().int(),
});
export type MediaPage = z.infer<typeof mediaPageSchema>;

export const mediaUpdateSchema = z
  .object({
    alt: z.string().max(300, 'Alt text must be 300 characters or fewer'),
    title: z.string().max(200),
    focalPoint: focalPointSchema,
    /** Rename: "Please enter a file name" when empty. */
    fileName: z.string().trim().min(1, 'Please enter a file name').max(200),
  })
  .partial();
export type MediaUpdate = z.infer<typeof mediaUpdateSchema>;

/** Where an asset is used, so a refused delete can list it. */
export const mediaUseSchema = z.object({
  kind: z.enum(['page', 'post', 'product', 'site']),
  label: z.string(),
  /** The owners' app path that opens it. */
  href: z.string(),
});
export type MediaUse = z.infer<typeof mediaUseSchema>;

/** 409 answer of DELETE when the asset is in use. */
export const mediaInUseSchema = z.object({
  code: z.string(),
  message: z.string(),
  usedBy: z.array(mediaUseSchema),
});
export type MediaInUse = z.infer<typeof mediaInUseSchema>;
