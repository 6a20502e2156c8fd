import { and, eq, sql } from 'drizzle-orm';
import type { MediaUse } from '../../../shared/api/media';
import { containsAny } from '../../db/contains-any';
import type { Db } from '../../db/client';
import { websites } from './tables';

/**
 * The site's own settings that mention any of `needles`: the header (logo), the footer, the
 * settings document (favicon, social image and whatever else takes an image) and the design.
 */
export async function mediaUsesInSite(db: Db, websiteId: string, needles: string[]): Promise<MediaUse[]> {
  const places = [
    { column: sql`${websites.header}::text`, label: 'Site header (logo)', href: '/config/settings' },
    { column: sql`${websites.footer}::text`, label: 'Site footer', href: '/config/settings/footer' },
    { column: sql`${websites.settings}::text`, label: 'Site settings', href: '/config/settings' },
    { column: sql`${websites.design}::text`, label: 'Site design', href: '/config/design' },
    { column: sql`${websites.draftDesign}::text`, label: 'Site design (draft)', href: '/config/design' },
  ];
  const uses: MediaUse[] = [];
  for (const place of places) {
    const found = await db
      .select({ id: websites.id })
      .from(websites)
      .where(and(eq(websites.id, websiteId), containsAny(place.column, needles)));
    if (found.length > 0) uses.push({ kind: 'site', label: place.label, href: place.href });
  }
  return uses;
}
