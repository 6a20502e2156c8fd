import { and, eq, max } from 'drizzle-orm';
import type { CollectionType, ItemStatus, NavigationName } from '../../../shared/enums/platform';
import { AppError } from '../../../shared/errors';
import { newId } from '../../../shared/ids';
import { LAYOUT_TOO_MANY_BLOCKS, type Layout } from '../../../shared/layout/layout';
import { toUrlSafe } from '../../../shared/text/url-safe';
import { validateLayout } from '../../../shared/blocks/validate-layout';
import type { Db } from '../../db/client';
import { newToken, type PasswordHasher } from '../accounts';
import type { WebsiteService } from '../websites';
import { acceptGalleryPageLayout, newGalleryPageLayout } from './gallery-page';
import { collectionById } from './queries';
import { sanitizeLayout } from './sanitize-html';
import { collectionItems, collections, navigationLinks, type CollectionRow } from './tables';

/** Paths the server answers itself; a page may not take them as its URL. */
export const RESERVED_URL_IDS: ReadonlySet<string> = new Set([
  'api',
  'assets',
  'config',
  'search',
  'pages',
  's',
  'commerce',
  'checkout',
  'cart',
  'healthz',
  'account',
  'forms',
]);

/**
 * Validates a layout against the block registry and sanitizes its HTML fields, or throws
 * a 400 with field messages (the 60-block limit has its own code and message).
 */
export function acceptLayout(input: unknown, fieldPrefix = 'layout'): Layout {
  const result = validateLayout(input);
  if (!result.ok) {
    if (result.errors.blocks === LAYOUT_TOO_MANY_BLOCKS)
      throw new AppError('layoutTooManyBlocks', { [`${fieldPrefix}.blocks`]: LAYOUT_TOO_MANY_BLOCKS });
    const errors = Object.fromEntries(
      Object.entries(result.errors).map(([key, message]) => [`${fieldPrefix}.${key}`, message]),
    );
    throw new AppError('validation', errors);
  }
  return sanitizeLayout(result.layout);
}

/** A step that completes a validated layout with data from elsewhere (a video's oEmbed answer) before it is stored. */
export interface LayoutEnricher {
  enrichLayout(layout: Layout, fieldPrefix: string): Promise<Layout>;
}

export const enrich = (layout: Layout, fieldPrefix: string, enricher: LayoutEnricher | undefined) =>
  enricher ? enricher.enrichLayout(layout, fieldPrefix) : Promise.resolve(layout);

export function acceptUrlId(urlId: string): string {
  const safe = toUrlSafe(urlId);
  if (safe === '') throw new AppError('validation', { urlId: 'Enter a URL with letters or digits' });
  if (RESERVED_URL_IDS.has(safe))
    throw new AppError('validation', { urlId: `“${safe}” is reserved. Choose another URL.` });
  return safe;
}

export interface NewCollection {
  websiteId: string;
  type: CollectionType;
  title: string;
  urlId?: string;
  description?: string;
  layout?: unknown;
  navigation?: NavigationName;
  password?: string;
}

export interface NewItem {
  websiteId: string;
  collectionId: string;
  title: string;
  urlId?: string;
  excerpt?: string;
  body: unknown;
  status: ItemStatus;
  publishOn?: Date;
  authorName?: string;
  tags?: string[];
  categories?: string[];
  imageUrl?: string;
}

export type ContentService = ReturnType<typeof createContentService>;

export function createContentService({
  db,
  websites,
  passwords,
}: {
  db: Db;
  websites: WebsiteService;
  /** Page passwords share the owners' hashing queue. */
  passwords: PasswordHasher;
}) {
  return {
    async createCollection(input: NewCollection): Promise<CollectionRow> {
      const urlId = acceptUrlId(input.urlId ?? input.title);
      const layout =
        input.type === 'page'
          ? acceptLayout(input.layout ?? { blocks: [] })
          : input.type === 'gallery'
            ? acceptGalleryPageLayout(input.layout ?? newGalleryPageLayout())
            : null;
      const passwordHash = input.password ? await passwords.hash(input.password) : null;
      const unlockKey = passwordHash === null ? null : newToken();
      const row = await websites.changes.write(input.websiteId, async (tx) => {
        const [inserted] = await tx
          .insert(collections)
          .values({
            id: newId(),
            websiteId: input.websiteId,
            type: input.type,
            urlId,
            title: input.title,
            description: input.description ?? '',
            layout,
            passwordHash,
            unlockKey,
          })
          .onConflictDoNothing()
          .returning();
        if (!inserted) throw new AppError('conflict', { urlId: 'Another page already uses this URL' });
        if (input.navigation) {
          const [last] = await tx
            .select({ position: max(navigationLinks.position) })
            .from(navigationLinks)
            .where(
              and(
                eq(navigationLinks.websiteId, input.websiteId),
                eq(navigationLinks.navigation, input.navigation),
              ),
            );
          await tx.insert(navigationLinks).values({
            id: newId(),
            websiteId: input.websiteId,
            navigation: input.navigation,
            position: (last?.position ?? -1) + 1,
            collectionId: inserted.id,
            title: input.title,
          });
        }
        return inserted;
      });
      return row;
    },

    async createItem(input: NewItem) {
      const collection = await collectionById(db, input.websiteId, input.collectionId);
      if (!collection) throw new AppError('notFound');
      const values = {
        id: newId(),
        websiteId: input.websiteId,
        collectionId: collection.id,
        urlId: acceptUrlId(input.urlId ?? input.title),
        title: input.title,
        excerpt: input.excerpt ?? '',
        body: acceptLayout(input.body, 'body'),
        status: input.status,
        publishOn: input.publishOn ?? new Date(),
        authorName: input.authorName ?? '',
        tags: input.tags ?? [],
        categories: input.categories ?? [],
        imageUrl: input.imageUrl ?? null,
      };
      const row = await websites.changes.write(input.websiteId, async (tx) => {
        const [inserted] = await tx.insert(collectionItems).values(values).onConflictDoNothing().returning();
        if (!inserted)
          throw new AppError('conflict', { urlId: 'Another post in this collection already uses this URL' });
        return inserted;
      });
      return row;
    },

    /** A page of this site (never another site's, whatever the id). */
    async getPage(websiteId: string, collectionId: string): Promise<CollectionRow> {
      const page = await collectionById(db, websiteId, collectionId);
      if (!page || page.type !== 'page') throw new AppError('notFound');
      return page;
    },

    async updatePageLayout(websiteId: string, collectionId: string, layoutInput: unknown): Promise<Layout> {
      const layout = acceptLayout(layoutInput);
      await websites.changes.write(websiteId, async (tx) => {
        const updated = await tx
          .update(collections)
          .set({ layout, updatedAt: new Date() })
          .where(
            and(
              eq(collections.websiteId, websiteId),
              eq(collections.id, collectionId),
              eq(collections.type, 'page'),
            ),
          )
          .returning({ id: collections.id });
        if (updated.length === 0) throw new AppError('notFound');
      });
      return layout;
    },

    /**
     * Whether the password opens the page. A hash below the current cost is replaced now that
     * the password is known; visitors' unlock cookies are keyed by `unlock_key`, not by the hash,
     * so they stay valid.
     */
    async checkPagePassword(
      collection: Pick<CollectionRow, 'id' | 'passwordHash'>,
      password: string,
    ): Promise<boolean> {
      const stored = collection.passwordHash;
      if (stored === null) return false;
      const { matches, needsRehash } = await passwords.verify(password, stored);
      if (matches && needsRehash)
        await db
          .update(collections)
          .set({ passwordHash: await passwords.hash(password) })
          .where(and(eq(collections.id, collection.id), eq(collections.passwordHash, stored)));
      return matches;
    },
  };
}
