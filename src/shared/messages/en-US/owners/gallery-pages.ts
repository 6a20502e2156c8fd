/** The owners' app: gallery pages (a page kind holding one gallery; src/config/features/editor). */
export const galleryPagesOwnerMessages = {
  'owners.galleryPages.kind': 'Gallery (images and videos at their own URL)',
  'owners.galleryPages.kindHint':
    'A gallery page holds up to {max} images and videos from the media library, shown in the design you choose.',
  'owners.galleryPages.badge': 'Gallery',
  'owners.galleryPages.loading': 'Loading the gallery…',
  'owners.galleryPages.settings': 'Gallery page settings',
  'owners.galleryPages.address':
    'Each slide has its own address: this page’s URL with ?itemId= and the slide’s id or title.',
} as const;
