import { and, asc, eq, inArray, isNotNull, max, or, sql } from 'drizzle-orm';
import type {
  CreatePageRequest,
  NavigationOrder,
  PageSummary,
  UpdatePageRequest,
} from '../../../shared/api/owners';
import { AppError } from '../../../shared/errors';
import { newId } from '../../../shared/ids';
import { emptyLayout, type Layout } from '../../../shared/layout/layout';
import type { Db, Tx } from '../../db/client';
import type { WebsiteService } from '../websites';
import { rememberOldSlug, seoColumnsOf, seoSummaryOf } from './page-settings';
import { acceptGalleryPageLayout, newGalleryPageLayout } from './gallery-page';
import { collectionById, homeCollection } from './queries';
import { acceptLayout, acceptUrlId, enrich, type LayoutEnricher } from './service';
import { collections, navigationLinks } from './tables';

export type PageAdminService = ReturnType<typeof createPageAdminService>;

/**
 * The owners' side of pages: list, create, rename, reorder, hide, delete, and the draft
 * layout. Layout edits are drafts (visitors keep seeing `layout`) until `publishDrafts`.
 * Structural changes (names, order, hiding, deleting) of published pages apply at once; a
 * new page stays unpublished, invisible to visitors, until the next publish.
 */
export function createPageAdminService({
  db,
  websites,
  videoEmbeds,
}: {
  db: Db;
  websites: WebsiteService;
  /** Fills in the oEmbed answers of video blocks when a draft is saved (modules/video-embeds). */
  videoEmbeds?: LayoutEnricher;
}) {
  async function requirePage(websiteId: string, pageId: string, types: ReadonlyArray<string> = ['page']) {
    const page = await collectionById(db, websiteId, pageId);
    if (!page || !types.includes(page.type)) throw new AppError('notFound');
    return page;
  }
  /** Navigation entries the owners' app manages: pages, blogs, shops, gallery and events pages. */
  const LISTED_TYPES = ['page', 'blog', 'products', 'gallery', 'events'] as const;
  /** Collections edited as a layout: pages (blocks) and gallery pages (one gallery block). */
  const LAYOUT_TYPES = ['page', 'gallery'] as const;

  async function mainPageCount(websiteId: string): Promise<number> {
    const [{ count } = { count: 0 }] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(navigationLinks)
      .innerJoin(collections, eq(collections.id, navigationLinks.collectionId))
      .where(
        and(
          eq(navigationLinks.websiteId, websiteId),
          eq(navigationLinks.navigation, 'main'),
          inArray(collections.type, [...LISTED_TYPES]),
        ),
      );
    return count;
  }

  /** Shows or hides one page: it goes to the end of the other list, the rest keep their order. */
  async function moveToNavigation(websiteId: string, pageId: string, navigation: 'main' | '_hidden') {
    const [link] = await db
      .select({ navigation: navigationLinks.navigation })
      .from(navigationLinks)
      .where(and(eq(navigationLinks.websiteId, websiteId), eq(navigationLinks.collectionId, pageId)));
    if (!link || link.navigation === navigation) return;
    if (link.navigation === 'main' && (await mainPageCount(websiteId)) <= 1)
      throw new AppError('validation', { main: 'Keep at least one page in the main navigation' });
    await websites.changes.write(websiteId, async (tx) => {
      const [last] = await tx
        .select({ position: max(navigationLinks.position) })
        .from(navigationLinks)
        .where(and(eq(navigationLinks.websiteId, websiteId), eq(navigationLinks.navigation, navigation)));
      await tx
        .update(navigationLinks)
        .set({ navigation, position: (last?.position ?? -1) + 1 })
        .where(and(eq(navigationLinks.websiteId, websiteId), eq(navigationLinks.collectionId, pageId)));
    });
  }

  return {
    async list(websiteId: string, homeCollectionId: string | null): Promise<PageSummary[]> {
      const rows = await db
        .select({
          id: collections.id,
          type: collections.type,
          title: collections.title,
          urlId: collections.urlId,
          published: collections.published,
          draft: isNotNull(collections.draftLayout),
          navigation: navigationLinks.navigation,
          locked: isNotNull(collections.passwordHash),
          seoTitle: collections.seoTitle,
          seoDescription: collections.seoDescription,
          socialImageUrl: collections.socialImageUrl,
          hideFromSearch: collections.hideFromSearch,
        })
        .from(navigationLinks)
        .innerJoin(collections, eq(collections.id, navigationLinks.collectionId))
        .where(
          and(
            eq(navigationLinks.websiteId, websiteId),
            inArray(collections.type, [...LISTED_TYPES]),
            inArray(navigationLinks.navigation, ['main', '_hidden']),
          ),
        )
        .orderBy(asc(navigationLinks.navigation), asc(navigationLinks.position));
      const home = await homeCollection(db, websiteId, homeCollectionId);
      // The main navigation first, then the hidden pages.
      rows.sort((a, b) => Number(a.navigation !== 'main') - Number(b.navigation !== 'main'));
      return rows.map((row) => ({
        id: row.id,
        type: row.type as PageSummary['type'],
        title: row.title,
        urlId: row.urlId,
        navigation: row.navigation as PageSummary['navigation'],
        isHome: row.id === home?.id,
        published: row.published,
        hasUnpublishedChanges: !row.published || Boolean(row.draft),
        locked: Boolean(row.locked),
        seo: seoSummaryOf(row),
      }));
    },

    async create(websiteId: string, input: CreatePageRequest) {
      const urlId = acceptUrlId(input.urlId ?? input.title);
      return db.transaction(async (tx) => {
        const [page] = await tx
          .insert(collections)
          .values({
            id: newId(),
            websiteId,
            type: input.type,
            urlId,
            title: input.title,
            ...layoutsOfNew(input.type),
            published: false,
          })
          .onConflictDoNothing()
          .returning();
        if (!page) throw new AppError('conflict', { urlId: 'Another page already uses this URL' });
        const [last] = await tx
          .select({ position: max(navigationLinks.position) })
          .from(navigationLinks)
          .where(
            and(eq(navigationLinks.websiteId, websiteId), eq(navigationLinks.navigation, input.navigation)),
          );
        await tx.insert(navigationLinks).values({
          id: newId(),
          websiteId,
          navigation: input.navigation,
          position: (last?.position ?? -1) + 1,
          collectionId: page.id,
          title: input.title,
        });
        return { id: page.id, type: input.type, title: page.title, urlId: page.urlId };
      });
    },

    async update(websiteId: string, pageId: string, input: UpdatePageRequest) {
      const page = await requirePage(websiteId, pageId, LISTED_TYPES);
      if (input.navigation) await moveToNavigation(websiteId, pageId, input.navigation);
      if (input.title === undefined && input.urlId === undefined && input.seo === undefined)
        return { id: pageId, title: page.title, urlId: page.urlId };
      const urlId = input.urlId === undefined ? page.urlId : acceptUrlId(input.urlId);
      const title = input.title ?? page.title;
      // Renaming a page nobody sees yet changes nothing published.
      await websites.changes.write(
        websiteId,
        async (tx) => {
          // Visitors and search engines knew the old address of a published page: keep it working.
          if (page.published)
            await rememberOldSlug(tx, { websiteId, pageId, oldUrlId: page.urlId, newUrlId: urlId });
          const updated = await tx
            .update(collections)
            .set({ title, urlId, ...(input.seo ? seoColumnsOf(input.seo) : {}), updatedAt: new Date() })
            .where(and(eq(collections.websiteId, websiteId), eq(collections.id, pageId)))
            .returning({ id: collections.id })
            .catch((error: unknown) => {
              if (isUniqueViolation(error))
                throw new AppError('conflict', { urlId: 'Another page already uses this URL' });
              throw error;
            });
          if (updated.length === 0) throw new AppError('notFound');
          await tx
            .update(navigationLinks)
            .set({ title })
            .where(and(eq(navigationLinks.websiteId, websiteId), eq(navigationLinks.collectionId, pageId)));
        },
        { visible: page.published },
      );
      return { id: pageId, title, urlId };
    },

    /** Rewrites both navigations' order at once. The lists must name exactly this site's pages. */
    async setNavigationOrder(websiteId: string, order: NavigationOrder): Promise<void> {
      const wanted = [...order.main, ...order._hidden];
      if (new Set(wanted).size !== wanted.length)
        throw new AppError('validation', { main: 'Each page may appear only once' });
      const current = await db
        .select({ collectionId: navigationLinks.collectionId })
        .from(navigationLinks)
        .innerJoin(collections, eq(collections.id, navigationLinks.collectionId))
        .where(
          and(
            eq(navigationLinks.websiteId, websiteId),
            inArray(collections.type, [...LISTED_TYPES]),
            inArray(navigationLinks.navigation, ['main', '_hidden']),
          ),
        );
      const known = new Set(current.map((row) => row.collectionId));
      if (wanted.length !== known.size || wanted.some((id) => !known.has(id)))
        throw new AppError('validation', { main: 'The list of pages is out of date. Reload and try again.' });
      if (order.main.length === 0)
        throw new AppError('validation', { main: 'Keep at least one page in the main navigation' });
      await websites.changes.write(websiteId, async (tx) => {
        for (const [navigation, ids] of [
          ['main', order.main],
          ['_hidden', order._hidden],
        ] as const) {
          for (const [position, collectionId] of ids.entries()) {
            await tx
              .update(navigationLinks)
              .set({ navigation, position })
              .where(
                and(eq(navigationLinks.websiteId, websiteId), eq(navigationLinks.collectionId, collectionId)),
              );
          }
        }
      });
    },

    async remove(websiteId: string, pageId: string): Promise<void> {
      await requirePage(websiteId, pageId, LISTED_TYPES);
      const count = await mainPageCount(websiteId);
      const [link] = await db
        .select({ navigation: navigationLinks.navigation })
        .from(navigationLinks)
        .where(and(eq(navigationLinks.websiteId, websiteId), eq(navigationLinks.collectionId, pageId)));
      if (link?.navigation === 'main' && count <= 1)
        throw new AppError('validation', { page: 'A site needs at least one page in its navigation' });
      await websites.changes.write(websiteId, (tx) =>
        tx.delete(collections).where(and(eq(collections.websiteId, websiteId), eq(collections.id, pageId))),
      );
    },

    /** The page as the editor shows it: its draft layout when it has one. */
    async forEditor(websiteId: string, pageId: string) {
      const page = await requirePage(websiteId, pageId, LAYOUT_TYPES);
      return {
        id: page.id,
        type: page.type as (typeof LAYOUT_TYPES)[number],
        title: page.title,
        urlId: page.urlId,
        layout: page.draftLayout ?? page.layout ?? emptyLayout(),
        published: page.published,
        hasUnpublishedChanges: !page.published || page.draftLayout !== null,
        locked: page.passwordHash !== null,
        version: page.draftVersion,
      };
    },

    /**
     * Validates, sanitizes and stores the draft. Visitors see no change until publish. With
     * `baseVersion` (the version the editor last saw) the save is refused when another save came
     * first: the version check and the write are one UPDATE, so two racing saves cannot both win.
     */
    async saveDraft(
      websiteId: string,
      pageId: string,
      input: unknown,
      baseVersion?: number,
    ): Promise<{ layout: Layout; version: number }> {
      const page = await requirePage(websiteId, pageId, LAYOUT_TYPES);
      const accepted = page.type === 'gallery' ? acceptGalleryPageLayout(input) : acceptLayout(input);
      const layout = await enrich(accepted, 'layout', videoEmbeds);
      const updated = await db
        .update(collections)
        .set({
          draftLayout: layout,
          draftVersion: sql`${collections.draftVersion} + 1`,
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(collections.websiteId, websiteId),
            eq(collections.id, pageId),
            eq(collections.type, page.type),
            baseVersion === undefined ? undefined : eq(collections.draftVersion, baseVersion),
          ),
        )
        .returning({ version: collections.draftVersion });
      const [row] = updated;
      if (row === undefined)
        throw new AppError(baseVersion === undefined ? 'notFound' : 'pageChangedElsewhere');
      return { layout, version: row.version };
    },

    async hasUnpublishedChanges(websiteId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: collections.id })
        .from(collections)
        .where(
          and(
            eq(collections.websiteId, websiteId),
            or(isNotNull(collections.draftLayout), eq(collections.published, false)),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** Makes every draft layout and new page live, inside the caller's transaction (publishing's). */
    async publishDrafts(websiteId: string, tx: Tx): Promise<number> {
      const changed = await tx
        .update(collections)
        .set({
          layout: sql`coalesce(${collections.draftLayout}, ${collections.layout})`,
          draftLayout: null,
          published: true,
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(collections.websiteId, websiteId),
            or(isNotNull(collections.draftLayout), eq(collections.published, false)),
          ),
        )
        .returning({ id: collections.id });
      return changed.length;
    },
  };
}

/** A new page starts empty; a new gallery page with its one (empty) gallery; other kinds hold items. */
function layoutsOfNew(type: CreatePageRequest['type']): { layout?: Layout; draftLayout?: Layout } {
  if (type === 'page') return { layout: emptyLayout(), draftLayout: emptyLayout() };
  if (type === 'gallery') {
    const layout = newGalleryPageLayout();
    return { layout, draftLayout: layout };
  }
  return {};
}

function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } } | null)?.code ??
    (error as { cause?: { code?: string } } | null)?.cause?.code;
  return code === '23505';
}
