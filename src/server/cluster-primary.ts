import cluster, { type Worker } from 'node:cluster';
import type { ProcessRole } from './server-process';
import { serveClusterMetrics } from './operations/metrics';

/** How a forked web process learns its role (set by the primary, read by main.ts in the worker). */
export const WORKER_ROLE_VARIABLE = 'SITEBUILDER_PROCESS_ROLE';

export function workerRole(): ProcessRole {
  const role = JSON.parse(process.env[WORKER_ROLE_VARIABLE] ?? '{}') as Partial<ProcessRole>;
  return { web: true, jobs: role.jobs === true, first: role.first === true };
}

/**
 * The cluster primary: forks the web processes and nothing else (it opens no database). The first
 * one migrates, seeds and, unless the jobs run in a separate `--role=worker` process, runs the
 * jobs; the others start once it listens. A process that dies is replaced with the same role; one
 * that fails before it ever listened stops the whole start (a configuration error would only
 * repeat). SIGTERM/SIGINT are passed on once, and the primary exits when every process has closed.
 */
export function runClusterPrimary(plan: { workers: number; jobsInFirst: boolean }): void {
  const roles: ProcessRole[] = Array.from({ length: plan.workers }, (_, index) => ({
    web: true,
    jobs: plan.jobsInFirst && index === 0,
    first: index === 0,
  }));
  let stopping = false;

  function fork(role: ProcessRole): Worker {
    const worker = cluster.fork({ [WORKER_ROLE_VARIABLE]: JSON.stringify(role) });
    let listened = false;
    worker.once('listening', () => (listened = true));
    worker.once('exit', (code, signal) => {
      if (stopping) return;
      if (!listened) {
        console.error(`A web process failed to start (${signal ?? `exit code ${code}`}); stopping.`);
        stop('startup failure', code || 1);
        return;
      }
      console.error(
        `Web process ${worker.process.pid} exited (${signal ?? `exit code ${code}`}); starting another.`,
      );
      setTimeout(() => {
        if (!stopping) fork(role);
      }, 1000).unref();
    });
    return worker;
  }

  function stop(reason: string, exitCode = 0): void {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => !!worker);
    if (reason !== 'startup failure')
      console.error(`${reason} received, closing ${workers.length} web processes`);
    let left = workers.length;
    if (left === 0) process.exit(exitCode);
    for (const worker of workers) {
      worker.once('exit', () => {
        left -= 1;
        if (left === 0) process.exit(exitCode);
      });
      worker.process.kill('SIGTERM');
    }
  }
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  serveClusterMetrics();

  const [first, ...rest] = roles;
  fork(first!).once('listening', () => rest.forEach(fork));
}
