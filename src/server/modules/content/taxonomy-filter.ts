import { sql, type SQL } from 'drizzle-orm';
import { CATEGORY_SEPARATOR } from '../../../shared/taxonomy';
import { collectionItems } from './tables';

/** Only items with this tag and/or in this category (or one nested under it); empty means any. */
export interface ItemFilter {
  tag?: string | undefined;
  category?: string | undefined;
}

/**
 * The filter as SQL conditions on posts' tag and category arrays, compared without case (as the
 * owners' app treats "Latte" and "latte" as one tag). Parameters are bound, never spliced.
 */
export function itemFilterConditions(filter: ItemFilter | undefined): SQL[] {
  const conditions: SQL[] = [];
  const tag = filter?.tag?.trim();
  const category = filter?.category?.trim();
  if (tag)
    conditions.push(
      sql`exists (select 1 from unnest(${collectionItems.tags}) as t(name) where lower(t.name) = lower(${tag}))`,
    );
  if (category)
    conditions.push(
      sql`exists (select 1 from unnest(${collectionItems.categories}) as c(name) where lower(c.name) = lower(${category}) or starts_with(lower(c.name), lower(${category}) || ${CATEGORY_SEPARATOR}))`,
    );
  return conditions;
}
