import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';

/**
 * Inserts a batch as ONE JSON parameter expanded by `jsonb_populate_recordset`, instead of a
 * statement with a bind parameter per cell: 500 rows of 27 columns would otherwise be 13,500
 * parameters for drizzle to build and PostgreSQL (or PGlite, on the request thread) to parse.
 * Rows must set every NOT NULL column (absent keys become NULL, not the column default).
 */
export async function insertJsonBatch<T extends PgTable>(
  db: Db,
  table: T,
  rows: Array<T['$inferInsert']>,
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => key !== 'id');
  const payload = rows.map((row) =>
    Object.fromEntries(
      columns.map(([key, column]) => [column.name, (row as Record<string, unknown>)[key] ?? null]),
    ),
  );
  const names = sql.raw(columns.map(([, column]) => `"${column.name}"`).join(', '));
  await db.execute(
    sql`insert into ${table} (${names}) select ${names} from jsonb_populate_recordset(null::${table}, ${JSON.stringify(payload)}::jsonb)`,
  );
}
