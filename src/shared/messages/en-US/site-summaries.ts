/** Summary blocks over events and gallery pages (server-rendered; src/site/blocks/summary). */
export const siteSummarySourceMessages = {
  /** A gallery image without a title or alt text, named in a summary by its place in the gallery. */
  'site.summary.galleryImage': '{gallery}, image {number}',
} as const;
