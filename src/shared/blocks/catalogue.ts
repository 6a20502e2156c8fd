// The block types' names in the editor's order, as plain data: the owners' editor shows its
// block list and "add block" menu at first load from this, and loads the definitions (zod
// schemas, defaults) afterwards (src/config/layout-editor/block-editing.ts). registry.test.ts
// keeps it equal to the registry's types and labels.

export interface BlockCatalogueEntry {
  type: string;
  label: string;
}

/** Every block type with its label, in the order the editor offers them (`blockDefinitions`). */
export const blockCatalogue: ReadonlyArray<BlockCatalogueEntry> = [
  { type: 'heading', label: 'Heading' },
  { type: 'text', label: 'Text' },
  { type: 'image', label: 'Image' },
  { type: 'video', label: 'Video' },
  { type: 'gallery', label: 'Gallery' },
  { type: 'button', label: 'Button' },
  { type: 'spacer', label: 'Spacer' },
  { type: 'line', label: 'Line' },
  { type: 'quote', label: 'Quote' },
  { type: 'code', label: 'Code' },
  { type: 'embed', label: 'Embed' },
  { type: 'accordion', label: 'Accordion' },
  { type: 'menu', label: 'Menu with tabs' },
  { type: 'share-buttons', label: 'Share buttons' },
  { type: 'social-icons', label: 'Social icons' },
  { type: 'shape', label: 'Shape' },
  { type: 'scaled-text', label: 'Scaled text' },
  { type: 'relative-time', label: 'Relative time' },
  { type: 'marquee', label: 'Marquee' },
  { type: 'text-highlight', label: 'Text highlight' },
  { type: 'chart', label: 'Chart' },
  { type: 'calendar', label: 'Calendar' },
  { type: 'tour-dates', label: 'Tour dates' },
  { type: 'album', label: 'Album' },
  { type: 'form', label: 'Form' },
  { type: 'newsletter', label: 'Newsletter' },
  { type: 'product', label: 'Product' },
  { type: 'collection-link', label: 'Collection link' },
  { type: 'summary', label: 'Summary' },
  { type: 'search', label: 'Search' },
  { type: 'audio', label: 'Audio' },
  { type: 'instagram', label: 'Instagram post' },
  { type: 'flickr', label: 'Flickr photo' },
  { type: 'fivehundredpix', label: '500px photo' },
  { type: 'twitter', label: 'X (Twitter) post' },
  { type: 'amazon', label: 'Amazon product' },
  { type: 'booking', label: 'Booking (reservations, Tock, Acuity, Zola)' },
  { type: 'map', label: 'Map' },
  { type: 'donation', label: 'Donation' },
];

const labels = new Map(blockCatalogue.map((entry) => [entry.type, entry.label]));

/** A block type's name in the owners' app (the type itself for a type no longer offered). */
export const blockLabelOf = (type: string): string => labels.get(type) ?? type;
