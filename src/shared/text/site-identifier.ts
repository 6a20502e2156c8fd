import { toUrlSafe } from './url-safe';

export const MAX_SITE_IDENTIFIER = 63;

/** A url-safe host label from a site title (spec: url-safe strings), at most 63 characters; `site` when nothing usable is left. */
export function identifierFromTitle(title: string): string {
  const base = toUrlSafe(title).slice(0, MAX_SITE_IDENTIFIER).replace(/-+$/, '');
  return base === '' ? 'site' : base;
}
