import { and, asc, eq, isNotNull } from 'drizzle-orm';
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
import { createSiteChanges } from './site-changes';
import { websiteDomains, websites, type WebsiteRow } from './tables';

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

export function createWebsiteService({
  db,
  sharedState,
  onAnnounceError,
}: {
  db: Db;
  sharedState: SharedState;
  /** A site-changed message that could not be sent (the change itself is committed). */
  onAnnounceError?: (error: unknown) => void;
}) {
  const changes = createSiteChanges({ db, sharedState, ...(onAnnounceError ? { onAnnounceError } : {}) });
  return {
    /** The one way to change what a published site shows (site-changes.ts). */
    changes,

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
        .where(and(eq(websiteDomains.domain, domain.toLowerCase()), isNotNull(websiteDomains.verifiedAt)));
      return row?.website ?? null;
    },

    /**
     * The site's primary host: its first mapped custom domain, else its subdomain of the
     * platform. Links in mail go there, never to a host taken from a request.
     */
    async primaryHost(websiteId: string, appDomain: string): Promise<string | null> {
      const [domain] = await db
        .select({ domain: websiteDomains.domain })
        .from(websiteDomains)
        .where(and(eq(websiteDomains.websiteId, websiteId), isNotNull(websiteDomains.verifiedAt)))
        .orderBy(asc(websiteDomains.createdAt), asc(websiteDomains.domain))
        .limit(1);
      if (domain) return domain.domain;
      const [site] = await db
        .select({ identifier: websites.identifier })
        .from(websites)
        .where(eq(websites.id, websiteId));
      return site ? `${site.identifier}.${appDomain}` : null;
    },

    /** Maps a domain the operator vouches for (seeding, tests): verified at once, no DNS check. */
    async addCustomDomain(websiteId: string, domain: string): Promise<void> {
      const inserted = await db
        .insert(websiteDomains)
        .values({ domain: domain.toLowerCase(), websiteId, verifiedAt: new Date() })
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
      await changes.write(websiteId, (tx) =>
        tx
          .update(websites)
          .set({ header: value.header, footer: value.footer, updatedAt: new Date() })
          .where(eq(websites.id, websiteId)),
      );
    },

    async setHomeCollection(websiteId: string, collectionId: string): Promise<void> {
      await changes.write(websiteId, (tx) =>
        tx.update(websites).set({ homeCollectionId: collectionId }).where(eq(websites.id, websiteId)),
      );
    },
  };
}
