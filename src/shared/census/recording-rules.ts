/**
 * When a page view is recorded (spec visitor-runtime §6): no authenticated account, or an
 * account that is only a viewer and not on a config page; never on not-found, lock-screen or
 * access-denied pages, never on /search, never when the site has census disabled. The runtime
 * applies this before sending; the server applies it again, since it cannot trust the client.
 */
import { ContributorRole, type PageType } from '../enums/platform';

export const UNRECORDED_PAGE_TYPES: ReadonlySet<string> = new Set<PageType>([
  'not-found',
  'lock-screen',
  'access-denied',
  'search',
]);

export interface HitCircumstances {
  censusDisabled: boolean;
  /** Null when anonymous. */
  accountRoles: readonly number[] | null;
  pageType: string;
  path: string;
}

export const isConfigPath = (path: string) => path === '/config' || path.startsWith('/config/');

export function shouldRecordHit(input: HitCircumstances): boolean {
  if (UNRECORDED_PAGE_TYPES.has(input.pageType)) return false;
  if (input.path === '/search' || input.path.startsWith('/search/')) return false;
  return shouldRecordVisitorEvent(input);
}

/**
 * Whether this visitor's events are recorded at all, whatever the page: census on, anonymous or
 * a viewer outside the config area. A site search (sent from /search, where no page view is
 * recorded) is judged by this alone.
 */
export function shouldRecordVisitorEvent(input: Omit<HitCircumstances, 'pageType'>): boolean {
  if (input.censusDisabled) return false;
  if (input.accountRoles === null) return true;
  const viewerOnly = input.accountRoles.every((role) => role === ContributorRole.viewer);
  return viewerOnly && !isConfigPath(input.path);
}

/** Collection item record types and their analytics names (spec §3). */
export const recordTypeAnalyticsNames: Readonly<Record<string, string>> = {
  audio: 'album-track',
  event: 'event-item',
  image: 'gallery-image',
  portfolio: 'portfolio-item',
  text: 'blog-post',
  video: 'gallery-video',
};
