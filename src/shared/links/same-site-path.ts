/**
 * Redirect targets on our own site. Browsers read `//host`, `/\host`, `/<tab>/host` and the
 * like as another host, and a path that is decoded again somewhere (`/%2F%2Fhost`) can turn
 * into one, so a value is accepted only if it is a path that stays on the site however it is
 * read: parsed the way a browser parses a Location header, and again after percent-decoding.
 */
const BASE = 'http://same-site.invalid';

/** The value normalised to `/path?query#hash` when it is a path on this site, else null. */
export function sameSitePath(value: string): string | null {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this rule looks for
  if (!value.startsWith('/') || /[\u0000-\u001f\u007f\\]/.test(value.slice(0, 2))) return null;
  const url = parse(value);
  if (url === null) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  const decoded = safeDecode(path);
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this rule looks for
  if (decoded === null || /^[/\\]{2}/.test(decoded) || /^\/[\u0000-\u0020\u007f]*[/\\]/.test(decoded))
    return null;
  const again = parse(decoded);
  return again === null ? null : path;
}

/** A redirect target that never leaves the site: the value's same-site path, or `fallback`. */
export const sameSiteRedirect = (value: string, fallback = '/'): string => sameSitePath(value) ?? fallback;

function parse(value: string): URL | null {
  try {
    const url = new URL(value, BASE);
    return url.origin === BASE ? url : null;
  } catch {
    return null;
  }
}

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}
