import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import { escapeHtml } from '../../../shared/text/escape-html';

const SIZE = 64;

/** The site's first letter or digit, upper-cased; none when its title starts with neither. */
export function monogramOf(title: string): string {
  const first = [...title.trim()][0] ?? '';
  return /^[\p{L}\p{N}]$/u.test(first) ? first.toLocaleUpperCase() : '';
}

/**
 * The tab icon of a site that has not chosen one: its initial on its accent colour, so tabs
 * of different sites are told apart. Drawn with the machine's sans-serif font (a machine with no
 * fonts draws the square alone). Colours come from validated design tokens (hex only).
 */
export function createDefaultFavicons() {
  const made = new LRUCache<string, Promise<Buffer>>({ max: 500 });
  return function favicon(title: string, accent: string): Promise<Buffer> {
    const colour = /^#[0-9a-f]{3,8}$/i.test(accent) ? accent : '#333333';
    const letter = monogramOf(title);
    const key = `${colour}:${letter}`;
    let png = made.get(key);
    if (!png) {
      const text = letter
        ? `<text x="32" y="45" font-family="sans-serif" font-weight="700" font-size="38" fill="#fff" text-anchor="middle">${escapeHtml(letter)}</text>`
        : '';
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}"><rect width="${SIZE}" height="${SIZE}" rx="14" fill="${colour}"/>${text}</svg>`;
      png = sharp(Buffer.from(svg)).png().toBuffer();
      png.catch(() => made.delete(key));
      made.set(key, png);
    }
    return png;
  };
}
