import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { newId } from '../../shared/ids';
import type { Db } from '../db/client';
import { jobs, type JobRow } from './tables';
import type { ClaimedJob, Executor, JobInfo, JobStats, JobStore, NewJob } from './types';

/** How long finished rows are kept: completed a day (keys stay taken that long), failed a week. */
const KEEP_COMPLETED = sql`interval '1 day'`;
const KEEP_FAILED = sql`interval '7 days'`;

/** After a failed attempt: wait, or give up once the attempts used exceed the retry limit. Same rule as pg-boss. */
const giveUp = sql`${jobs.attempts} > ${jobs.retryLimit}`;
const backoffSeconds = sql`case when ${jobs.retryBackoff}
  then ${jobs.retryDelaySeconds} * power(2, least(16, ${jobs.attempts} - 1)) * (1 + random())
  else ${jobs.retryDelaySeconds} end`;

function failedAttempt(lastError: string) {
  return {
    state: sql`case when ${giveUp} then 'failed' else 'waiting' end`,
    runAt: sql`case when ${giveUp} then ${jobs.runAt} else now() + ${backoffSeconds} * interval '1 second' end`,
    finishedAt: sql`case when ${giveUp} then now() end`,
    lockedUntil: null,
    lastError: lastError.slice(0, 2000),
  } as const;
}

export const errorText = (error: unknown) =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);

/**
 * Jobs in our own `jobs` table: the embedded database's queue (PGlite runs in this process and
 * pg-boss does not support it). Claims use `FOR UPDATE SKIP LOCKED`, so it is also correct with
 * several runners on one PostgreSQL database, which the contract tests use to prove it.
 */
export function createTableStore(db: Db): JobStore {
  return {
    kind: 'table',
    async open() {},

    async insert(job: NewJob, executor: Executor = db) {
      const rows = await executor
        .insert(jobs)
        .values({
          id: newId(),
          name: job.name,
          payload: job.payload,
          requestId: job.requestId ?? null,
          key: job.key ?? null,
          ...(job.runAt ? { runAt: job.runAt } : {}),
          retryLimit: job.retry.limit,
          retryDelaySeconds: job.retry.delaySeconds,
          retryBackoff: job.retry.backoff,
          timeoutSeconds: job.timeoutSeconds,
        })
        .onConflictDoNothing()
        .returning({ id: jobs.id });
      return rows[0]?.id ?? null;
    },

    async claim(name: string, limit: number): Promise<ClaimedJob[]> {
      const due = db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.name, name), eq(jobs.state, 'waiting'), lte(jobs.runAt, sql`now()`)))
        .orderBy(asc(jobs.runAt), asc(jobs.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      const rows = await db
        .update(jobs)
        .set({
          state: 'running',
          attempts: sql`${jobs.attempts} + 1`,
          lockedUntil: sql`now() + ${jobs.timeoutSeconds} * interval '1 second'`,
        })
        .where(inArray(jobs.id, due))
        .returning();
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        payload: row.payload,
        requestId: row.requestId ?? undefined,
        attempt: row.attempts,
      }));
    },

    async complete(job: ClaimedJob) {
      // Only the holder of this attempt: one whose lease ran out and was re-claimed changes nothing.
      await db
        .update(jobs)
        .set({ state: 'completed', finishedAt: sql`now()`, lockedUntil: null, lastError: null })
        .where(and(eq(jobs.id, job.id), eq(jobs.state, 'running'), eq(jobs.attempts, job.attempt)));
    },

    async fail(job: ClaimedJob, error: unknown) {
      await db
        .update(jobs)
        .set(failedAttempt(errorText(error)))
        .where(and(eq(jobs.id, job.id), eq(jobs.state, 'running'), eq(jobs.attempts, job.attempt)));
    },

    async maintain() {
      await db
        .update(jobs)
        .set(failedAttempt('timed out: the attempt outlived its lease (process gone or too slow)'))
        .where(and(eq(jobs.state, 'running'), lte(jobs.lockedUntil, sql`now()`)));
      await db.delete(jobs).where(
        sql`(${jobs.state} = 'completed' and ${jobs.finishedAt} < now() - ${KEEP_COMPLETED})
            or (${jobs.state} = 'failed' and ${jobs.finishedAt} < now() - ${KEEP_FAILED})`,
      );
    },

    async stats(): Promise<JobStats[]> {
      const rows = await db
        .select({
          name: jobs.name,
          due: sql<number>`count(*) filter (where ${jobs.state} = 'waiting' and ${jobs.runAt} <= now())::int`,
          scheduled: sql<number>`count(*) filter (where ${jobs.state} = 'waiting' and ${jobs.runAt} > now())::int`,
          running: sql<number>`count(*) filter (where ${jobs.state} = 'running')::int`,
          failed: sql<number>`count(*) filter (where ${jobs.state} = 'failed')::int`,
          lagSeconds: sql<number>`coalesce(extract(epoch from now() - min(${jobs.runAt})
            filter (where ${jobs.state} = 'waiting' and ${jobs.runAt} <= now())), 0)::float8`,
        })
        .from(jobs)
        .groupBy(jobs.name);
      return rows;
    },

    async inspect(name: string, id: string): Promise<JobInfo | null> {
      const [row] = await db
        .select()
        .from(jobs)
        .where(and(eq(jobs.name, name), eq(jobs.id, id)));
      return row ? infoOf(row) : null;
    },

    async close() {},
  };
}

function infoOf(row: JobRow): JobInfo {
  return {
    id: row.id,
    name: row.name,
    state: row.state,
    attempts: row.attempts,
    runAt: row.runAt,
    payload: row.payload,
  };
}
