import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import { errorText } from './table-store';
import type {
  ClaimedJob,
  Executor,
  JobInfo,
  JobPayload,
  JobState,
  JobStats,
  JobStore,
  NewJob,
} from './types';

const SCHEMA = 'pgboss';
/** What pg-boss stores as a job's data: the payload and the request it came from. */
interface Envelope {
  payload: JobPayload;
  requestId?: string;
}

/**
 * The PostgreSQL queue: pg-boss 10 (the newest major that supports Node 20). pg-boss keeps the
 * rows (its own `pgboss` schema, created and migrated by itself), claims with SKIP LOCKED,
 * schedules retries with back-off and fails attempts that outlive their time; our runner
 * polls it with `fetch` and reports each outcome, exactly as it does with the table store.
 */
export function createPgBossStore(options: {
  connectionString: string;
  log: FastifyBaseLogger;
  /** Connections of pg-boss's own pool, apart from the app's. */
  poolSize?: number;
}): JobStore {
  const boss = new PgBoss({
    connectionString: options.connectionString,
    schema: SCHEMA,
    max: options.poolSize ?? 4,
    application_name: 'sitebuilder-jobs',
    // Our runner calls maintain() on its own schedule, and recurrence is ours (seconds and cron alike).
    supervise: false,
    schedule: false,
    migrate: true,
    // Finished jobs stay a day (keys stay taken that long) and failed ones a week, as in the table store.
    archiveCompletedAfterSeconds: 24 * 60 * 60,
    archiveFailedAfterSeconds: 7 * 24 * 60 * 60,
    deleteAfterDays: 7,
    // A waiting job is never dropped for waiting long (pg-boss's default is 14 days past its start).
    retentionDays: 3650,
  });
  boss.on('error', (error) => options.log.error({ err: error }, 'job queue (pg-boss) error'));

  return {
    kind: 'pg-boss',
    async open(definitions) {
      await boss.start();
      const existing = new Set((await boss.getQueues()).map((queue) => queue.name));
      for (const definition of definitions) {
        if (existing.has(definition.name)) continue;
        // A queue is a partition of pgboss.job: two processes attaching partitions at once can
        // deadlock, so creation is serialised by a lock (create_queue itself skips an existing queue).
        // The name is safe to inline: the runner allows only [a-z0-9._-].
        await boss.getDb().executeSql(
          // Several statements in one simple query run as one transaction: the lock holds until it ends.
          `select pg_advisory_xact_lock(hashtext('sitebuilder: pg-boss create_queue'));
           select ${SCHEMA}.create_queue('${definition.name}', '{"policy":"standard"}');`,
          [],
        );
      }
    },

    async insert(job: NewJob, executor?: Executor) {
      const data: Envelope = { payload: job.payload, ...(job.requestId ? { requestId: job.requestId } : {}) };
      return boss.send(job.name, data, {
        // A key becomes the job's id, so a second send with it conflicts and answers null.
        ...(job.key !== undefined ? { id: idForKey(job.name, job.key) } : {}),
        ...(job.runAt ? { startAfter: job.runAt } : {}),
        retryLimit: job.retry.limit,
        retryDelay: job.retry.delaySeconds,
        retryBackoff: job.retry.backoff,
        expireInSeconds: job.timeoutSeconds,
        ...(executor ? { db: { executeSql: (text, values) => runIn(executor, text, values) } } : {}),
      });
    },

    async claim(name: string, limit: number): Promise<ClaimedJob[]> {
      const fetched = await boss.fetch<Envelope>(name, { batchSize: limit, includeMetadata: true });
      return fetched.map((job) => ({
        id: job.id,
        name: job.name,
        payload: job.data.payload,
        requestId: job.data.requestId,
        attempt: job.retryCount + 1,
      }));
    },

    async complete(job: ClaimedJob) {
      await boss.complete(job.name, job.id);
    },

    async fail(job: ClaimedJob, error: unknown) {
      await boss.fail(job.name, job.id, { message: errorText(error).slice(0, 2000) });
    },

    async maintain() {
      // Expire attempts past their time (retried or failed), archive finished jobs, drop old archives.
      await boss.maintain();
    },

    async stats(): Promise<JobStats[]> {
      const { rows } = await boss.getDb().executeSql(
        `select name,
           count(*) filter (where state < 'active' and start_after <= now())::int as due,
           count(*) filter (where state < 'active' and start_after > now())::int as scheduled,
           count(*) filter (where state = 'active')::int as running,
           count(*) filter (where state = 'failed')::int as failed,
           coalesce(extract(epoch from now() - min(start_after)
             filter (where state < 'active' and start_after <= now())), 0)::float8 as "lagSeconds"
         from ${SCHEMA}.job group by name`,
        [],
      );
      return rows as JobStats[];
    },

    async inspect(name: string, id: string): Promise<JobInfo | null> {
      const job = await boss.getJobById<Envelope>(name, id, { includeArchive: true });
      if (!job) return null;
      return {
        id: job.id,
        name: job.name,
        state: stateOf(job.state),
        attempts: job.startedOn ? job.retryCount + 1 : 0,
        runAt: job.startAfter,
        payload: job.data.payload,
      };
    },

    async close() {
      await boss.stop({ graceful: false, close: true, wait: true });
    },
  };
}

function stateOf(state: PgBoss.JobWithMetadata['state']): JobState {
  if (state === 'created' || state === 'retry') return 'waiting';
  if (state === 'active') return 'running';
  if (state === 'completed') return 'completed';
  return 'failed';
}

/** A UUID made from name and key (pg-boss ids are UUIDs; the primary key is name + id). */
export function idForKey(name: string, key: string): string {
  const hex = createHash('sha256').update(`${name}\n${key}`).digest('hex');
  // Version 8 (custom) and the RFC 4122 variant bits, so it is a well-formed UUID.
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Runs one of pg-boss's parameterised statements ($1, $2 …) inside the caller's transaction,
 * so a job is enqueued exactly when the caller's change commits.
 */
async function runIn(executor: Executor, text: string, values: unknown[]): Promise<{ rows: unknown[] }> {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = parts.map((part, index) =>
    index % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1] ?? null}`,
  );
  const result = (await executor.execute(sql.join(chunks))) as { rows: unknown[] };
  return { rows: result.rows };
}
