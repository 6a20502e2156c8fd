import { and, eq, or, sql } from 'drizzle-orm';
import type { MediaUse } from '../../../shared/api/media';
import { containsAny } from '../../db/contains-any';
import type { Db } from '../../db/client';
import { products } from './tables';

/** Products whose images or description mention any of `needles`. */
export async function mediaUsesInProducts(db: Db, websiteId: string, needles: string[]): Promise<MediaUse[]> {
  const rows = await db
    .select({ id: products.id, title: products.title })
    .from(products)
    .where(
      and(
        eq(products.websiteId, websiteId),
        or(
          containsAny(sql`array_to_string(${products.images}, ' ')`, needles),
          containsAny(sql`${products.description}`, needles),
        ),
      ),
    );
  return rows.map((row) => ({ kind: 'product', label: row.title, href: `/config/store/products/${row.id}` }));
}
