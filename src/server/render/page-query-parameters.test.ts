import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_QUERY_PARAMETERS } from './render-cache';

/** Where published pages are resolved and rendered from the request's query. */
const RENDER_CODE = [
  'src/server/render',
  'src/server/modules/store',
  'src/server/modules/content',
  'src/site',
];
/**
 * `query.<x>` that are not page parameters: the search text is a string called `query` too, and
 * the store's own routes (checkout, not the page service) parse theirs with zod (`success`, `data`).
 */
const NOT_PARAMETERS = new Set(['trim', 'length', 'slice', 'success', 'data']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('page query parameters', () => {
  it('lists every parameter the render code reads, so the cache key and the render see it', () => {
    const read = new Set<string>();
    for (const file of RENDER_CODE.flatMap(sourceFiles)) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\bquery\.([a-zA-Z_]\w*)\b(?!\s*\()/g))
        if (!NOT_PARAMETERS.has(match[1]!)) read.add(match[1]!);
    }
    expect(read.size).toBeGreaterThan(5);
    expect([...read].filter((name) => !PAGE_QUERY_PARAMETERS.includes(name)).sort()).toEqual([]);
  });
});
