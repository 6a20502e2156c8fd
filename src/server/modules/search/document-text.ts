import type { Layout } from '../../../shared/layout/layout';
import { withoutSentinels } from '../../../shared/search/snippet';

/**
 * The words a visitor reads on a block, by block type: headings, rich text, quotes, panels of
 * accordions and tab menus, captions, button labels. Blocks that show no words of their own
 * (images without captions, spacers, code, embeds, forms) add nothing. A new block type with
 * visible text adds its fields here.
 */
const TEXT_FIELDS: Readonly<Record<string, ReadonlyArray<string>>> = {
  heading: ['text'],
  text: ['html'],
  quote: ['text', 'source'],
  'scaled-text': ['text'],
  button: ['label'],
  image: ['caption', 'alt'],
};
const PANEL_FIELDS: Readonly<Record<string, string>> = { accordion: 'items', menu: 'menus' };
/** Blocks whose items show words of their own: a gallery's slides (title, caption, alt text). */
const ITEM_FIELDS: Readonly<Record<string, { list: string; fields: ReadonlyArray<string> }>> = {
  gallery: { list: 'items', fields: ['title', 'caption', 'alt'] },
};

/** Longest text kept per document: enough for any page of 60 blocks, bounded for ts_headline. */
export const MAX_DOCUMENT_CHARACTERS = 200_000;

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** Sanitized rich text → the text it shows: tags become spaces, entities their characters. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] === '#') {
        const code =
          name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
      }
      return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
    });
}

export function tidy(text: string): string {
  return withoutSentinels(text).replace(/\s+/g, ' ').trim().slice(0, MAX_DOCUMENT_CHARACTERS);
}

/** The plain text of a layout's blocks, in reading order. */
export function layoutText(layout: Layout | null | undefined): string {
  if (!layout || !Array.isArray(layout.blocks)) return '';
  const pieces: string[] = [];
  for (const block of layout.blocks) {
    const data = block.data as Record<string, unknown>;
    for (const field of TEXT_FIELDS[block.type] ?? []) {
      const value = data[field];
      if (typeof value === 'string') pieces.push(field === 'html' ? htmlToText(value) : value);
    }
    const listed = ITEM_FIELDS[block.type];
    const entries = listed ? data[listed.list] : undefined;
    if (listed && Array.isArray(entries))
      for (const entry of entries as Array<Record<string, unknown>>)
        for (const field of listed.fields)
          if (typeof entry[field] === 'string' && entry[field] !== '') pieces.push(entry[field]);
    const panels = PANEL_FIELDS[block.type];
    const items = panels ? data[panels] : undefined;
    if (Array.isArray(items))
      for (const item of items as Array<Record<string, unknown>>) {
        if (typeof item.title === 'string') pieces.push(item.title);
        if (typeof item.body === 'string') pieces.push(item.body);
      }
  }
  return tidy(pieces.join('\n'));
}
