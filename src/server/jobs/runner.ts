import type { FastifyBaseLogger } from 'fastify';
import { checkRecurrence, nextSlot, slotKey } from './recurring';
import { currentRequestId } from './request-id';
import type {
  ClaimedJob,
  JobDefinition,
  JobInfo,
  JobPayload,
  JobStats,
  JobStore,
  RetryPolicy,
  SendOptions,
} from './types';

const NAME_PATTERN = /^[a-z0-9][a-z0-9._-]{0,99}$/;
const DEFAULT_RETRY: RetryPolicy = { limit: 3, delaySeconds: 30, backoff: true };
const NO_RETRY: RetryPolicy = { limit: 0, delaySeconds: 0, backoff: false };
const DEFAULT_TIMEOUT_SECONDS = 5 * 60;

export interface JobRunnerOptions {
  store: JobStore;
  log: FastifyBaseLogger;
  /** How often each job name asks for due work when nothing wakes it sooner. */
  pollIntervalMs?: number;
  /** How often leases are checked, old rows removed and recurring slots ensured. */
  maintenanceIntervalMs?: number;
}

export interface JobHandle<P extends JobPayload> {
  readonly name: string;
  send(payload: P, options?: SendOptions): Promise<string | null>;
}

export type JobRunner = ReturnType<typeof createJobRunner>;

/**
 * The one place that runs scheduled and retried work. Modules `define` their jobs (buildApp
 * wires them); any process may `send`; only the jobs process calls `start`, which polls the
 * store for each job name, runs handlers (at least once each: handlers are idempotent),
 * reports outcomes, keeps recurring jobs scheduled and logs every run. `stop` drains.
 */
export function createJobRunner(options: JobRunnerOptions) {
  const { store } = options;
  const log = options.log.child({ component: 'jobs' });
  const pollIntervalMs = options.pollIntervalMs ?? 1000;
  const maintenanceIntervalMs = options.maintenanceIntervalMs ?? 15_000;
  const definitions = new Map<string, JobDefinition>();
  const running = new Map<string, Set<Promise<void>>>();
  const wakers = new Map<string, () => void>();
  let opened: Promise<void> | undefined;
  let working = false;
  /** After abandon(): outcomes are no longer reported, as if the process had died. */
  let dead = false;
  let shutdown = new AbortController();
  const loops: Promise<void>[] = [];

  const retryOf = (definition: JobDefinition) =>
    definition.retry ?? (definition.every ? NO_RETRY : DEFAULT_RETRY);

  function open(): Promise<void> {
    opened ??= store.open([...definitions.values()]);
    return opened;
  }

  async function send(name: string, payload: JobPayload, sendOptions: SendOptions = {}) {
    const definition = definitions.get(name);
    if (!definition) throw new Error(`No job named ${name} is defined`);
    if (sendOptions.key !== undefined && (sendOptions.key.length === 0 || sendOptions.key.length > 200))
      throw new Error(`Job ${name}: a key is 1 to 200 characters`);
    await open();
    const id = await store.insert(
      {
        name,
        payload,
        // Sent while answering a request, the job carries that request's id (request-id.ts).
        requestId: (sendOptions.requestId ?? currentRequestId())?.slice(0, 100),
        runAt: sendOptions.runAt,
        key: sendOptions.key,
        retry: retryOf(definition),
        timeoutSeconds: definition.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS,
      },
      sendOptions.executor,
    );
    // Sent in a transaction, the job is not visible until commit: the next poll finds it.
    if (id && !sendOptions.executor && (!sendOptions.runAt || sendOptions.runAt <= new Date()))
      wakers.get(name)?.();
    return id;
  }

  async function scheduleNextSlot(definition: JobDefinition): Promise<void> {
    if (!definition.every) return;
    const slot = nextSlot(definition.every, new Date());
    // The slot is the payload too: a handler knows which period it runs for.
    await send(definition.name, { slot: slot.toISOString() }, { runAt: slot, key: slotKey(slot) });
  }

  /** One attempt: run, time-box, report, log. Never throws. */
  async function attempt(definition: JobDefinition, job: ClaimedJob): Promise<void> {
    const jobLog = log.child({
      job: job.name,
      jobId: job.id,
      attempt: job.attempt,
      ...(job.requestId ? { reqId: job.requestId } : {}),
    });
    // The chain goes on even if this run crashes the process.
    await scheduleNextSlot(definition).catch((error: unknown) =>
      jobLog.error({ err: error }, 'could not schedule the next run'),
    );
    const controller = new AbortController();
    const onShutdown = () => controller.abort(new Error('shutting down'));
    shutdown.signal.addEventListener('abort', onShutdown, { once: true });
    const timeoutSeconds = definition.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS;
    const started = performance.now();
    jobLog.debug('job started');
    let timer: NodeJS.Timeout | undefined;
    // Through a promise, so a handler that throws before its first await fails like any other.
    const work = Promise.resolve().then(() =>
      definition.run(job.payload, {
        id: job.id,
        name: job.name,
        attempt: job.attempt,
        requestId: job.requestId,
        log: jobLog,
        signal: controller.signal,
      }),
    );
    const outcome = await Promise.race([
      work.then(
        () => ({ ok: true as const }),
        (error: unknown) => ({ ok: false as const, error }),
      ),
      new Promise<{ ok: false; error: Error }>((resolve) => {
        timer = setTimeout(() => {
          controller.abort(new Error('timed out'));
          resolve({ ok: false, error: new Error(`timed out after ${timeoutSeconds} s`) });
        }, timeoutSeconds * 1000);
      }),
    ]);
    clearTimeout(timer);
    shutdown.signal.removeEventListener('abort', onShutdown);
    const durationMs = Math.round(performance.now() - started);
    if (dead) return;
    try {
      if (outcome.ok) {
        await store.complete(job);
        jobLog.debug({ durationMs }, 'job completed');
      } else {
        await store.fail(job, outcome.error);
        const final = job.attempt > retryOf(definition).limit;
        if (final) jobLog.error({ err: outcome.error, durationMs }, 'job failed; no retries left');
        else jobLog.warn({ err: outcome.error, durationMs }, 'job attempt failed; it will be retried');
      }
    } catch (error) {
      // The row keeps its lease; when it runs out the attempt counts as failed and is retried.
      jobLog.error({ err: error }, 'could not record the outcome of a job');
    }
    // Still running after a time-out: keep its slot until it really ends.
    if (!outcome.ok) await work.catch(() => {});
  }

  function track(definition: JobDefinition, job: ClaimedJob): void {
    const set = running.get(definition.name) ?? new Set();
    running.set(definition.name, set);
    const promise: Promise<void> = attempt(definition, job)
      .catch((error: unknown) => log.error({ err: error, job: job.name, jobId: job.id }, 'job runner error'))
      .finally(() => {
        set.delete(promise);
        wakers.get(definition.name)?.();
      });
    set.add(promise);
  }

  /** Waits `ms`, or less when woken (a local send, a finished job, stop). */
  function nap(name: string, ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wakers.delete(name);
        resolve();
      }
      wakers.set(name, done);
    });
  }

  async function pollLoop(definition: JobDefinition): Promise<void> {
    const concurrency = definition.concurrency ?? 1;
    while (working) {
      const free = concurrency - (running.get(definition.name)?.size ?? 0);
      let claimed = 0;
      if (free > 0) {
        try {
          const jobs = await store.claim(definition.name, free);
          claimed = jobs.length;
          for (const job of jobs) track(definition, job);
        } catch (error) {
          log.error({ err: error, job: definition.name }, 'could not fetch jobs');
        }
      }
      // A full batch may mean more is due: ask again as soon as a slot frees.
      if (working) await nap(definition.name, claimed > 0 && claimed === free ? 0 : pollIntervalMs);
    }
  }

  async function maintenanceLoop(): Promise<void> {
    while (working) {
      try {
        await store.maintain();
        for (const definition of definitions.values()) await scheduleNextSlot(definition);
      } catch (error) {
        log.error({ err: error }, 'job queue maintenance failed');
      }
      if (working) await nap(' maintenance', maintenanceIntervalMs);
    }
  }

  const runningCount = () => [...running.values()].reduce((sum, set) => sum + set.size, 0);

  return {
    /** Registers a job; all definitions come before the first send or start. */
    define<P extends JobPayload>(definition: JobDefinition<P>): JobHandle<P> {
      if (opened) throw new Error(`Job ${definition.name} defined after the runner opened`);
      if (!NAME_PATTERN.test(definition.name)) throw new Error(`Invalid job name ${definition.name}`);
      if (definitions.has(definition.name)) throw new Error(`Job ${definition.name} is defined twice`);
      if (definition.every) checkRecurrence(definition.name, definition.every);
      const timeout = definition.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS;
      if (timeout < 1 || timeout >= 23 * 60 * 60)
        throw new Error(`Job ${definition.name}: timeout out of range`);
      definitions.set(definition.name, definition as unknown as JobDefinition);
      return {
        name: definition.name,
        send: (payload, sendOptions) => send(definition.name, payload, sendOptions),
      };
    },

    send,
    /** Which store holds the jobs: `pg-boss` on PostgreSQL, `table` on the embedded database. */
    kind: store.kind,

    /** Makes this process the jobs process: polls, runs, keeps recurring jobs scheduled. */
    async start(): Promise<void> {
      if (working) return;
      await open();
      working = true;
      shutdown = new AbortController();
      loops.push(maintenanceLoop());
      for (const definition of definitions.values()) loops.push(pollLoop(definition));
      log.info({ store: store.kind, jobs: [...definitions.keys()] }, 'jobs: working in this process');
    },

    /** Stops taking jobs and waits up to `timeoutMs` for running ones; later ones are retried after their lease. */
    async stop({ timeoutMs = 15_000 }: { timeoutMs?: number } = {}): Promise<void> {
      if (!working) return;
      working = false;
      shutdown.abort();
      for (const wake of [...wakers.values()]) wake();
      await Promise.all(loops.splice(0));
      const inFlight = [...running.values()].flatMap((set) => [...set]);
      if (inFlight.length > 0) log.info({ running: inFlight.length }, 'jobs: waiting for running jobs');
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.all(inFlight),
        new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs))),
      ]);
      clearTimeout(timer);
      const left = runningCount();
      if (left > 0)
        log.warn({ running: left }, 'jobs: stopped with jobs still running; they will be retried');
      else log.info('jobs: stopped');
    },

    /** Stops and releases the store's connections. */
    async close(options?: { timeoutMs?: number }): Promise<void> {
      await this.stop(options);
      if (opened) await opened.catch(() => {});
      await store.close();
    },

    /** Tests: stops as a killed process would, leaving running jobs claimed and unreported. */
    async abandon(): Promise<void> {
      dead = true;
      working = false;
      for (const wake of [...wakers.values()]) wake();
      await Promise.all(loops.splice(0));
      await store.close();
    },

    /** Runs the due jobs of one name here and now (tests drive jobs with it, without start). */
    async runDue(name: string, limit = 100): Promise<number> {
      const definition = definitions.get(name);
      if (!definition) throw new Error(`No job named ${name} is defined`);
      await open();
      const jobs = await store.claim(name, limit);
      for (const job of jobs) await attempt(definition, job);
      return jobs.length;
    },

    /** Queue depth and lag per job name (every defined name, zeros included): for logs and metrics. */
    async stats(): Promise<JobStats[]> {
      await open();
      const stored = new Map((await store.stats()).map((row) => [row.name, row]));
      return [...new Set([...definitions.keys(), ...stored.keys()])]
        .sort()
        .map(
          (name) => stored.get(name) ?? { name, due: 0, scheduled: 0, running: 0, failed: 0, lagSeconds: 0 },
        );
    },

    async inspect(name: string, id: string): Promise<JobInfo | null> {
      await open();
      return store.inspect(name, id);
    },
  };
}
