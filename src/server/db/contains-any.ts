import { sql, type SQL } from 'drizzle-orm';

/**
 * True when the text of `value` (a jsonb, text or array column cast to text) contains any of
 * `needles` literally (LIKE wildcards in them are escaped). Used to find where an uploaded
 * file's address appears in stored layouts, products and settings.
 */
export function containsAny(value: SQL, needles: string[]): SQL {
  const patterns = needles.map((needle) => `%${needle.replace(/[\\%_]/g, (character) => `\\${character}`)}%`);
  return sql`(${sql.join(
    patterns.map((pattern) => sql`coalesce(${value}, '') like ${pattern}`),
    sql` or `,
  )})`;
}
