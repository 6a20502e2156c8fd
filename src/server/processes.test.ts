import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './db/client';
import { openTestDatabase } from './testing/test-database';
import { waitFor } from './jobs/testing';

/** The real command; it serves the built assets, so `npm test` builds before the unit tests. */
const MAIN = new URL('./main.ts', import.meta.url).pathname;
/**
 * A bound, not a wait: each process loads the whole app through tsx, and several start at once
 * on a machine that may be running other test files too (minutes under a load of 18 on 2 cores).
 */
const STARTUP_MS = 180_000;
const METRICS_TOKEN = 'metrics-token-for-the-test';

interface Started {
  child: ChildProcess;
  /** Parsed JSON log lines, from every process of this command (cluster workers share stdout). */
  logs: Record<string, unknown>[];
  stderr: () => string;
  stdout: () => string;
}

/** `node src/server/main.ts [args]` (through tsx) with this environment on top of a clean one. */
function start(args: string[], env: Record<string, string>): Started {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !['DATABASE_URL', 'REDIS_URL', 'WEB_CONCURRENCY'].includes(name),
    ),
  );
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN, ...args], {
    env: { ...clean, HOST: '127.0.0.1', LOG_LEVEL: 'debug', SEED_DEMO: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: Record<string, unknown>[] = [];
  let pending = '';
  let stderr = '';
  let stdout = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    const lines = (pending + chunk.toString()).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines)
      if (line.startsWith('{')) logs.push(JSON.parse(line) as Record<string, unknown>);
  });
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return { child, logs, stderr: () => stderr, stdout: () => stdout };
}

async function exitOf(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return child.exitCode;
  const [code] = (await once(child, 'exit')) as [number | null];
  return code;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const pidsWith = (logs: Record<string, unknown>[], message: string) =>
  new Set(logs.filter((line) => line.msg === message).map((line) => line.pid));
const jobRunPids = (logs: Record<string, unknown>[]) =>
  new Set(logs.filter((line) => line.msg === 'job completed').map((line) => line.pid));

/** Like waitFor, but a command that has exited fails at once, with what it printed. */
async function waitWhileRunning(started: Started, what: string, check: () => boolean) {
  await waitFor(
    what,
    () => {
      if (started.child.exitCode !== null)
        throw new Error(`Exited (${started.child.exitCode}) before ${what}:\n${started.stderr()}`);
      return check();
    },
    STARTUP_MS,
  );
}

describe('the process model, with real processes', () => {
  it(
    '--migrate-only applies the migrations and exits 0 without listening',
    async () => {
      const folder = mkdtempSync(join(tmpdir(), 'sb-migrate-only-'));
      try {
        const started = start(['--migrate-only'], { DATA_DIR: folder, PORT: '1' });
        expect(await exitOf(started.child), started.stderr()).toBe(0);
        expect(started.stdout()).toMatch(/Migrations: [1-9]\d* applied, 0 pending\./);
        const migrated = await openDatabase({ dataDir: folder });
        try {
          expect(await migrated.pendingMigrations()).toBe(0);
        } finally {
          await migrated.close();
        }
        const again = start(['--migrate-only'], { DATA_DIR: folder, PORT: '1' });
        expect(await exitOf(again.child)).toBe(0);
        expect(again.stdout()).toContain('Migrations: 0 applied, 0 pending.');
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
    STARTUP_MS,
  );

  it('refuses several processes on the embedded database, naming DATABASE_URL', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'sb-refusal-'));
    try {
      const started = start([], { WEB_CONCURRENCY: '2', DATA_DIR: folder, PORT: '0' });
      expect(await exitOf(started.child)).toBe(1);
      expect(started.stderr()).toContain('WEB_CONCURRENCY=2 needs DATABASE_URL');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 60_000);

  it.runIf(process.env.TEST_DATABASE_URL)(
    'refuses two web processes on PostgreSQL without REDIS_URL, naming it',
    async () => {
      const started = start([], {
        DATABASE_URL: process.env.TEST_DATABASE_URL!,
        WEB_CONCURRENCY: '2',
        PORT: '0',
      });
      expect(await exitOf(started.child)).toBe(1);
      expect(started.stderr()).toContain('WEB_CONCURRENCY is 2, but REDIS_URL is not set');
    },
    60_000,
  );
});

describe.runIf(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL)(
  'the process model on PostgreSQL and Redis',
  () => {
    let database: Database;
    const running: Started[] = [];
    beforeAll(async () => {
      database = await openTestDatabase('postgres');
    });
    afterAll(async () => {
      for (const started of running) if (started.child.exitCode === null) started.child.kill('SIGKILL');
      await database.close();
    });

    async function serve(args: string[], extra: Record<string, string> = {}): Promise<Started> {
      const started = start(args, {
        DATABASE_URL: database.url!,
        REDIS_URL: process.env.TEST_REDIS_URL!,
        APP_SECRET: 'p'.repeat(40),
        ...extra,
      });
      running.push(started);
      return started;
    }

    /** SIGTERM to the command; it must close every process and exit 0. */
    async function stop(started: Started) {
      started.child.kill('SIGTERM');
      expect(await exitOf(started.child)).toBe(0);
    }

    it(
      'runs two web processes, the first one running the jobs; /metrics counts both',
      async () => {
        const port = await freePort();
        const web = await serve([], { WEB_CONCURRENCY: '2', PORT: String(port), METRICS_TOKEN });
        await waitWhileRunning(
          web,
          'both web processes to listen',
          () => pidsWith(web.logs, 'Server listening at http://127.0.0.1:' + port).size === 2,
        );
        await waitWhileRunning(web, 'a job to run', () => jobRunPids(web.logs).size > 0);
        const working = pidsWith(web.logs, 'jobs: working in this process');
        const idle = pidsWith(web.logs, 'jobs: not run in this process (another process runs them)');
        expect(working.size).toBe(1);
        expect(idle.size).toBe(1);
        expect([...working][0]).not.toBe([...idle][0]);
        expect(jobRunPids(web.logs)).toEqual(working);
        const health = await fetch(`http://127.0.0.1:${port}/healthz`);
        expect(health.status).toBe(200);
        // Ready: database, Redis and migrations; and the metrics of both processes in one answer.
        const ready = await fetch(`http://127.0.0.1:${port}/readyz`);
        expect(await ready.json()).toEqual({
          status: 'ready',
          checks: { database: 'ok', redis: 'ok', migrations: 'ok' },
        });
        for (let i = 0; i < 9; i++) await fetch(`http://127.0.0.1:${port}/healthz`);
        const metrics = await fetch(`http://127.0.0.1:${port}/metrics`, {
          headers: { authorization: `Bearer ${METRICS_TOKEN}` },
        });
        expect(metrics.status).toBe(200);
        const text = await metrics.text();
        const healthCount = text
          .split('\n')
          .find(
            (line) =>
              line.startsWith('http_request_duration_seconds_count{') && line.includes('route="/healthz"'),
          );
        expect(Number(healthCount?.split(' ').pop())).toBe(10);
        expect(text).toMatch(/^job_queue_due\{job="mail\.deliver"\} \d+$/m);
        expect(text).toMatch(/^db_pool_clients\{state="open"\} \d+$/m);
        await stop(web);
        expect(pidsWith(web.logs, 'jobs: stopped')).toEqual(working);
      },
      3 * STARTUP_MS,
    );

    it(
      'with --role=web the web processes run no jobs, and one --role=worker process runs them all',
      async () => {
        const port = await freePort();
        const web = await serve(['--role=web'], { WEB_CONCURRENCY: '2', PORT: String(port) });
        const worker = await serve(['--role=worker'], { PORT: String(port) });
        await waitWhileRunning(
          web,
          'both web processes to listen',
          () => pidsWith(web.logs, 'Server listening at http://127.0.0.1:' + port).size === 2,
        );
        await waitWhileRunning(worker, 'the worker to run a job', () => jobRunPids(worker.logs).size > 0);
        expect(pidsWith(web.logs, 'jobs: not run in this process (another process runs them)').size).toBe(2);
        expect(pidsWith(web.logs, 'jobs: working in this process').size).toBe(0);
        expect(jobRunPids(web.logs).size).toBe(0);
        expect(jobRunPids(worker.logs)).toEqual(new Set([worker.child.pid]));
        // The worker serves no HTTP.
        expect(worker.logs.some((line) => String(line.msg).startsWith('Server listening'))).toBe(false);
        await Promise.all([stop(web), stop(worker)]);
      },
      3 * STARTUP_MS,
    );
  },
);
