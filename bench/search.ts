/**
 * Site search with 1,000 published pages (embedded PGlite, or PostgreSQL with BENCH_DATABASE_URL):
 * the first search after a publish (builds every document), a search after one page changed
 * (refreshes one document), and searches on a fresh index. Prints figures; never fails on time.
 *
 *   npx tsx bench/search.ts                       # PGlite in memory
 *   BENCH_DATABASE_URL=postgres://… npx tsx bench/search.ts
 */
import { eq, sql } from 'drizzle-orm';
import { newId } from '../src/shared/ids';
import { openDatabase } from '../src/server/db/client';
import { collections, navigationLinks } from '../src/server/modules/content/tables';
import { websites } from '../src/server/modules/websites/tables';
import { createSearchIndexer } from '../src/server/modules/search/indexer';
import { createSiteSearchService } from '../src/server/modules/search/service';

const PAGES = Number(process.env.BENCH_PAGES ?? 1000);
const WORDS =
  'coffee roast origin farm washed natural honey espresso filter grinder kettle cup bloom body acidity sweetness harvest altitude variety process'.split(
    ' ',
  );
const paragraph = (seed: number) =>
  Array.from({ length: 120 }, (_, index) => WORDS[(seed * 7 + index * 13) % WORDS.length]).join(' ');

const database = await openDatabase(
  process.env.BENCH_DATABASE_URL
    ? { databaseUrl: process.env.BENCH_DATABASE_URL, dataDir: 'unused' }
    : { dataDir: 'memory://' },
);
await database.migrate();
const { db } = database;
const websiteId = newId();
await db.insert(websites).values({
  id: websiteId,
  identifier: `bench-search-${websiteId.slice(-8)}`,
  title: 'Bench',
  header: { showTitle: true, alignment: 'left' },
  footer: { layout: { columns: 12, blocks: [] }, smallPrint: '' },
});
for (let start = 0; start < PAGES; start += 100) {
  const rows = Array.from({ length: Math.min(100, PAGES - start) }, (_, offset) => {
    const n = start + offset;
    const block = (type: string, data: Record<string, unknown>) => ({
      id: newId(),
      type,
      grid: { column: 1, span: 12 },
      data,
    });
    return {
      id: newId(),
      websiteId,
      type: 'page' as const,
      urlId: `page-${n}`,
      title: `Page ${n} ${WORDS[n % WORDS.length]}`,
      layout: {
        columns: 12 as const,
        blocks: [
          block('heading', { text: `All about ${WORDS[n % WORDS.length]} number ${n}`, level: 2 }),
          block('text', { html: `<p>${paragraph(n)}</p><p>${paragraph(n + 1)}</p>`, alignment: 'left' }),
          block('accordion', { items: [{ title: 'Questions', body: paragraph(n + 2) }] }),
        ],
      },
    };
  });
  await db.insert(collections).values(rows);
  await db.insert(navigationLinks).values(
    rows.map((row, index) => ({
      id: newId(),
      websiteId,
      navigation: 'main' as const,
      position: start + index,
      collectionId: row.id,
      title: row.title,
    })),
  );
}
const search = createSiteSearchService({ db, indexer: createSearchIndexer({ db, clock: () => new Date() }) });
const timed = async (label: string, query: string) => {
  const started = performance.now();
  const answer = await search.search({ websiteId, query, kind: null, page: 1, now: new Date() });
  console.log(
    `${label.padEnd(48)} ${(performance.now() - started).toFixed(0).padStart(6)} ms  (${answer.total} matches)`,
  );
};
console.log(
  `${PAGES} pages, ~${paragraph(0).length * 3} characters each, ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`,
);
await timed('first search (indexes every page)', 'coffee');
await timed('same version: "espresso grinder"', 'espresso grinder');
await timed('same version: "number 512"', 'number 512');
await timed('same version: no match', 'zzqx');
await db
  .update(collections)
  .set({ title: 'Changed page', updatedAt: new Date() })
  .where(eq(collections.urlId, 'page-3'));
await db
  .update(websites)
  .set({ contentVersion: sql`${websites.contentVersion} + 1` })
  .where(eq(websites.id, websiteId));
await timed('after one page changed (refreshes one)', 'changed');
await timed('same version again: "coffee"', 'coffee');
await database.close();
