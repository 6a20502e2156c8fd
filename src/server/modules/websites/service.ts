import { eq, sql } from 'drizzle-orm';
import {
  siteFooterSchema,
  siteHeaderSchema,
  websiteSettingsSchema,
  type SiteHeaderFooter,
  type WebsiteSettings,
} from '../../../shared/api/site';
import { AppError } from '../../../shared/errors';
import { newId } from '../../../shared/ids';
import { emptyLayout } from '../../../shared/layout/layout';
import { SITE_IDENTIFIER_PATTERN } from '../../../shared/text/url-safe';
import type { Db } from '../../db/client';
import type { SharedState } from '../../shared-state/shared-state';
import { websiteDomains, websites, type WebsiteRow } from './tables';

/** Published on every change that alters what a site shows; every process drops its cached copies. */
export const SITE_CHANGED_CHANNEL = 'site-changed';

export interface NewWebsite {
  identifier: string;
  title: string;
  locale?: string;
  currency?: string;
  timeZone?: string;
  settings?: Partial<WebsiteSettings>;
  header?: SiteHeaderFooter['header'];
  footer?: SiteHeaderFooter['footer'];
}

export type WebsiteService = ReturnType<typeof createWebsiteService>;

export function createWebsiteService({ db, sharedState }: { db: Db; sharedState: SharedState }) {
  return {
    async create(input: NewWebsite): Promise<WebsiteRow> {
      if (!SITE_IDENTIFIER_PATTERN.test(input.identifier)) {
        throw new AppError('validation', { identifier: 'Use lowercase letters, digits and hyphens' });
      }
      const [row] = await db
        .insert(websites)
        .values({
          id: newId(),
          identifier: input.identifier,
          title: input.title,
          locale: input.locale ?? 'en-US',
          currency: input.currency ?? 'USD',
          timeZone: input.timeZone ?? 'UTC',
          settings: websiteSettingsSchema.parse(input.settings ?? {}),
          header: input.header ?? siteHeaderSchema.parse({}),
          footer: input.footer ?? siteFooterSchema.parse({ layout: emptyLayout() }),
        })
        .onConflictDoNothing()
        .returning();
      if (!row) throw new AppError('conflict', { identifier: 'This site address is taken' });
      return row;
    },

    async findById(id: string): Promise<WebsiteRow | null> {
      const [row] = await db.select().from(websites).where(eq(websites.id, id));
      return row ?? null;
    },

    async findByIdentifier(identifier: string): Promise<WebsiteRow | null> {
      const [row] = await db.select().from(websites).where(eq(websites.identifier, identifier));
      return row ?? null;
    },

    async findByCustomDomain(domain: string): Promise<WebsiteRow | null> {
      const [row] = await db
        .select({ website: websites })
        .from(websiteDomains)
        .innerJoin(websites, eq(websites.id, websiteDomains.websiteId))
        .where(eq(websiteDomains.domain, domain.toLowerCase()));
      return row?.website ?? null;
    },

    async addCustomDomain(websiteId: string, domain: string): Promise<void> {
      const inserted = await db
        .insert(websiteDomains)
        .values({ domain: domain.toLowerCase(), websiteId })
        .onConflictDoNothing()
        .returning();
      if (inserted.length === 0)
        throw new AppError('conflict', { domain: 'This domain is already connected to a site' });
    },

    async getHeaderFooter(websiteId: string): Promise<SiteHeaderFooter> {
      const [row] = await db
        .select({ header: websites.header, footer: websites.footer })
        .from(websites)
        .where(eq(websites.id, websiteId));
      if (!row) throw new AppError('notFound');
      return row;
    },

    /** Stores an already validated and sanitized header and footer. */
    async updateHeaderFooter(websiteId: string, value: SiteHeaderFooter): Promise<void> {
      await db
        .update(websites)
        .set({ header: value.header, footer: value.footer, updatedAt: new Date() })
        .where(eq(websites.id, websiteId));
      await this.markChanged(websiteId);
    },

    async setHomeCollection(websiteId: string, collectionId: string): Promise<void> {
      await db.update(websites).set({ homeCollectionId: collectionId }).where(eq(websites.id, websiteId));
      await this.markChanged(websiteId);
    },

    /**
     * Records that the published site changed: the content version is part of every
     * render-cache key, and the message makes every process reload the site's row.
     */
    async markChanged(websiteId: string): Promise<void> {
      await db
        .update(websites)
        .set({ contentVersion: sql`${websites.contentVersion} + 1`, updatedAt: new Date() })
        .where(eq(websites.id, websiteId));
      await sharedState.publish(SITE_CHANGED_CHANNEL, websiteId);
    },
  };
}
