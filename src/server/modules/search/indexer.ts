import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { textSearchConfigFor } from '../../../shared/search/text-search-config';
import type { Db, Tx } from '../../db/client';
import { collectionItems, collections } from '../content/tables';
import { products } from '../store/tables';
import { websites } from '../websites/tables';
import { layoutText, tidy } from './document-text';
import { searchDocuments, searchIndexState } from './tables';

/**
 * Keeps a site's search documents in step with what it publishes. Every change visitors can
 * see (Publish, a post or product saved, a page renamed) bumps the site's content version in
 * its own transaction; the first search after a bump refreshes, in one transaction, the
 * documents of the sources whose `updated_at` differs from the one their document was built
 * from (or that have none), drops those whose source is gone, and records the version. One refresh covers every writer (owners'
 * app, seeds, templates, imports) without each of them knowing about search; a search that
 * finds the version unchanged reads the stored documents and nothing else.
 *
 * Only published text is indexed: a page's `layout`, never its `draft_layout`. Whether a
 * visitor may see a document is decided at query time (queries.ts), not here.
 */

/** Item collections whose items are searchable, and the result kind they make. */
export const SEARCHABLE_ITEM_COLLECTIONS = { blog: 'blog-post', events: 'event' } as const;

/** Collections indexed as `page` documents: pages of blocks and gallery pages (their slides' words). */
const PAGE_TYPES = ['page', 'gallery'] as const;

const BATCH = 200;

interface DocumentInput {
  kind: string;
  sourceId: string;
  sourceUpdatedAt: Date;
  title: string;
  body: string;
}

export function createSearchIndexer(deps: { db: Db; clock: () => Date }) {
  const { db } = deps;

  async function upsert(tx: Tx, websiteId: string, config: string, documents: DocumentInput[]) {
    for (let start = 0; start < documents.length; start += BATCH) {
      const rows = documents.slice(start, start + BATCH).map((document) => {
        const title = tidy(document.title);
        const body = tidy(document.body);
        return {
          websiteId,
          kind: document.kind,
          sourceId: document.sourceId,
          title,
          body,
          document:
            sql`setweight(to_tsvector(${config}::regconfig, ${title}), 'A') || setweight(to_tsvector(${config}::regconfig, ${body}), 'B')` as unknown as string,
          sourceUpdatedAt: document.sourceUpdatedAt,
        };
      });
      await tx
        .insert(searchDocuments)
        .values(rows)
        .onConflictDoUpdate({
          target: [searchDocuments.websiteId, searchDocuments.kind, searchDocuments.sourceId],
          set: {
            title: sql`excluded.title`,
            body: sql`excluded.body`,
            document: sql`excluded.document`,
            sourceUpdatedAt: sql`excluded.source_updated_at`,
          },
        });
    }
  }

  async function dropOrphans(tx: Tx, websiteId: string) {
    const gone = (kind: string, source: SQL) =>
      tx.execute(
        sql`delete from ${searchDocuments} d where d.website_id = ${websiteId} and d.kind = ${kind} and not exists (${source})`,
      );
    await gone(
      'page',
      sql`select 1 from ${collections} c where c.id = d.source_id and c.website_id = ${websiteId}`,
    );
    for (const kind of Object.values(SEARCHABLE_ITEM_COLLECTIONS))
      await gone(
        kind,
        sql`select 1 from ${collectionItems} i where i.id = d.source_id and i.website_id = ${websiteId}`,
      );
    await gone(
      'product',
      sql`select 1 from ${products} p where p.id = d.source_id and p.website_id = ${websiteId}`,
    );
  }

  /**
   * Sources with no document yet, or changed since theirs was written (their `updated_at`
   * differs). Compared here from two narrow lists (id and time), so the cost stays linear
   * whatever plan the engine picks; only changed rows are read in full.
   */
  async function changedSources(tx: Tx, websiteId: string): Promise<DocumentInput[]> {
    const indexed = new Map<string, number>();
    for (const row of await tx
      .select({
        kind: searchDocuments.kind,
        sourceId: searchDocuments.sourceId,
        at: searchDocuments.sourceUpdatedAt,
      })
      .from(searchDocuments)
      .where(eq(searchDocuments.websiteId, websiteId)))
      indexed.set(`${row.kind}:${row.sourceId}`, row.at.getTime());
    const changedIds = (kind: string, rows: Array<{ id: string; updatedAt: Date }>) =>
      rows.filter((row) => indexed.get(`${kind}:${row.id}`) !== row.updatedAt.getTime()).map((row) => row.id);
    const inChunks = async <Row>(ids: string[], read: (chunk: string[]) => Promise<Row[]>) => {
      const rows: Row[] = [];
      for (let start = 0; start < ids.length; start += BATCH)
        rows.push(...(await read(ids.slice(start, start + BATCH))));
      return rows;
    };
    const documents: DocumentInput[] = [];

    const pageIds = changedIds(
      'page',
      await tx
        .select({ id: collections.id, updatedAt: collections.updatedAt })
        .from(collections)
        .where(and(eq(collections.websiteId, websiteId), inArray(collections.type, [...PAGE_TYPES]))),
    );
    for (const page of await inChunks(pageIds, (chunk) =>
      tx
        .select()
        .from(collections)
        .where(and(eq(collections.websiteId, websiteId), inArray(collections.id, chunk))),
    ))
      documents.push({
        kind: 'page',
        sourceId: page.id,
        sourceUpdatedAt: page.updatedAt,
        title: page.title,
        body: `${layoutText(page.layout)}\n${page.description}`,
      });

    for (const [collectionType, kind] of Object.entries(SEARCHABLE_ITEM_COLLECTIONS)) {
      const itemIds = changedIds(
        kind,
        await tx
          .select({ id: collectionItems.id, updatedAt: collectionItems.updatedAt })
          .from(collectionItems)
          .innerJoin(collections, eq(collections.id, collectionItems.collectionId))
          .where(
            and(
              eq(collectionItems.websiteId, websiteId),
              eq(collections.type, collectionType as keyof typeof SEARCHABLE_ITEM_COLLECTIONS),
            ),
          ),
      );
      for (const item of await inChunks(itemIds, (chunk) =>
        tx
          .select()
          .from(collectionItems)
          .where(and(eq(collectionItems.websiteId, websiteId), inArray(collectionItems.id, chunk))),
      ))
        documents.push({
          kind,
          sourceId: item.id,
          sourceUpdatedAt: item.updatedAt,
          title: item.title,
          body: `${item.excerpt}\n${layoutText(item.body)}\n${item.tags.join(' ')}\n${item.location}`,
        });
    }

    const productIds = changedIds(
      'product',
      await tx
        .select({ id: products.id, updatedAt: products.updatedAt })
        .from(products)
        .where(eq(products.websiteId, websiteId)),
    );
    for (const product of await inChunks(productIds, (chunk) =>
      tx
        .select({
          id: products.id,
          updatedAt: products.updatedAt,
          title: products.title,
          description: products.description,
        })
        .from(products)
        .where(and(eq(products.websiteId, websiteId), inArray(products.id, chunk))),
    ))
      documents.push({
        kind: 'product',
        sourceId: product.id,
        sourceUpdatedAt: product.updatedAt,
        title: product.title,
        body: product.description,
      });
    return documents;
  }

  return {
    /**
     * Brings the site's documents up to its content version (a no-op read when they are) and
     * answers the text-search configuration of the site's language. Reads the site row itself:
     * a caller's copy may be older than the last publish.
     */
    async ensureFresh(websiteId: string): Promise<string> {
      const [site] = await db
        .select({ id: websites.id, locale: websites.locale, contentVersion: websites.contentVersion })
        .from(websites)
        .where(eq(websites.id, websiteId));
      if (!site) return textSearchConfigFor('');
      const config = textSearchConfigFor(site.locale);
      const current = (state: { contentVersion: number; textConfig: string } | undefined) =>
        state !== undefined && state.contentVersion === site.contentVersion && state.textConfig === config;
      const [known] = await db.select().from(searchIndexState).where(eq(searchIndexState.websiteId, site.id));
      if (current(known)) return config;
      await db.transaction(async (tx) => {
        await tx
          .insert(searchIndexState)
          .values({ websiteId: site.id, contentVersion: -1, textConfig: config, refreshedAt: new Date(0) })
          .onConflictDoNothing();
        // One refresh per site at a time; a second search waits, then finds the work done.
        const [state] = await tx
          .select()
          .from(searchIndexState)
          .where(eq(searchIndexState.websiteId, site.id))
          .for('update');
        if (!state || current(state)) return;
        // Another language stems differently: every document is built again.
        if (state.textConfig !== config)
          await tx.delete(searchDocuments).where(eq(searchDocuments.websiteId, site.id));
        await upsert(tx, site.id, config, await changedSources(tx, site.id));
        await dropOrphans(tx, site.id);
        await tx
          .update(searchIndexState)
          .set({ contentVersion: site.contentVersion, textConfig: config, refreshedAt: deps.clock() })
          .where(eq(searchIndexState.websiteId, site.id));
      });
      return config;
    },
  };
}

export type SearchIndexer = ReturnType<typeof createSearchIndexer>;
