import { and, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { OutboxRow, Page } from '../../../shared/api/forms';
import type { Db } from '../../db/client';
import { mailOutbox, type MailOutboxRow } from './tables';

/** Reads of the outbox: a site's messages for the owners' app and forms, and the backlog for metrics. */
export function createOutboxQueries(db: Db) {
  return {
    async statusOf(websiteId: string, ids: string[]): Promise<Map<string, MailOutboxRow['status']>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: mailOutbox.id, status: mailOutbox.status })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.websiteId, websiteId), inArray(mailOutbox.id, ids)));
      return new Map(rows.map((row) => [row.id, row.status]));
    },

    /** The site's messages with these ids (other sites' ids find nothing). */
    async byIds(websiteId: string, ids: string[]): Promise<MailOutboxRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.websiteId, websiteId), inArray(mailOutbox.id, ids)));
    },

    async list(
      websiteId: string,
      query: { query: string; page: number; pageSize: number },
    ): Promise<Page<OutboxRow>> {
      const pattern = `%${query.query.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
      const where = and(
        eq(mailOutbox.websiteId, websiteId),
        query.query ? or(ilike(mailOutbox.to, pattern), ilike(mailOutbox.subject, pattern)) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(mailOutbox)
          .where(where)
          .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ total: count() }).from(mailOutbox).where(where),
      ]);
      return {
        rows: rows.map((row) => ({
          id: row.id,
          to: row.to,
          subject: row.subject,
          purpose: row.purpose,
          status: row.status,
          attempts: row.attempts,
          lastError: row.lastError,
          createdAt: row.createdAt.toISOString(),
          sentAt: row.sentAt?.toISOString() ?? null,
        })),
        total: total?.total ?? 0,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    /** Mail not yet delivered (queued or being sent) on every site, and the oldest one's age: for metrics. */
    async backlog(now = new Date()): Promise<{ waiting: number; oldestSeconds: number }> {
      const [row] = await db
        .select({
          waiting: sql<number>`count(*)::int`,
          oldest: sql<Date | null>`min(${mailOutbox.createdAt})`,
        })
        .from(mailOutbox)
        .where(inArray(mailOutbox.status, ['queued', 'sending']));
      const oldest = row?.oldest ? new Date(row.oldest) : null;
      return {
        waiting: row?.waiting ?? 0,
        oldestSeconds: oldest ? Math.max(0, Math.round((now.getTime() - oldest.getTime()) / 1000)) : 0,
      };
    },

    /** Counts by status, for tests and health pages. */
    async countByStatus(websiteId: string): Promise<Record<string, number>> {
      const rows = await db
        .select({ status: mailOutbox.status, n: sql<number>`count(*)::int` })
        .from(mailOutbox)
        .where(eq(mailOutbox.websiteId, websiteId))
        .groupBy(mailOutbox.status);
      return Object.fromEntries(rows.map((row) => [row.status, row.n]));
    },
  };
}
