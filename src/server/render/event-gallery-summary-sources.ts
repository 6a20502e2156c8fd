import type { ContentReader } from '../modules/content';
import { t } from '../../site/text';
import type { SummarySource } from './summaries';

/**
 * Summary source of events collections: the upcoming published events (those not over yet, an
 * event in progress included), soonest first, filtered by tag and category like posts. Each shows
 * its start in the site's time zone (the summary renders it with the zone) and its location.
 */
export function eventSummarySource(content: Pick<ContentReader, 'publishedEvents'>): SummarySource {
  return {
    type: 'events',
    async items({ websiteId, collection, limit, filter, now, timeZone }) {
      const events = await content.publishedEvents(
        { websiteId, collectionId: collection.id },
        { now, endingFrom: now, filter, limit },
      );
      return events.map((event) => ({
        id: event.id,
        title: event.title,
        href: `/${collection.urlId}/${event.urlId}`,
        excerpt: event.location,
        imageUrl: event.imageUrl,
        event: { startsAt: event.startsAt.toISOString(), timeZone },
        tags: event.tags,
        categories: event.categories,
      }));
    },
  };
}

/**
 * Summary source of gallery pages: the gallery's published images in the owner's order, each
 * linking to its slide (`?itemId=`); a video shows its poster, boxed by the summary's video
 * aspect rule. Gallery images carry no tags or categories, so a filtered summary lists none.
 */
export function gallerySummarySource(content: Pick<ContentReader, 'galleryPageItems'>): SummarySource {
  return {
    type: 'gallery',
    async items({ websiteId, collection, limit, filter }) {
      if (filter.tag !== undefined || filter.category !== undefined) return [];
      const gallery = await content.galleryPageItems(websiteId, collection.id);
      if (!gallery) return [];
      return gallery.items.slice(0, limit).map((item, index) => ({
        id: item.slideId,
        title:
          item.title ||
          item.alt ||
          t('site.summary.galleryImage', { gallery: gallery.collection.title, number: index + 1 }),
        href: item.href,
        excerpt: item.caption,
        imageUrl: item.src === '' ? null : item.src,
        isVideo: item.type === 'video',
        tags: [],
        categories: [],
      }));
    },
  };
}
