import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';

/** A job's payload: plain JSON (it is stored as jsonb). */
export type JobPayload = Record<string, unknown>;

/** When a recurring job runs: every n seconds (slots aligned to the epoch) or on a cron expression. */
export type Recurrence = { seconds: number } | { cron: string; timeZone?: string };

export interface RetryPolicy {
  /** Attempts after the first one. 0: a failure is final. */
  limit: number;
  /** Wait before a retry, in whole seconds. */
  delaySeconds: number;
  /** With back-off, retry n waits delay × 2^(n-1), up to twice that (jitter, so retries spread out). */
  backoff: boolean;
}

/** What a handler knows about the run it is in. */
export interface JobContext {
  id: string;
  name: string;
  /** 1 on the first try. */
  attempt: number;
  /** The request that sent the job, when the sender passed it: it is in every log line of the run. */
  requestId: string | undefined;
  /** A child logger carrying job name, id, attempt and request id. */
  log: FastifyBaseLogger;
  /** Aborted when the process shuts down or the attempt's time runs out: long handlers stop at a safe point. */
  signal: AbortSignal;
}

export interface JobDefinition<P extends JobPayload = JobPayload> {
  /** `area.what` (letters, digits, `.`, `-`, `_`): the queue's name, stable across releases. */
  name: string;
  /** Does the work. Runs at least once per job: handlers must be safe to run again (idempotent). */
  run(payload: P, context: JobContext): Promise<void>;
  /** Default: 3 more tries after 30 s, 1 min, 2 min (back-off); recurring jobs default to none (the next slot retries). */
  retry?: RetryPolicy;
  /** How long an attempt may take before it counts as failed (its process presumed dead). Default 5 min, at most 23 h. */
  timeoutSeconds?: number;
  /** Jobs of this name running at once in the jobs process. Default 1. */
  concurrency?: number;
  /** Recurring: the runner keeps the next run scheduled, once across every process and restart. */
  every?: Recurrence;
}

export interface SendOptions {
  /** Not before this instant (default: now). */
  runAt?: Date;
  /**
   * Idempotency key: while a job of this name with this key is kept (waiting, running, and at
   * least a day after it ends), sending another is ignored and `send` answers null.
   */
  key?: string;
  /**
   * Enqueue inside this open transaction: the job exists exactly when the caller's change
   * commits (the outbox pattern). Without it the job is committed at once.
   */
  executor?: Executor;
  /** The request this job comes from (`request.id`), carried into the job's log lines. */
  requestId?: string;
}

/** Anything that runs queries: the database or an open transaction. */
export type Executor = Pick<Db, 'insert' | 'execute'>;

export type JobState = 'waiting' | 'running' | 'completed' | 'failed';

/** One job as stored (tests, operations). */
export interface JobInfo {
  id: string;
  name: string;
  state: JobState;
  /** Attempts started so far. */
  attempts: number;
  runAt: Date;
  payload: JobPayload;
}

/** Per job name, for logs and the operations issue's metrics (queue depth and lag). */
export interface JobStats {
  name: string;
  /** Due now and not started: the queue depth that matters. */
  due: number;
  /** Waiting for a later time (scheduled or backing off). */
  scheduled: number;
  running: number;
  /** Gave up after the last retry, still kept for inspection. */
  failed: number;
  /** How long the oldest due job has been waiting, in seconds (0 when none): the queue's lag. */
  lagSeconds: number;
}

/** A claimed attempt, as a store hands it to the runner. */
export interface ClaimedJob {
  id: string;
  name: string;
  payload: JobPayload;
  requestId: string | undefined;
  attempt: number;
}

/** A job as the runner hands it to a store: the definition's policy travels with every row. */
export interface NewJob {
  name: string;
  payload: JobPayload;
  requestId: string | undefined;
  runAt: Date | undefined;
  key: string | undefined;
  retry: RetryPolicy;
  timeoutSeconds: number;
}

/**
 * Where jobs live: pg-boss's tables on PostgreSQL, our `jobs` table on PGlite. Stores only
 * keep rows; the runner (runner.ts) does the polling, running, logging and recurrence for both.
 */
export interface JobStore {
  readonly kind: 'pg-boss' | 'table';
  /** Installs what the store needs and prepares a queue per name. Called once, before anything else. */
  open(definitions: ReadonlyArray<JobDefinition>): Promise<void>;
  /** Inserts a job; null when its key is already taken. */
  insert(job: NewJob, executor?: Executor): Promise<string | null>;
  /** Claims up to `limit` due jobs of one name (SKIP LOCKED: never the same job to two claimers). */
  claim(name: string, limit: number): Promise<ClaimedJob[]>;
  complete(job: ClaimedJob): Promise<void>;
  /** Records a failed attempt: retried after its back-off, or failed for good after the last. */
  fail(job: ClaimedJob, error: unknown): Promise<void>;
  /** Housekeeping: attempts past their time are failed (so retried), old finished rows removed. */
  maintain(): Promise<void>;
  stats(): Promise<JobStats[]>;
  inspect(name: string, id: string): Promise<JobInfo | null>;
  /** Releases connections (the store's own, never the app's database). */
  close(): Promise<void>;
}
