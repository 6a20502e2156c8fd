import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { createPgBossStore } from './pg-boss-store';
import { createJobRunner, type JobRunnerOptions } from './runner';
import { createTableStore } from './table-store';

export type { JobHandle, JobRunner } from './runner';
export { currentRequestId, runWithRequestId } from './request-id';
export type {
  Executor,
  JobContext,
  JobDefinition,
  JobInfo,
  JobPayload,
  JobStats,
  Recurrence,
  RetryPolicy,
  SendOptions,
} from './types';

/**
 * The job runner for this database: pg-boss on PostgreSQL, the `jobs` table on the embedded
 * PGlite. Same interface and the same contract tests either way (jobs.contract.test.ts).
 */
export function createJobs(
  options: { database: Database; log: FastifyBaseLogger } & Omit<JobRunnerOptions, 'store' | 'log'>,
) {
  const { database, log, ...runnerOptions } = options;
  const store =
    database.kind === 'postgres'
      ? createPgBossStore({ connectionString: requireUrl(database), log })
      : createTableStore(database.db);
  return createJobRunner({ store, log, ...runnerOptions });
}

function requireUrl(database: Database): string {
  if (!database.url) throw new Error('The PostgreSQL database has no connection URL for the job queue');
  return database.url;
}
