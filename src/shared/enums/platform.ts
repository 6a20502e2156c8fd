/** Numeric enumerations of media-and-platform §3. The numbers are part of the wire format: never renumber. */

export const SiteStatus = {
  expired: 1,
  pastDue: 2,
  trial: 3,
  beta: 4,
  removed: 5,
  internal: 6,
  comped: 7,
  paid: 8,
  linked: 11,
  parkingPage: 12,
  resold: 13,
  resoldGracePeriod: 14,
  enterprise: 15,
} as const;
export type SiteStatus = (typeof SiteStatus)[keyof typeof SiteStatus];

/** The spec names the site types but not their numbers; these are ours. */
export const WebsiteType = {
  classic: 1,
  coverPage: 2,
  parkingPage: 3,
  commerce: 4,
  enterprise: 5,
} as const;
export type WebsiteType = (typeof WebsiteType)[keyof typeof WebsiteType];

export const ContributorRole = {
  admin: 1,
  billing: 2,
  reporting: 3,
  editor: 4,
  moderator: 6,
  commenter: 7,
  storeManager: 8,
  scheduling: 9,
  viewer: 10,
  campaignsEditor: 11,
  schedulingViewer: 12,
  schedulingEditor: 13,
  none: 14,
  websiteManager: 15,
} as const;
export type ContributorRole = (typeof ContributorRole)[keyof typeof ContributorRole];

export const ItemStatus = {
  published: 1,
  scheduled: 2,
  needsReview: 3,
  draft: 4,
  private: 5,
  deleted: 6,
} as const;
export type ItemStatus = (typeof ItemStatus)[keyof typeof ItemStatus];

/** Labels shown to users for items that are not simply published (spec: Scheduled, Needs Review, Draft, Private). */
export const itemStatusLabels: Partial<Record<ItemStatus, string>> = {
  [ItemStatus.scheduled]: 'Scheduled',
  [ItemStatus.needsReview]: 'Needs Review',
  [ItemStatus.draft]: 'Draft',
  [ItemStatus.private]: 'Private',
};

export const UnitSystem = { imperial: 1, metric: 2 } as const;
export type UnitSystem = (typeof UnitSystem)[keyof typeof UnitSystem];

export const ProductType = { physical: 1, digital: 2, service: 3, giftCard: 4, paywall: 5 } as const;
export type ProductType = (typeof ProductType)[keyof typeof ProductType];

/** Collection kinds this product stores. The spec lists names, not numbers, so these are strings. */
export const collectionTypes = [
  'page',
  'blog',
  'products',
  'events',
  'gallery',
  'portfolio',
  'album',
] as const;
export type CollectionType = (typeof collectionTypes)[number];

/** Navigation names: `main` is the header menu, `_hidden` holds pages reachable only by link, `_memberareas` the member areas. */
export const navigationNames = ['main', '_hidden', '_memberareas'] as const;
export type NavigationName = (typeof navigationNames)[number];

/** Page types put in the page context, after the spec's page-type codes. */
export const pageTypes = [
  'page',
  'collection',
  'item',
  'not-found',
  'error',
  'search',
  'lock-screen',
  'access-denied',
  'cart',
  'checkout',
  'subscription-confirmed',
  'donate',
  'contribution-confirmed',
] as const;
export type PageType = (typeof pageTypes)[number];
