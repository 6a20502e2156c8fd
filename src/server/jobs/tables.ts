import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * The job queue of the embedded database (PGlite), which pg-boss cannot run on. On PostgreSQL
 * the jobs live in pg-boss's own `pgboss` schema and this table stays empty.
 * Each row carries its definition's retry policy as it was when the job was sent.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: varchar('id', { length: 24 }).primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    requestId: varchar('request_id', { length: 100 }),
    /** Idempotency key: unique per name while the row is kept. */
    key: varchar('key', { length: 200 }),
    /** waiting → running → completed; back to waiting after a failed attempt with retries left; else failed. */
    state: varchar('state', { length: 10 })
      .$type<'waiting' | 'running' | 'completed' | 'failed'>()
      .notNull()
      .default('waiting'),
    /** When the job may start (again): its schedule, or the end of its back-off. */
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    retryLimit: integer('retry_limit').notNull(),
    retryDelaySeconds: integer('retry_delay_seconds').notNull(),
    retryBackoff: boolean('retry_backoff').notNull(),
    timeoutSeconds: integer('timeout_seconds').notNull(),
    /** A running attempt's lease: past it, the attempt counts as failed (its process presumed dead). */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('jobs_due_idx').on(table.name, table.state, table.runAt),
    uniqueIndex('jobs_key_idx')
      .on(table.name, table.key)
      .where(sql`${table.key} is not null`),
  ],
);

export type JobRow = typeof jobs.$inferSelect;
