import { newId } from '../../shared/ids';
import type { Layout, LayoutBlock } from '../../shared/layout/layout';
import type { SiteView } from '../view-model';

/** Test helpers: blocks, layouts and a site view with sensible values. */
export function makeBlock<Data = Record<string, unknown>>(
  type: string,
  data: Data,
  grid = { column: 1, span: 12 },
): LayoutBlock<Data> {
  return { id: newId(), type, grid, data };
}

export function makeLayout(...blocks: LayoutBlock[]): Layout {
  return { columns: 12, blocks };
}

export function makeSite(overrides: Partial<SiteView> = {}): SiteView {
  return {
    identifier: 'demo',
    title: 'Larkspur Coffee',
    locale: 'en-US',
    header: { showTitle: true, alignment: 'left' },
    footer: {
      layout: makeLayout(makeBlock('text', { html: '<p>Footer words</p>' })),
      smallPrint: '© 2025 Larkspur',
    },
    navigation: [
      { title: 'Home', href: '/', active: false, external: false },
      { title: 'About', href: '/about', active: true, external: false },
      { title: 'Journal', href: '/journal', active: false, external: false },
    ],
    announcementBar: null,
    ...overrides,
  };
}

/**
 * The attributes of every `<tag ...>` in rendered HTML, so tests do not depend on the order
 * React writes attributes in. Names are lowercased (`autoComplete` → `autocomplete`).
 */
export function tagsIn(html: string, tag: string): Array<Record<string, string>> {
  const tags = html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'g'));
  return [...tags].map((match) => {
    const attributes: Record<string, string> = {};
    for (const [, name, value] of (match[1] ?? '').matchAll(/([\w:-]+)(?:="([^"]*)")?/g)) {
      if (name !== undefined) attributes[name.toLowerCase()] = value ?? '';
    }
    return attributes;
  });
}
