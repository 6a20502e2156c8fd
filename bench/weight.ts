// Page weight: the HTML and every stylesheet and script it makes the browser load, raw and gzip.
import { gzipSync } from 'node:zlib';
import { get } from './http';

export interface Resource {
  kind: 'html' | 'css' | 'js';
  url: string;
  raw: number;
  gzip: number;
  /** True when the server did not send gzip and the bench compressed the bytes itself (level 6). */
  gzipLocal: boolean;
}

export interface PageWeight {
  path: string;
  resources: Resource[];
  totals: Record<'html' | 'css' | 'js' | 'all', { raw: number; gzip: number }>;
}

const attribute = (tag: string, name: string) =>
  new RegExp(`\\b${name}\\s*=\\s*["']([^"']+)["']`, 'i').exec(tag)?.[1];

/** Stylesheet and script URLs in document order, from `<link rel="stylesheet">` and `<script src>`. */
export function assetUrls(html: string): { css: string[]; js: string[] } {
  const css: string[] = [];
  const js: string[] = [];
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const href = attribute(tag, 'href');
    if (href && /^stylesheet$/i.test(attribute(tag, 'rel') ?? '')) css.push(href);
  }
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attribute(tag, 'src');
    if (src) js.push(src);
  }
  return { css, js };
}

/** Static imports of an ES module (`import"./x.js"`, `from"./chunks/y.js"`), resolved against its URL. */
function moduleImports(source: string, url: string): string[] {
  const found = [...source.matchAll(/\b(?:import|from)\s*["']([^"']+\.m?js)["']/g)].map(
    (match) => match[1] ?? '',
  );
  return found
    .filter((specifier) => specifier.startsWith('.') || specifier.startsWith('/'))
    .map((specifier) => new URL(specifier, `http://bench${url}`).pathname);
}

async function measure(
  port: number,
  host: string,
  kind: Resource['kind'],
  url: string,
): Promise<{ resource: Resource; text: string }> {
  const raw = await get(port, host, url);
  if (raw.status !== 200) throw new Error(`GET ${url} answered ${raw.status}`);
  const compressed = await get(port, host, url, { 'accept-encoding': 'gzip' });
  const served = compressed.headers['content-encoding'] === 'gzip';
  const gzip = served ? compressed.body.length : gzipSync(raw.body, { level: 6 }).length;
  return {
    resource: { kind, url, raw: raw.body.length, gzip, gzipLocal: !served },
    text: raw.body.toString('utf8'),
  };
}

export async function pageWeight(port: number, host: string, path: string): Promise<PageWeight> {
  // A first request fills the render cache, so the second one sees the cached gzip copy.
  await get(port, host, path);
  const page = await measure(port, host, 'html', path);
  const resources = [page.resource];
  const { css, js } = assetUrls(page.text);
  for (const url of css) resources.push((await measure(port, host, 'css', url)).resource);
  const queue = [...js];
  const seen = new Set<string>();
  for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
    if (seen.has(url)) continue;
    seen.add(url);
    const script = await measure(port, host, 'js', url);
    resources.push(script.resource);
    queue.push(...moduleImports(script.text, url));
  }
  const sum = (kind?: Resource['kind']) =>
    resources
      .filter((resource) => !kind || resource.kind === kind)
      .reduce((total, resource) => ({ raw: total.raw + resource.raw, gzip: total.gzip + resource.gzip }), {
        raw: 0,
        gzip: 0,
      });
  return { path, resources, totals: { html: sum('html'), css: sum('css'), js: sum('js'), all: sum() } };
}
