import { describe, expect, it } from 'vitest';
import { parseRole, planProcesses, StartupRefusal } from './process-model';

const postgres = 'postgres://db/app';
const redis = 'redis://cache';

describe('process model', () => {
  it('runs one process, web and jobs, on the embedded database', () => {
    expect(
      planProcesses({
        role: 'all',
        databaseUrl: undefined,
        redisUrl: undefined,
        webConcurrency: undefined,
        cores: 8,
      }),
    ).toEqual({
      kind: 'single',
      web: true,
      jobs: true,
    });
    expect(
      planProcesses({ role: 'all', databaseUrl: undefined, redisUrl: undefined, webConcurrency: 1, cores: 8 })
        .kind,
    ).toBe('single');
  });

  it('refuses several processes or a role split on the embedded database, naming DATABASE_URL', () => {
    expect(() =>
      planProcesses({ role: 'all', databaseUrl: undefined, redisUrl: redis, webConcurrency: 2, cores: 8 }),
    ).toThrow(/WEB_CONCURRENCY=2 needs DATABASE_URL/);
    for (const role of ['web', 'worker'] as const)
      expect(() =>
        planProcesses({ role, databaseUrl: undefined, redisUrl: redis, webConcurrency: undefined, cores: 1 }),
      ).toThrow(
        new StartupRefusal(
          `--role=${role} needs DATABASE_URL: on the embedded database one process serves the web and runs the jobs.`,
        ),
      );
  });

  it('runs one web process per core on PostgreSQL, the first running the jobs', () => {
    expect(
      planProcesses({
        role: 'all',
        databaseUrl: postgres,
        redisUrl: redis,
        webConcurrency: undefined,
        cores: 4,
      }),
    ).toEqual({
      kind: 'cluster',
      workers: 4,
      jobsInFirst: true,
    });
    expect(
      planProcesses({
        role: 'all',
        databaseUrl: postgres,
        redisUrl: undefined,
        webConcurrency: undefined,
        cores: 1,
      }),
    ).toEqual({
      kind: 'single',
      web: true,
      jobs: true,
    });
  });

  it('refuses more than one web process without REDIS_URL, naming the variable', () => {
    expect(() =>
      planProcesses({
        role: 'all',
        databaseUrl: postgres,
        redisUrl: undefined,
        webConcurrency: undefined,
        cores: 2,
      }),
    ).toThrow(
      'WEB_CONCURRENCY is 2 (by default one per CPU core), but REDIS_URL is not set: several web processes share rate limits and cache invalidation through Redis. Set REDIS_URL, or WEB_CONCURRENCY=1.',
    );
    expect(() =>
      planProcesses({ role: 'web', databaseUrl: postgres, redisUrl: undefined, webConcurrency: 3, cores: 1 }),
    ).toThrow(/^WEB_CONCURRENCY is 3, but REDIS_URL is not set/);
  });

  it('splits web and jobs with --role=web and --role=worker', () => {
    expect(
      planProcesses({ role: 'web', databaseUrl: postgres, redisUrl: redis, webConcurrency: 2, cores: 8 }),
    ).toEqual({
      kind: 'cluster',
      workers: 2,
      jobsInFirst: false,
    });
    expect(
      planProcesses({ role: 'web', databaseUrl: postgres, redisUrl: undefined, webConcurrency: 1, cores: 8 }),
    ).toEqual({
      kind: 'single',
      web: true,
      jobs: false,
    });
    // The worker serves no HTTP, so it needs neither WEB_CONCURRENCY nor Redis.
    expect(
      planProcesses({
        role: 'worker',
        databaseUrl: postgres,
        redisUrl: undefined,
        webConcurrency: 4,
        cores: 8,
      }),
    ).toEqual({
      kind: 'single',
      web: false,
      jobs: true,
    });
  });

  it('reads the role from the command line', () => {
    expect(parseRole([])).toBe('all');
    expect(parseRole(['--role=web'])).toBe('web');
    expect(parseRole(['--role=worker'])).toBe('worker');
    expect(() => parseRole(['--role=jobs'])).toThrow(
      'Unknown argument "--role=jobs". Use --role=web, --role=worker or --migrate-only (alone).',
    );
    expect(() => parseRole(['--role', 'web'])).toThrow(StartupRefusal);
  });
});
