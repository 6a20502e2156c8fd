import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { openTestDatabase, type Engine } from '../testing/test-database';
import type { JobRunner } from './runner';
import { collectingLogger, testRunner, waitFor, type StoreKind } from './testing';

/**
 * One contract, every store: the embedded database's table store (PGlite), the same store on
 * PostgreSQL (real concurrency for its SKIP LOCKED claims) and pg-boss, which production uses on
 * PostgreSQL. The real process kill on PostgreSQL is in jobs.kill.test.ts.
 */
const cases: [StoreKind, Engine][] = [
  ['table', 'pglite'],
  ...(process.env.TEST_DATABASE_URL
    ? ([
        ['table', 'postgres'],
        ['pg-boss', 'postgres'],
      ] as [StoreKind, Engine][])
    : []),
];

describe.each(cases)('job runner: %s store on %s', (kind, engine) => {
  let database: Database;
  const runners: JobRunner[] = [];
  const runner = (log?: Parameters<typeof testRunner>[2]) => {
    const made = testRunner(database, kind, log);
    runners.push(made);
    return made;
  };
  beforeAll(async () => {
    database = await openTestDatabase(engine);
  });
  afterEach(async () => {
    await Promise.all(runners.splice(0).map((made) => made.close({ timeoutMs: 1000 })));
  });
  afterAll(() => database.close());

  it('runs a sent job once, with its payload, and logs the run with the request id', async () => {
    const { log, lines } = collectingLogger();
    const jobs = runner(log);
    const seen: unknown[] = [];
    const greet = jobs.define<{ to: string }>({
      name: 'contract.greet',
      run: async (payload, context) => void seen.push({ payload, attempt: context.attempt }),
    });
    await jobs.start();
    const id = await greet.send({ to: 'ada' }, { requestId: 'req-42' });
    await waitFor(
      'the job to complete',
      async () => (await jobs.inspect('contract.greet', id!))?.state === 'completed',
    );
    expect(seen).toEqual([{ payload: { to: 'ada' }, attempt: 1 }]);
    const completed = lines.find((line) => line.msg === 'job completed');
    expect(completed).toMatchObject({ job: 'contract.greet', jobId: id, attempt: 1, reqId: 'req-42' });
    expect(completed?.durationMs).toEqual(expect.any(Number));
    await expect(jobs.send('contract.unknown', {})).rejects.toThrow(/No job named/);
  });

  it('retries a failed attempt with back-off, and gives up after the last retry', async () => {
    const { log, lines } = collectingLogger();
    const jobs = runner(log);
    const starts: Record<string, number[]> = { flaky: [], broken: [] };
    const flaky = jobs.define({
      name: 'contract.flaky',
      retry: { limit: 3, delaySeconds: 1, backoff: true },
      run: async () => {
        starts.flaky!.push(Date.now());
        if (starts.flaky!.length < 3) throw new Error('not yet');
      },
    });
    const broken = jobs.define({
      name: 'contract.broken',
      retry: { limit: 1, delaySeconds: 1, backoff: false },
      run: async () => {
        starts.broken!.push(Date.now());
        throw new Error('always broken');
      },
    });
    await jobs.start();
    const [flakyId, brokenId] = [await flaky.send({}), await broken.send({})];
    await waitFor(
      'both jobs to finish',
      async () =>
        (await jobs.inspect('contract.flaky', flakyId!))?.state === 'completed' &&
        (await jobs.inspect('contract.broken', brokenId!))?.state === 'failed',
    );
    // Back-off: the first retry waits at least the delay, the second at least twice the delay.
    const [first, second, third] = starts.flaky!;
    expect(starts.flaky).toHaveLength(3);
    expect(second! - first!).toBeGreaterThanOrEqual(950);
    expect(third! - second!).toBeGreaterThanOrEqual(1950);
    expect((await jobs.inspect('contract.flaky', flakyId!))?.attempts).toBe(3);
    // No back-off: one retry after the delay, then failed for good.
    expect(starts.broken).toHaveLength(2);
    expect(starts.broken![1]! - starts.broken![0]!).toBeGreaterThanOrEqual(950);
    expect(lines.filter((line) => line.msg === 'job attempt failed; it will be retried')).toHaveLength(3);
    expect(lines.find((line) => line.msg === 'job failed; no retries left')).toMatchObject({
      job: 'contract.broken',
      attempt: 2,
      err: { message: 'always broken' },
    });
  });

  it('runs each job once with two workers, recurring slots included', async () => {
    const runs = new Map<string, number>();
    const slots: string[] = [];
    const workers = [runner(), runner()];
    const handles = workers.map((jobs) => {
      jobs.define({
        name: 'contract.tick',
        every: { seconds: 1 },
        run: async (payload) => void slots.push(String(payload.slot)),
      });
      return jobs.define<{ n: number }>({
        name: 'contract.work',
        concurrency: 3,
        run: async (payload) => {
          runs.set(String(payload.n), (runs.get(String(payload.n)) ?? 0) + 1);
          await new Promise((resolve) => setTimeout(resolve, 5));
        },
      });
    });
    await Promise.all(workers.map((jobs) => jobs.start()));
    for (let n = 0; n < 40; n += 1) await handles[n % 2]!.send({ n });
    await waitFor('every job to run', () => runs.size === 40);
    await waitFor('three recurring slots', () => slots.length >= 3);
    await Promise.all(workers.map((jobs) => jobs.stop()));
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    expect(new Set(slots).size).toBe(slots.length);
    expect(slots.every((slot) => new Date(slot).getMilliseconds() === 0)).toBe(true);
  });

  it('runs a job due when its process died exactly once after the restart', async () => {
    const effects: string[] = [];
    const define = (jobs: JobRunner, hang: boolean) =>
      jobs.define<{ label: string }>({
        name: 'contract.survivor',
        timeoutSeconds: 1,
        retry: { limit: 2, delaySeconds: 0, backoff: false },
        run: async (payload) => {
          effects.push(`${payload.label} started`);
          if (hang) await new Promise(() => {});
          effects.push(`${payload.label} finished`);
        },
      });
    const first = runner();
    const survivor = define(first, true);
    await first.start();
    // One job is running when the process dies; another becomes due while no process runs.
    const runningId = await survivor.send({ label: 'running' });
    const laterId = await survivor.send({ label: 'later' }, { runAt: new Date(Date.now() + 1500) });
    await waitFor('the first attempt to start', () => effects.includes('running started'));
    await first.abandon();
    await new Promise((resolve) => setTimeout(resolve, 1600));
    const second = runner();
    define(second, false);
    await second.start();
    await waitFor(
      'both jobs to complete after the restart',
      async () =>
        (await second.inspect('contract.survivor', runningId!))?.state === 'completed' &&
        (await second.inspect('contract.survivor', laterId!))?.state === 'completed',
    );
    await second.stop();
    expect(effects.sort()).toEqual([
      'later finished',
      'later started',
      'running finished',
      'running started',
      'running started',
    ]);
  });

  it('stop waits for running jobs to finish', async () => {
    const jobs = runner();
    let started = false;
    const slow = jobs.define({
      name: 'contract.slow',
      run: async () => {
        started = true;
        await new Promise((resolve) => setTimeout(resolve, 400));
      },
    });
    await jobs.start();
    const id = await slow.send({});
    await waitFor('the slow job to start', () => started);
    await jobs.stop();
    expect((await jobs.inspect('contract.slow', id!))?.state).toBe('completed');
  });

  it('sends once per key, and inside a transaction only when it commits', async () => {
    const jobs = runner();
    const keyed = jobs.define({ name: 'contract.keyed', run: async () => {} });
    const first = await keyed.send({ order: 1 }, { key: 'order-1' });
    expect(first).toEqual(expect.any(String));
    expect(await keyed.send({ order: 1 }, { key: 'order-1' })).toBeNull();
    await expect(keyed.send({}, { key: 'x'.repeat(201) })).rejects.toThrow(/key/);

    const committed = await database.db.transaction((tx) => keyed.send({ in: 'commit' }, { executor: tx }));
    let rolledBack: string | null = null;
    await database.db
      .transaction(async (tx) => {
        rolledBack = await keyed.send({ in: 'rollback' }, { executor: tx });
        throw new Error('roll back');
      })
      .catch(() => {});
    expect(rolledBack).toEqual(expect.any(String));
    expect((await jobs.inspect('contract.keyed', committed!))?.payload).toEqual({ in: 'commit' });
    expect(await jobs.inspect('contract.keyed', rolledBack!)).toBeNull();
  });

  it('reports queue depth and lag per job name', async () => {
    const jobs = runner();
    const report = jobs.define({ name: 'contract.report', run: async () => {} });
    jobs.define({ name: 'contract.idle', run: async () => {} });
    await report.send({});
    await report.send({});
    await report.send({}, { runAt: new Date(Date.now() + 60_000) });
    // The database's clock decides what is due: wait until it has moved past the sends.
    await database.db.execute(sql`select pg_sleep(0.2)`);
    const stats = await jobs.stats();
    expect(stats.find((row) => row.name === 'contract.report')).toMatchObject({
      due: 2,
      scheduled: 1,
      running: 0,
      failed: 0,
    });
    expect(stats.find((row) => row.name === 'contract.report')!.lagSeconds).toBeGreaterThan(0);
    expect(stats.find((row) => row.name === 'contract.idle')).toEqual({
      name: 'contract.idle',
      due: 0,
      scheduled: 0,
      running: 0,
      failed: 0,
      lagSeconds: 0,
    });
  });
});
