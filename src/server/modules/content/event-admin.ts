import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { eventRequestSchema } from '../../../shared/api/events';
import { ItemStatus } from '../../../shared/enums/platform';
import { instantOfWallTime, knownTimeZone, wallTimeOf } from '../../../shared/events/zoned-time';
import { AppError } from '../../../shared/errors';
import { newId } from '../../../shared/ids';
import { GRID_COLUMNS, type Layout } from '../../../shared/layout/layout';
import type { Db } from '../../db/client';
import type { WebsiteService } from '../websites';
import { websites as websiteRows } from '../websites/tables';
import { collectionById } from './queries';
import { acceptUrlId, acceptLayout } from './service';
import { statusLabelOf } from './item-admin';
import { collectionItems, type CollectionItemRow } from './tables';

export type EventAdminService = ReturnType<typeof createEventAdminService>;
type ParsedEvent = z.output<typeof eventRequestSchema>;

const URL_TAKEN = 'Another event on this page already uses this URL';

/** An event's description is stored as its body: one text block, sanitized like a post's text. */
function descriptionLayout(html: string, blockId: string): Layout {
  return acceptLayout(
    {
      columns: GRID_COLUMNS,
      blocks:
        html.trim() === ''
          ? []
          : [{ id: blockId, type: 'text', grid: { column: 1, span: GRID_COLUMNS }, data: { html } }],
    },
    'description',
  );
}

/** The description HTML of an event's body (its first text block). */
export function descriptionOf(body: Layout): string {
  const block = body.blocks.find((candidate) => candidate.type === 'text');
  const html = block?.data.html;
  return typeof html === 'string' ? html : '';
}

/**
 * The owners' side of an events collection. An event is a collection item with a start, an end
 * and a location; its status is published (visitors see it at once) or draft.
 */
export function createEventAdminService({
  db,
  websites,
  clock = () => new Date(),
}: {
  db: Db;
  websites: WebsiteService;
  clock?: () => Date;
}) {
  async function timeZoneOf(websiteId: string) {
    const [row] = await db
      .select({ timeZone: websiteRows.timeZone })
      .from(websiteRows)
      .where(eq(websiteRows.id, websiteId));
    return knownTimeZone(row?.timeZone ?? 'UTC');
  }
  async function requireEvents(websiteId: string, collectionId: string) {
    const collection = await collectionById(db, websiteId, collectionId);
    if (!collection || collection.type !== 'events') throw new AppError('notFound');
    return collection;
  }
  async function requireEvent(websiteId: string, itemId: string) {
    const [row] = await db
      .select()
      .from(collectionItems)
      .where(and(eq(collectionItems.websiteId, websiteId), eq(collectionItems.id, itemId)));
    if (!row || row.startsAt === null) throw new AppError('notFound');
    return row;
  }
  const summaryOf = (row: CollectionItemRow, timeZone: string) => {
    const startsAt = row.startsAt ?? row.createdAt;
    const endsAt = row.endsAt ?? startsAt;
    return {
      id: row.id,
      title: row.title,
      urlId: row.urlId,
      status: row.status,
      statusLabel: statusLabelOf(row.status),
      startsAt: startsAt.toISOString(),
      endsAt: endsAt.toISOString(),
      startsAtLocal: wallTimeOf(startsAt, timeZone),
      endsAtLocal: wallTimeOf(endsAt, timeZone),
    };
  };
  function fields(input: ParsedEvent, timeZone: string, blockId: string) {
    const startsAt = instantOfWallTime(input.startsAt, timeZone);
    const endsAt = instantOfWallTime(input.endsAt, timeZone);
    if (!startsAt) throw new AppError('validation', { startsAt: 'Choose when the event starts' });
    if (!endsAt) throw new AppError('validation', { endsAt: 'Choose when the event ends' });
    return {
      title: input.title,
      status: input.status === ItemStatus.published ? ItemStatus.published : ItemStatus.draft,
      // Events are ordered by their start; publishOn keeps the shared item columns meaningful.
      publishOn: startsAt,
      startsAt,
      endsAt,
      location: input.location,
      imageUrl: input.imageUrl ? input.imageUrl : null,
      body: descriptionLayout(input.description, blockId),
    };
  }
  async function urlTaken(collectionId: string, urlId: string, itemId?: string) {
    const rows = await db
      .select({ id: collectionItems.id })
      .from(collectionItems)
      .where(and(eq(collectionItems.collectionId, collectionId), eq(collectionItems.urlId, urlId)));
    return rows.some((row) => row.id !== itemId);
  }

  return {
    async list(websiteId: string, collectionId: string) {
      const collection = await requireEvents(websiteId, collectionId);
      const timeZone = await timeZoneOf(websiteId);
      const rows = await db
        .select()
        .from(collectionItems)
        .where(and(eq(collectionItems.websiteId, websiteId), eq(collectionItems.collectionId, collection.id)))
        .orderBy(asc(collectionItems.startsAt), asc(collectionItems.id));
      return {
        id: collection.id,
        title: collection.title,
        urlId: collection.urlId,
        timeZone,
        events: rows.map((row) => summaryOf(row, timeZone)),
      };
    },

    async create(websiteId: string, collectionId: string, input: ParsedEvent) {
      const collection = await requireEvents(websiteId, collectionId);
      const timeZone = await timeZoneOf(websiteId);
      const urlId = acceptUrlId(input.urlId ?? input.title);
      const values = fields(input, timeZone, newId());
      const row = await websites.changes.write(websiteId, async (tx) => {
        const [inserted] = await tx
          .insert(collectionItems)
          .values({ id: newId(), websiteId, collectionId: collection.id, urlId, ...values })
          .onConflictDoNothing()
          .returning();
        if (!inserted) throw new AppError('conflict', { urlId: URL_TAKEN });
        return inserted;
      });
      return summaryOf(row, timeZone);
    },

    async get(websiteId: string, itemId: string) {
      const row = await requireEvent(websiteId, itemId);
      const timeZone = await timeZoneOf(websiteId);
      return {
        ...summaryOf(row, timeZone),
        collectionId: row.collectionId,
        location: row.location,
        description: descriptionOf(row.body),
        imageUrl: row.imageUrl ?? '',
        timeZone,
      };
    },

    async update(websiteId: string, itemId: string, input: ParsedEvent) {
      const existing = await requireEvent(websiteId, itemId);
      const timeZone = await timeZoneOf(websiteId);
      const urlId = input.urlId === undefined ? existing.urlId : acceptUrlId(input.urlId);
      if (await urlTaken(existing.collectionId, urlId, itemId))
        throw new AppError('conflict', { urlId: URL_TAKEN });
      const values = fields(input, timeZone, existing.body.blocks[0]?.id ?? newId());
      const [row] = await websites.changes.write(websiteId, (tx) =>
        tx
          .update(collectionItems)
          .set({ urlId, ...values, updatedAt: clock() })
          .where(and(eq(collectionItems.websiteId, websiteId), eq(collectionItems.id, itemId)))
          .returning(),
      );
      return summaryOf(row!, timeZone);
    },

    async remove(websiteId: string, itemId: string): Promise<void> {
      await requireEvent(websiteId, itemId);
      await websites.changes.write(websiteId, (tx) =>
        tx
          .delete(collectionItems)
          .where(and(eq(collectionItems.websiteId, websiteId), eq(collectionItems.id, itemId))),
      );
    },
  };
}
