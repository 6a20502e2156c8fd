import { effectiveScheme } from './classify';

/**
 * THE media rule, for every owner-supplied image or video address (image blocks, logos,
 * product images, post images, embeds): http(s) URLs, paths on the site, and `data:image/*`
 * except SVG (an SVG document can carry script). Never `javascript:`, `vbscript:`, other
 * `data:` types, or spellings that hide a scheme behind character references.
 */
export function safeMediaSrc(src: string | null | undefined): string | undefined {
  if (typeof src !== 'string') return undefined;
  const value = src.trim();
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this rule looks for
  if (value === '' || value.length > MAX_MEDIA_URL_LENGTH || /[\u0000-\u001f\u007f]/.test(value))
    return undefined;
  const scheme = effectiveScheme(value);
  if (scheme === undefined) {
    // `//host/x` is http(s) on the page's scheme; `/path` is ours; `/\host` is another host.
    return value.startsWith('/') && !value.startsWith('/\\') ? value : undefined;
  }
  // The raw value must say what the browser sees: no scheme hidden behind references.
  if (scheme === 'http' || scheme === 'https') return /^https?:\/\/[^/\\]/i.test(value) ? value : undefined;
  if (scheme === 'data') return /^data:image\/(?!svg)[a-z0-9.+-]+[;,]/i.test(value) ? value : undefined;
  return undefined;
}

export const MAX_MEDIA_URL_LENGTH = 2048;
export const MEDIA_SOURCE_MESSAGE =
  'Use an image on this site, a web address (https://…) or a data:image address (not SVG)';
