import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { openTestDatabase } from '../testing/test-database';
import { createJobs } from './index';
import { collectingLogger, waitFor } from './testing';

const CHILD = new URL('./testing-child.ts', import.meta.url).pathname;

/** Starts a jobs process (pg-boss on the test database) and resolves once it polls. */
async function startChild(url: string, hang: boolean): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
    env: { ...process.env, DATABASE_URL: url, HANG: hang ? '1' : '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitFor(
    'the jobs process to start',
    () => {
      if (child.exitCode !== null) throw new Error(`the jobs process exited with ${child.exitCode}`);
      return output.includes('ready');
    },
    30_000,
  );
  return child;
}

/**
 * A real kill on the real queue: the jobs process is SIGKILLed while one job runs and before
 * another is due; after a restart each job completes exactly once (the killed attempt is
 * retried when its time runs out: jobs run at least once, and complete once).
 */
describe.runIf(process.env.TEST_DATABASE_URL)('jobs across a killed process (pg-boss on PostgreSQL)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase('postgres');
    await database.db.execute(
      sql`create table job_effects (label text not null, attempt int not null, phase text not null, pid int not null)`,
    );
  });
  afterAll(() => database.close());

  it('runs a job due when the process was killed exactly once after the restart', async () => {
    // This process only sends (it never starts working), as a web process would.
    const sender = createJobs({ database, log: collectingLogger('silent').log });
    const handle = sender.define<{ label: string }>({
      name: 'kill.effect',
      timeoutSeconds: 2,
      retry: { limit: 2, delaySeconds: 0, backoff: false },
      run: async () => {},
    });
    type Effect = { label: string; attempt: number; phase: string; pid: number };
    const effects = async () =>
      (
        (await database.db.execute(
          sql`select label, attempt, phase, pid from job_effects order by label, attempt, phase`,
        )) as unknown as { rows: Effect[] }
      ).rows;
    try {
      const first = await startChild(database.url!, true);
      const runningId = await handle.send({ label: 'running' });
      const laterId = await handle.send({ label: 'later' }, { runAt: new Date(Date.now() + 2500) });
      await waitFor('the first attempt to start', async () => (await effects()).length === 1);
      first.kill('SIGKILL');
      await once(first, 'exit');
      // The later job becomes due while no jobs process runs.
      await new Promise((resolve) => setTimeout(resolve, 2600));
      expect((await sender.inspect('kill.effect', laterId!))?.state).toBe('waiting');

      const second = await startChild(database.url!, false);
      await waitFor(
        'both jobs to complete',
        async () => {
          const [running, later] = await Promise.all([
            sender.inspect('kill.effect', runningId!),
            sender.inspect('kill.effect', laterId!),
          ]);
          return running?.state === 'completed' && later?.state === 'completed';
        },
        30_000,
      );
      second.kill('SIGTERM');
      const [code] = (await once(second, 'exit')) as [number | null];
      expect(code).toBe(0);

      const rows = await effects();
      expect(rows.map(({ label, attempt, phase }) => `${label} ${attempt} ${phase}`)).toEqual([
        'later 1 finished',
        'later 1 started',
        'running 1 started',
        'running 2 finished',
        'running 2 started',
      ]);
      expect(new Set(rows.filter((row) => row.phase === 'finished').map((row) => row.pid))).toEqual(
        new Set([second.pid]),
      );
    } finally {
      await sender.close();
    }
  });
});
