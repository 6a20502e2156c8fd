// Copies one site `copies` times in SQL, for the many-sites bench (bench/sites.ts): every row of
// every table with a `website_id` column (and the site's own row) is copied once per copy through
// its JSON form, with each id in it (24 hex characters) given the copy's own 6-character prefix,
// so the copies' rows point at each other as the original's do. Copy n's identifier is `s{n}`.
// Foreign keys are not checked while copying (session_replication_role = replica): a copy's rows
// that name platform rows (accounts) then name ids that do not exist, which rendering never reads.
// A table that cannot be copied this way (a serial key, a value unique across sites) is skipped
// and named.
import type pg from 'pg';

/** Tables not copied: domains are unique across sites (copies answer at `s{n}.<app domain>`). */
const SKIPPED = new Set(['website_domains']);
/** Stands for an id's first 6 characters between the two steps; no JSON of the demo holds it. */
const MARKER = '\u0007ID\u0007';

export async function seedSiteCopies(
  db: pg.Client,
  identifier: string,
  copies: number,
  say: (line: string) => void,
): Promise<{ tables: number; rows: number }> {
  const site = await db.query<{ id: string }>('select id from websites where identifier = $1', [identifier]);
  const websiteId = site.rows[0]?.id;
  if (!websiteId) throw new Error(`no site "${identifier}" to copy`);
  const tables = await db.query<{ table_name: string }>(
    `select table_name from information_schema.columns
      where table_schema = 'public' and column_name = 'website_id' order by table_name`,
  );
  await db.query('begin');
  await db.query('set local session_replication_role = replica');
  // Prefixes no original id starts with, so no copy's id can meet an original one.
  await db.query(`create temporary table copy_numbers as
    select n, lpad(to_hex(n), 6, '0') as prefix
      from generate_series(1, ${Math.ceil(copies * 1.01) + 100}) as n
     where lpad(to_hex(n), 6, '0') not in (select left(id, 6) from websites)
     order by n limit ${copies}`);
  // Each original row once through the regular expression (ids' first 6 characters become a
  // marker), then each copy by a plain replace of the marker: a regular expression per copied row
  // took about 27 ms for a page's layout.
  const template = (row: string) =>
    `regexp_replace(to_jsonb(${row})::text, '\\m[0-9a-f]{6}([0-9a-f]{18})\\M', '${MARKER}\\1', 'g')`;
  const rewrite = (row: string) => `replace(${row}.template, '${MARKER}', c.prefix)::jsonb`;
  let rows = 0;
  let copiedTables = 0;
  const begun = Date.now();
  const websitesCopied = await db.query(
    `with w as materialized (select ${template('o')} as template from websites o where o.id = $1)
     insert into websites
     select (jsonb_populate_record(null::websites,
              jsonb_set(${rewrite('w')}, '{identifier}', to_jsonb('s' || row_number() over (order by c.n))))).*
       from w cross join copy_numbers c`,
    [websiteId],
  );
  rows += websitesCopied.rowCount ?? 0;
  say(`websites: ${websitesCopied.rowCount ?? 0} rows in ${((Date.now() - begun) / 1000).toFixed(1)} s`);
  for (const { table_name: name } of tables.rows) {
    if (SKIPPED.has(name)) continue;
    await db.query('savepoint copy_table');
    const started = Date.now();
    try {
      const result = await db.query(
        `with t as materialized (select ${template('o')} as template from "${name}" o where o.website_id = $1)
         insert into "${name}" select (jsonb_populate_record(null::"${name}", ${rewrite('t')})).*
           from t cross join copy_numbers c`,
        [websiteId],
      );
      await db.query('release savepoint copy_table');
      if ((result.rowCount ?? 0) > 0) copiedTables += 1;
      rows += result.rowCount ?? 0;
      const seconds = (Date.now() - started) / 1000;
      if (seconds >= 1) say(`${name}: ${result.rowCount ?? 0} rows in ${seconds.toFixed(1)} s`);
    } catch (error) {
      await db.query('rollback to savepoint copy_table');
      say(`not copied: ${name} (${(error as Error).message.split('\n')[0]})`);
    }
  }
  const committing = Date.now();
  await db.query('commit');
  await db.query('analyze');
  say(`commit and analyze: ${((Date.now() - committing) / 1000).toFixed(1)} s`);
  return { tables: copiedTables, rows };
}
