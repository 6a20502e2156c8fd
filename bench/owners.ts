// The owners' app: first-load JavaScript and CSS (gzip) per screen, read from the built files,
// and the editor's work per interaction (one edit: history step + validation of the layout).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { AssetManifest } from '../src/server/render/assets';
import { historyReducer, initialHistory } from '../src/config/features/editor/history';
import { validateLayout } from '../src/site/blocks/registry';
import { GRID_COLUMNS, type Layout } from '../src/shared/layout/layout';
import { integer, table } from './table';

const assets = join(import.meta.dirname, '../dist/assets');
const fileOf = (url: string) => join(assets, url.replace(/^\/assets\//, ''));
const gzipBytes = (url: string) => {
  const file = fileOf(url);
  return existsSync(`${file}.gz`)
    ? readFileSync(`${file}.gz`).length
    : gzipSync(readFileSync(file), { level: 9 }).length;
};

/** A module and everything it imports statically, in load order (what the browser fetches before running it). */
function staticClosure(url: string, seen = new Set<string>()): string[] {
  if (seen.has(url)) return [];
  seen.add(url);
  const source = readFileSync(fileOf(url), 'utf8');
  const imports = [...source.matchAll(/\b(?:import|from)\s*["'](\.{1,2}\/[^"']+\.js)["']/g)].map(
    (match) => new URL(match[1]!, `http://x${url}`).pathname,
  );
  return [url, ...imports.flatMap((imported) => staticClosure(imported, seen))];
}

/** The lazy chunk a route loads (`import("./chunks/editor-screen.HASH.js")`), found from its entry. */
function lazyChunk(entryUrls: string[], name: string): string | undefined {
  for (const url of entryUrls) {
    const match = new RegExp(`import\\(["'](\\.{1,2}/[^"']*${name}\\.[A-Z0-9]+\\.js)["']\\)`).exec(
      readFileSync(fileOf(url), 'utf8'),
    );
    if (match) return new URL(match[1]!, `http://x${url}`).pathname;
  }
  return undefined;
}

export function printOwnersAppWeight(): void {
  const manifestFile = join(assets, 'manifest.json');
  if (!existsSync(manifestFile)) throw new Error('No build: run npm run build first.');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as AssetManifest;
  const apps = manifest.apps ?? {};
  const rows: string[][] = [];
  for (const [app, screens] of [
    ['platform', [['entry (sign up, sites)', null]]],
    [
      'config',
      [
        ['pages list (/config/)', 'pages-screen'],
        ['page editor', 'editor-screen'],
        ['design', 'design-screen'],
        ['analytics dashboard', 'analytics-screen'],
        ['forms list', 'forms-screen'],
        ['form builder', 'form-screen'],
        ['form submissions', 'submissions-screen'],
      ],
    ],
  ] as const) {
    const entry = apps[app];
    if (!entry) continue;
    const base = staticClosure(entry.script);
    const css = entry.css.reduce((total, url) => total + gzipBytes(url), 0);
    for (const [label, chunk] of screens) {
      const lazy = chunk ? lazyChunk(base, chunk) : undefined;
      const scripts = lazy ? [...base, ...staticClosure(lazy, new Set(base))] : base;
      const js = scripts.reduce((total, url) => total + gzipBytes(url), 0);
      rows.push([app, label, integer(scripts.length), integer(js), integer(css)]);
    }
  }
  console.log(`\nOwners' app first load (gzip bytes, from dist/)\n`);
  console.log(
    table(['app', 'screen', 'js files', 'js gzip', 'css gzip'], rows, [false, false, true, true, true]),
  );
}

/** One editor interaction on a full (60-block) layout: the undo step and the validation that gates autosave. */
export function printEditorInteraction(iterations = 2_000): void {
  const layout: Layout = {
    columns: GRID_COLUMNS,
    blocks: Array.from({ length: 60 }, (_, index) => ({
      id: index.toString(16).padStart(24, '0'),
      type: index % 2 ? 'text' : 'heading',
      grid: { column: 1, span: 12 },
      data:
        index % 2
          ? { html: `<p>Paragraph ${index}</p>`, alignment: 'left' }
          : { text: `Heading ${index}`, level: 2, alignment: 'left' },
    })),
  };
  let history = initialHistory(layout);
  const started = performance.now();
  for (let step = 0; step < iterations; step++) {
    const blocks = history.present.blocks.map((block, index) =>
      index === 0 ? { ...block, data: { ...block.data, text: `Heading ${step}` } } : block,
    );
    history = historyReducer(history, {
      type: 'change',
      layout: { ...history.present, blocks },
      key: 'first.text',
      at: step * 2_000,
    });
    if (!validateLayout(history.present).ok) throw new Error('bench layout is invalid');
  }
  const perEdit = (performance.now() - started) / iterations;
  console.log(
    `\nEditor interaction: ${perEdit.toFixed(3)} ms per edit of a 60-block layout (history step + full validation; ${iterations} edits; a frame is 16.7 ms).`,
  );
}
