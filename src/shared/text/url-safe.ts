/**
 * Url-safe strings (spec visitor-runtime §5): lowercased, spaces become hyphens.
 * We also drop what a URL path cannot carry unescaped and trim stray hyphens, so that a
 * page title always yields a usable slug.
 */
export function toUrlSafe(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Blog URL pattern input (spec §5): leading slashes stripped; only letters, digits, slash,
 * hyphen and the tokens y, m, d, t allowed; lowercased; repeated characters collapsed.
 * Tokens are single letters, so "only letters" already admits them.
 */
export function normalizeBlogUrlPattern(value: string): string {
  return value
    .replace(/^\/+/, '')
    .toLowerCase()
    .replace(/[^a-z0-9/-]/g, '')
    .replace(/(.)\1+/g, '$1');
}

/** Site identifiers are url-safe and at most 63 characters, so `{identifier}.{APP_DOMAIN}` is a valid host label. */
export const SITE_IDENTIFIER_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
