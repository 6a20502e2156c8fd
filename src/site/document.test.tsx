import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Document } from './document';
import type { DocumentView } from './view-model';

const view: DocumentView = {
  title: 'About — Larkspur',
  description: 'A small roaster',
  lang: 'en-US',
  stylesheets: ['/assets/site.css'],
  scripts: ['/assets/runtime/core.js', '/assets/runtime/code-copy.js'],
  pageContextJson: '{"pageType":"page","website":{"id":"abc"}}',
};

const render = (overrides: Partial<DocumentView> = {}) =>
  renderToString(<Document view={{ ...view, ...overrides }}>{<p>Body</p>}</Document>);

describe('Document', () => {
  it('is a complete document with head metadata and the body', () => {
    const html = render();
    expect(html.startsWith('<html lang="en-US"><head><meta charSet="utf-8"/>')).toBe(true);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1"/>');
    expect(html).toContain('<title>About — Larkspur</title>');
    expect(html).toContain('<meta name="description" content="A small roaster"/>');
    expect(html).toContain('<link rel="stylesheet" href="/assets/site.css"/>');
    expect(html).toContain('<body><p>Body</p></body></html>');
    expect(html).not.toContain('canonical');
    expect(html).not.toContain('robots');
  });

  it('embeds the page context as JSON, unescaped', () => {
    expect(render()).toContain(
      '<script id="page-context" type="application/json">{"pageType":"page","website":{"id":"abc"}}</script>',
    );
  });

  it('loads exactly the given module scripts, and none for a content-only page', () => {
    const scripts = (html: string) =>
      [...html.matchAll(/<script type="module" src="([^"]+)">/g)].map((match) => match[1]);
    expect(scripts(render())).toEqual(view.scripts);
    const contentOnly = render({ scripts: [] });
    expect(scripts(contentOnly)).toEqual([]);
    expect(contentOnly.match(/<script/g)).toHaveLength(1);
  });

  it('adds canonical and noindex when asked', () => {
    const html = render({ canonicalUrl: 'https://demo.example/about', noindex: true });
    expect(html).toContain('<link rel="canonical" href="https://demo.example/about"/>');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });
});
