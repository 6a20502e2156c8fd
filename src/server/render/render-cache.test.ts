import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createRenderCache, exactBytes } from './render-cache';

const owns = (bytes: Buffer | undefined) =>
  bytes !== undefined && bytes.byteOffset === 0 && bytes.buffer.byteLength === bytes.length;

describe('render cache memory', () => {
  it('keeps each stored copy in a buffer of exactly its size (no 16 KB zlib or 8 KB pool backing store)', () => {
    const cache = createRenderCache({ enabled: true });
    const html = `<!doctype html><p>${'small page '.repeat(50)}</p>`;
    const stored = cache.set(
      { websiteId: 'site', contentVersion: 1, path: '/' },
      {},
      [],
      { html } as Parameters<typeof cache.set>[3],
      {},
    );
    expect(owns(stored.body)).toBe(true);
    expect(owns(stored.gzip)).toBe(true);
    expect(owns(stored.brotli)).toBe(true);
    expect(gunzipSync(stored.gzip!).toString()).toBe(html);
    expect(cache.get('site', 1, '/', {})).toBe(stored);
  });

  it('copies only views, and keeps the bytes', () => {
    const pool = Buffer.from('pooled bytes'); // small: a view into the shared pool
    const copy = exactBytes(pool);
    expect(owns(copy)).toBe(true);
    expect(copy.equals(pool)).toBe(true);
    const own = Buffer.allocUnsafeSlow(4).fill(1);
    expect(exactBytes(own)).toBe(own);
  });
});
