/**
 * The process model, one rule for every feature:
 * - Embedded database (PGlite): one process serves the web and runs the jobs.
 * - PostgreSQL: WEB_CONCURRENCY web processes (default: one per CPU core, node:cluster); more
 *   than one needs REDIS_URL (rate limits, cache invalidation). Jobs run in exactly one process:
 *   the first web process, or, when the web processes are started with `--role=web`, a separate
 *   `--role=worker` process.
 */
export type Role = 'all' | 'web' | 'worker';

export type ProcessPlan =
  /** This process does it all itself (no cluster). */
  | { kind: 'single'; web: boolean; jobs: boolean }
  /** A cluster primary that forks `workers` web processes; the first runs the jobs when `jobsInFirst`. */
  | { kind: 'cluster'; workers: number; jobsInFirst: boolean };

/** A start the configuration does not allow: main.ts prints the message (no stack) and exits 1. */
export class StartupRefusal extends Error {
  override name = 'StartupRefusal';
}

const ROLE_ARGUMENT = /^--role=(web|worker)$/;

/** `--role=web` or `--role=worker`; no argument means both (web + jobs). */
export function parseRole(args: string[]): Role {
  let role: Role = 'all';
  for (const arg of args) {
    const match = ROLE_ARGUMENT.exec(arg);
    if (!match)
      throw new StartupRefusal(
        `Unknown argument "${arg}". Use --role=web, --role=worker or --migrate-only (alone).`,
      );
    role = match[1] as Role;
  }
  return role;
}

export function planProcesses(input: {
  role: Role;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  webConcurrency: number | undefined;
  cores: number;
}): ProcessPlan {
  const { role, webConcurrency } = input;
  if (!input.databaseUrl) {
    if (role !== 'all')
      throw new StartupRefusal(
        `--role=${role} needs DATABASE_URL: on the embedded database one process serves the web and runs the jobs.`,
      );
    if (webConcurrency !== undefined && webConcurrency > 1)
      throw new StartupRefusal(
        `WEB_CONCURRENCY=${webConcurrency} needs DATABASE_URL: the embedded database (DATA_DIR) belongs to one process. ` +
          'Set DATABASE_URL to a PostgreSQL server, or leave WEB_CONCURRENCY unset.',
      );
    return { kind: 'single', web: true, jobs: true };
  }
  if (role === 'worker') return { kind: 'single', web: false, jobs: true };
  const workers = webConcurrency ?? Math.max(1, input.cores);
  if (workers > 1 && !input.redisUrl)
    throw new StartupRefusal(
      `WEB_CONCURRENCY is ${workers}${webConcurrency === undefined ? ' (by default one per CPU core)' : ''}, ` +
        'but REDIS_URL is not set: several web processes share rate limits and cache invalidation through Redis. ' +
        'Set REDIS_URL, or WEB_CONCURRENCY=1.',
    );
  if (workers === 1) return { kind: 'single', web: true, jobs: role === 'all' };
  return { kind: 'cluster', workers, jobsInFirst: role === 'all' };
}
