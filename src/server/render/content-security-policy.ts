import { createHash } from 'node:crypto';
import type { CspSourceDirective } from '../../shared/blocks/csp-sources';

/**
 * The Content-Security-Policy of published pages (SECURITY.md, "Content-Security-Policy").
 * A page's policy is computed when it is rendered, from what the page holds, and stored with it
 * in the render cache: scripts only from the site's own hashed files (no inline script at all,
 * so no nonces, and cached HTML stays shareable), inline `<style>` elements by their SHA-256
 * hash, and the extra hosts its blocks and runtime features declare (`cspSourcesOf`).
 * `frame-ancestors` is added when the page is sent, from the site's current setting.
 */

/** A CSP hash source for an inline `<style>` or `<script>` element's exact text. */
export const sha256Source = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

export interface PagePolicyInput {
  /** Extra sources per directive, from `cspSourcesOf`. */
  sources: Record<CspSourceDirective, string[]>;
  /** Texts of the page's inline `<style>` elements (the design tokens). */
  inlineStyles: string[];
  /** Sites served over plain HTTP (`PUBLIC_PROTOCOL=http`) may show images from http hosts too. */
  httpImages: boolean;
}

const join = (directive: string, sources: string[]) => `${directive} ${[...new Set(sources)].join(' ')}`;

/** Images from any https host (owners link product, post and logo images from anywhere; images run no code). */
function imageSources(extra: string[], httpImages: boolean): string[] {
  const schemes = httpImages ? ['https:', 'http:'] : ['https:'];
  const covered = (source: string) => schemes.some((scheme) => source.startsWith(scheme));
  return ["'self'", 'data:', ...schemes, ...extra.filter((source) => !covered(source))];
}

/** A published page's policy without `frame-ancestors` (see `withFrameAncestors`). */
export function publishedPagePolicy({ sources, inlineStyles, httpImages }: PagePolicyInput): string {
  return [
    "default-src 'self'",
    join('script-src', ["'self'", ...sources['script-src']]),
    join('style-src', ["'self'", ...inlineStyles.map(sha256Source), ...sources['style-src']]),
    // React `style=` attributes (grid placement, spacer height, image crop, embed ratio): they
    // cannot run script nor hold selectors, and owner HTML keeps no style attribute (sanitizer).
    "style-src-attr 'unsafe-inline'",
    join('img-src', imageSources(sources['img-src'], httpImages)),
    join('media-src', ["'self'", ...sources['media-src']]),
    join('frame-src', ["'self'", ...sources['frame-src']]),
    join('font-src', ["'self'", ...sources['font-src']]),
    join('connect-src', ["'self'", ...sources['connect-src']]),
    join('worker-src', ["'self'", ...sources['worker-src']]),
    "object-src 'none'",
    "base-uri 'self'",
  ].join('; ');
}

/**
 * Completes a page's policy with who may frame it: the site itself always (the owners' editor
 * shows the site in frames) and the origins the owner listed in site settings.
 */
export function withFrameAncestors(policy: string, allowedOrigins: ReadonlyArray<string> = []): string {
  return `${policy}; ${join('frame-ancestors', ["'self'", ...allowedOrigins])}`;
}

/**
 * The policy of the server's own HTML (the owners' app, the platform entry, sign-in screens,
 * error pages): scripts and styles only from our files and the given inline styles' hashes,
 * forms post only to this host, and only this host may frame it (another tenant's page is
 * same-site but not same-origin, so it cannot frame a signed-in owners' app).
 */
export function appPolicy({ inlineStyles, httpImages }: { inlineStyles: string[]; httpImages: boolean }) {
  return [
    "default-src 'self'",
    "script-src 'self'",
    join('style-src', ["'self'", ...inlineStyles.map(sha256Source)]),
    "style-src-attr 'unsafe-inline'",
    join('img-src', imageSources([], httpImages)),
    "font-src 'self'",
    "connect-src 'self'",
    "frame-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** Everything that is not HTML (JSON, files): nothing may load, run or frame it. */
export const NON_HTML_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * The `Content-Security-Policy` header of a rendered page for the site it is sent for; pages
 * rendered without a policy get the server's default (plugins/security-headers.ts).
 */
export function pageSecurityHeaders(
  page: { contentSecurityPolicy?: string },
  website: { settings: { frameAncestors?: ReadonlyArray<string> } },
): Record<string, string> {
  if (page.contentSecurityPolicy === undefined) return {};
  return {
    'content-security-policy': withFrameAncestors(
      page.contentSecurityPolicy,
      website.settings.frameAncestors,
    ),
  };
}
