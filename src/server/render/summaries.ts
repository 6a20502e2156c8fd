import { knownTimeZone } from '../../shared/events/zoned-time';
import type { Layout } from '../../shared/layout/layout';
import { summaryBlock, type SummaryData } from '../../shared/blocks/summary';
import type { SummaryItemView, SummaryView } from '../../site/blocks/summary/view';

/** A collection as a summary source sees it. */
export interface SummaryCollection {
  id: string;
  urlId: string;
  title: string;
  type: string;
}

/**
 * One kind of collection a summary block can show (blog posts, products, upcoming events, a
 * gallery's images): its visible items of one site's collection, filtered by tag and category
 * where the kind has them. Every read is scoped by `websiteId`; `collection` was already found in
 * that site. `timeZone` is the site's (a known IANA zone), for dates shown as the site's.
 */
export interface SummarySource {
  /** The collection type it reads (`collections.type`). */
  type: string;
  items(input: {
    websiteId: string;
    collection: SummaryCollection;
    limit: number;
    filter: { tag?: string; category?: string };
    now: Date;
    timeZone: string;
  }): Promise<SummaryItemView[]>;
}

/**
 * The items of every summary block in these layouts, keyed by block id, for the block resources.
 * A block whose collection is not this site's, or of a type no source reads, gets nothing (the
 * block renders nothing), so no id sent from elsewhere reaches another site's data.
 */
export function createSummaryResources(deps: {
  collectionsByIds: (websiteId: string, ids: string[]) => Promise<SummaryCollection[]>;
  sources: ReadonlyArray<SummarySource>;
  clock: () => Date;
}) {
  const sources = new Map(deps.sources.map((source) => [source.type, source]));
  return async function summariesOf(
    website: { id: string; timeZone: string },
    layouts: ReadonlyArray<Layout>,
  ): Promise<Record<string, SummaryView>> {
    const websiteId = website.id;
    const timeZone = knownTimeZone(website.timeZone);
    const blocks = layouts.flatMap((layout) =>
      layout.blocks.flatMap((block) => {
        if (block.type !== 'summary') return [];
        const parsed = summaryBlock.schema.safeParse(block.data);
        return parsed.success && parsed.data.collectionId !== '' ? [{ id: block.id, data: parsed.data }] : [];
      }),
    );
    if (blocks.length === 0) return {};
    const collections = new Map(
      (
        await deps.collectionsByIds(websiteId, [...new Set(blocks.map((block) => block.data.collectionId))])
      ).map((collection) => [collection.id, collection]),
    );
    const now = deps.clock();
    const entries = await Promise.all(
      blocks.map(async ({ id, data }) => {
        const view = await summaryOf({ websiteId, timeZone, now }, data, collections.get(data.collectionId));
        return view ? [[id, view] as const] : [];
      }),
    );
    return Object.fromEntries(entries.flat());
  };

  async function summaryOf(
    { websiteId, timeZone, now }: { websiteId: string; timeZone: string; now: Date },
    data: SummaryData,
    collection: SummaryCollection | undefined,
  ): Promise<SummaryView | null> {
    const source = collection ? sources.get(collection.type) : undefined;
    if (!collection || !source) return null;
    const filter = {
      ...(data.filterTag ? { tag: data.filterTag } : {}),
      ...(data.filterCategory ? { category: data.filterCategory } : {}),
    };
    const items = await source.items({
      websiteId,
      collection,
      limit: data.itemCount,
      filter,
      now,
      timeZone,
    });
    return {
      collectionType: collection.type,
      collectionHref: `/${collection.urlId}`,
      collectionTitle: collection.title,
      items: items.slice(0, data.itemCount),
    };
  }
}
