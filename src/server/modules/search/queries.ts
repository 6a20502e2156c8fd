import { sql, type SQL } from 'drizzle-orm';
import { ItemStatus } from '../../../shared/enums/platform';
import { emptySearchCounts, SEARCH_KINDS, type SearchKind } from '../../../shared/search/kinds';
import { MATCH_END, MATCH_START } from '../../../shared/search/snippet';
import type { Db } from '../../db/client';
import { collectionItems, collections, navigationLinks } from '../content/tables';
import { products } from '../store/tables';
import { SEARCHABLE_ITEM_COLLECTIONS } from './indexer';
import { searchDocuments } from './tables';

export { SEARCH_KINDS, type SearchKind };

export interface SearchQuery {
  websiteId: string;
  /** A configuration from `textSearchConfigFor` (a fixed list), passed as a bound value. */
  textConfig: string;
  terms: string;
  kind: SearchKind | null;
  limit: number;
  offset: number;
  now: Date;
}

export interface SearchRow {
  kind: SearchKind;
  title: string;
  href: string;
  /** Plain text with MATCH_START/MATCH_END around the matched words. */
  snippet: string;
}

export interface SearchAnswer {
  rows: SearchRow[];
  /** Matches per kind, before the kind filter and the page cut. */
  counts: Record<SearchKind, number>;
}

// ts_headline options: sentinels instead of <b>…</b>, short fragments joined by an ellipsis.
const HEADLINE_OPTIONS = `StartSel=${MATCH_START}, StopSel=${MATCH_END}, MaxWords=28, MinWords=10, MaxFragments=2, FragmentDelimiter=" … "`;

const visibleItem = (now: Date) =>
  sql`(i.status = ${ItemStatus.published} or (i.status = ${ItemStatus.scheduled} and i.publish_on <= ${now}))`;
const visibleProduct = (now: Date) =>
  sql`(p.status = ${ItemStatus.published} or (p.status = ${ItemStatus.scheduled} and p.publish_on <= ${now}))`;
/** What visitors may reach of a collection: published and not behind a lock screen. */
const openCollection = (alias: string) =>
  sql.raw(`(${alias}.published = true and ${alias}.password_hash is null)`);

/**
 * Every match a visitor may see, with its rank and address. Visibility is the visitors' rule
 * of each source, read live: pages linked in the main navigation (hidden and locked pages are
 * never listed), posts published or due in an open blog, products published or due in an open
 * shop. Every join repeats the site's id, so another site's rows never match.
 */
function visibleMatches(query: SearchQuery): SQL {
  const { websiteId, now } = query;
  const itemKinds = Object.entries(SEARCHABLE_ITEM_COLLECTIONS);
  const itemCases = itemKinds.map(
    ([collectionType, kind]) => sql`(d.kind = ${kind} and ic.type = ${collectionType})`,
  );
  return sql`
    select d.kind, d.title, d.body, ts_rank(d.document, q.query) as rank,
      case
        when d.kind = 'page' then '/' || pc.url_id
        when d.kind = 'product' then '/' || prc.url_id || '/' || p.url_id
        else '/' || ic.url_id || '/' || i.url_id
      end as href
    from ${searchDocuments} d
    cross join q
    left join ${collections} pc on d.kind = 'page' and pc.id = d.source_id and pc.website_id = ${websiteId}
    left join ${collectionItems} i on d.kind <> 'page' and d.kind <> 'product' and i.id = d.source_id and i.website_id = ${websiteId}
    left join ${collections} ic on ic.id = i.collection_id and ic.website_id = ${websiteId}
    left join ${products} p on d.kind = 'product' and p.id = d.source_id and p.website_id = ${websiteId}
    left join ${collections} prc on prc.id = p.collection_id and prc.website_id = ${websiteId}
    where d.website_id = ${websiteId}
      and d.document @@ q.query
      and (
        (d.kind = 'page' and pc.type in ('page', 'gallery') and ${openCollection('pc')}
          and exists (select 1 from ${navigationLinks} nl where nl.website_id = ${websiteId} and nl.collection_id = pc.id and nl.navigation = 'main'))
        or ((${sql.join(itemCases, sql` or `)}) and ${openCollection('ic')} and ${visibleItem(now)})
        or (d.kind = 'product' and prc.type = 'products' and ${openCollection('prc')} and ${visibleProduct(now)})
      )`;
}

/** Ranked matches with highlighted snippets (ts_headline only for the rows of the page shown). */
export async function searchDocumentsOf(db: Db, query: SearchQuery): Promise<SearchAnswer> {
  const config = query.textConfig;
  const tsQuery = sql`with q as (select websearch_to_tsquery(${config}::regconfig, ${query.terms}) as query)`;
  const countRows = rowsOf<{ kind: SearchKind; total: number }>(
    await db.execute(
      sql`${tsQuery} select m.kind, count(*)::int as total from (${visibleMatches(query)}) m group by m.kind`,
    ),
  );
  const counts = emptySearchCounts();
  for (const row of countRows) if (row.kind in counts) counts[row.kind] = Number(row.total);
  const kindFilter = query.kind ? sql`where m.kind = ${query.kind}` : sql``;
  const rows = rowsOf<SearchRow>(
    await db.execute(sql`${tsQuery}
    select page.kind, page.title, page.href,
      ts_headline(${config}::regconfig, page.body, q.query, ${HEADLINE_OPTIONS}) as snippet
    from (
      select m.* from (${visibleMatches(query)}) m ${kindFilter}
      order by m.rank desc, m.title asc, m.href asc
      limit ${query.limit} offset ${query.offset}
    ) page cross join q
    order by page.rank desc, page.title asc, page.href asc`),
  );
  return { rows, counts };
}

/** node-postgres answers `{ rows }`, PGlite through drizzle the same; arrays are accepted too. */
function rowsOf<Row>(result: unknown): Row[] {
  return (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];
}
