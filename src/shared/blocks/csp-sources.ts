/**
 * Extra Content-Security-Policy sources a published page needs because of what is on it (an
 * embedded video's host, a captcha provider's script). Block definitions and runtime features
 * declare them; `cspSourcesOf` in `registry.ts` collects them for a page; the server turns them
 * into the page's policy (src/server/render/content-security-policy.ts). Plain data: no Node, no
 * DOM, so the owners' app can load block definitions with it.
 */
export const CSP_SOURCE_DIRECTIVES = [
  'script-src',
  'style-src',
  'img-src',
  'media-src',
  'frame-src',
  'connect-src',
  'font-src',
  'worker-src',
] as const;
export type CspSourceDirective = (typeof CSP_SOURCE_DIRECTIVES)[number];
export type CspSources = Partial<Record<CspSourceDirective, readonly string[]>>;

/** The origin (`https://host[:port]`) of an absolute http(s) URL, else undefined (paths are 'self'). */
export function originOf(url: string): string | undefined {
  if (!/^https?:\/\//i.test(url.trim())) return undefined;
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

/** Which directive governs a URL attribute of a tag the embed policy keeps. */
const DIRECTIVE_OF_TAG: Record<string, CspSourceDirective> = {
  iframe: 'frame-src',
  video: 'media-src',
  audio: 'media-src',
  source: 'media-src',
  img: 'img-src',
};

// Sanitized HTML (content/sanitize-html.ts) has lower-case tags and double-quoted attributes.
const TAG = /<(iframe|video|audio|source|img)\b([^>]*)>/gi;
const URL_ATTRIBUTE = /\s(src|poster)\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;

const decodeAmpersands = (value: string) => value.replace(/&amp;/g, '&');

/**
 * The hosts sanitized owner HTML (an embed, a code block in HTML mode) loads from: iframes →
 * frame-src, video/audio/source → media-src (a poster → img-src), images → img-src.
 */
export function embeddedSourcesOf(html: string | undefined): CspSources {
  if (!html) return {};
  const found: Record<string, Set<string>> = {};
  for (const [, tag = '', attributes = ''] of html.matchAll(TAG)) {
    for (const [, attribute = '', doubleQuoted, singleQuoted] of attributes.matchAll(URL_ATTRIBUTE)) {
      const origin = originOf(decodeAmpersands(doubleQuoted ?? singleQuoted ?? ''));
      if (origin === undefined) continue;
      const directive =
        attribute.toLowerCase() === 'poster' ? 'img-src' : DIRECTIVE_OF_TAG[tag.toLowerCase()];
      if (directive) (found[directive] ??= new Set()).add(origin);
    }
  }
  return Object.fromEntries(Object.entries(found).map(([directive, origins]) => [directive, [...origins]]));
}

/** Merges declarations into sorted, de-duplicated source lists per directive. */
export function mergeCspSources(declarations: Iterable<CspSources>): Record<CspSourceDirective, string[]> {
  const merged = Object.fromEntries(CSP_SOURCE_DIRECTIVES.map((directive) => [directive, new Set<string>()]));
  for (const declaration of declarations) {
    for (const directive of CSP_SOURCE_DIRECTIVES) {
      for (const source of declaration[directive] ?? []) merged[directive]!.add(source);
    }
  }
  return Object.fromEntries(
    Object.entries(merged).map(([directive, sources]) => [directive, [...sources].sort()]),
  ) as Record<CspSourceDirective, string[]>;
}
