/** Census constants the visitor runtime needs without pulling zod into its bundle. */

/** Query fields of GET /api/track/Track (media-and-platform §3 "Marketing tracking parameters"). */
export const marketingFields = [
  'landing',
  'refer',
  'rk',
  'lang',
  'screen',
  'source',
  'campaign',
  'subcampaign',
  'channel',
  'subchannel',
  'variation',
  'mkwid',
] as const;

/** JavaScript error stacks are cut at 5000 characters (spec visitor-runtime §9). */
export const STACK_LIMIT = 5000;

/**
 * The analytics event "site search" (media-and-platform §5): sent by the tracking feature on
 * /search with `{ query, type, results }`; recorded even though /search records no page view.
 */
export const SITE_SEARCH_EVENT = 'siteSearch';
