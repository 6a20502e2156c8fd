import type { Db } from '../../db/client';
import type { NavigationName } from '../../../shared/enums/platform';
import type { CollectionItemRow, CollectionRow } from './tables';
import {
  collectionById,
  collectionByUrlId,
  collectionsByIds,
  collectionsOfType,
  homeCollection,
  navigationOf,
  neighboursOf,
  publicAddresses,
  visibleItemByUrlId,
  visibleItems,
} from './queries';
import { galleryPageItems } from './gallery-page';
import { redirectTarget } from './page-settings';
import type { ItemFilter } from './taxonomy-filter';
import { publishedEvents, type EventWindow } from './event-queries';
import { confirmPageReference, type ClaimedPage } from './page-reference';
import { postsOfSite, visiblePosts } from './post-lookup';

export type ContentReader = ReturnType<typeof createContentReader>;

/**
 * The content read service: what published pages, the owners' preview and other modules read of
 * a site's content. Every read is scoped by the site; callers never hold the database or the
 * queries themselves, so the content module alone decides how content is stored.
 */
export function createContentReader({ db }: { db: Db }) {
  return {
    navigation: (websiteId: string, name: NavigationName) => navigationOf(db, websiteId, name),
    homeCollection: (websiteId: string, homeCollectionId: string | null) =>
      homeCollection(db, websiteId, homeCollectionId),
    collectionById: (websiteId: string, id: string) => collectionById(db, websiteId, id),
    collectionByUrlId: (websiteId: string, urlId: string) => collectionByUrlId(db, websiteId, urlId),
    /** The published collection an old slug of the site now leads to (page-settings.ts). */
    redirectTarget: (websiteId: string, urlId: string) => redirectTarget(db, websiteId, urlId),
    collectionsByIds: (websiteId: string, ids: string[]) => collectionsByIds(db, websiteId, ids),
    collectionsOfType: (websiteId: string, type: CollectionRow['type']) =>
      collectionsOfType(db, websiteId, type),
    visibleItems: (
      scope: { websiteId: string; collectionId: string },
      page: { offset: number; limit: number; now: Date; filter?: ItemFilter },
    ) => visibleItems(db, scope, page),
    visibleItemByUrlId: (scope: { websiteId: string; collectionId: string }, urlId: string, now: Date) =>
      visibleItemByUrlId(db, scope, urlId, now),
    /** Published events of an events collection in a window of time (calendar, list, summaries). */
    publishedEvents: (scope: { websiteId: string; collectionId: string }, window: EventWindow) =>
      publishedEvents(db, scope, window),
    neighboursOf: (item: CollectionItemRow, now: Date) => neighboursOf(db, item, now),
    publicAddresses: (websiteId: string, now: Date, limit: number) =>
      publicAddresses(db, websiteId, now, limit),
    /**
     * A published, public gallery page's items in order, each with its `?itemId=` address; null
     * for anything else (gallery-page.ts). For summaries and other readers of gallery collections.
     */
    galleryPageItems: (websiteId: string, collectionId: string) =>
      galleryPageItems(db, websiteId, collectionId),
    /** Blog posts of the site a visitor can see (published, in a published unlocked blog), by id. */
    visiblePosts: (websiteId: string, itemIds: string[], now: Date) =>
      visiblePosts(db, websiteId, itemIds, now),
    /** The site's blog posts by id, whatever their status (owners' screens naming a post). */
    postsOfSite: (websiteId: string, itemIds: string[]) => postsOfSite(db, websiteId, itemIds),
    /** A form submission's page ids, kept only where they are this site's (forms module). */
    confirmPageReference: (websiteId: string, claim: ClaimedPage) =>
      confirmPageReference(db, websiteId, claim),
  };
}
