import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { migrationsFolder } from '../paths';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type every service takes: the same queries run on PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** An open transaction (what `db.transaction` hands its callback). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The embedded client, for PGlite-only operations (dumps in tests). */
  pglite?: PGlite;
  /** PostgreSQL's connection URL (the job queue opens its own small pool with it). */
  url?: string;
  /** Applies pending migrations (idempotent). */
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other process runs work under the same name (a session advisory lock on
   * PostgreSQL: migrations and the demo seed when several processes start at once). PGlite has
   * one process, so it just runs it.
   */
  exclusive<T>(name: string, work: () => Promise<T>): Promise<T>;
  /** Answers whether the database takes queries, for /healthz. */
  ping(): Promise<boolean>;
  /** How many of the shipped migrations this database has not applied (for /readyz). */
  pendingMigrations(): Promise<number>;
  /** PostgreSQL's connection pool: open, idle and waiting clients (for metrics). */
  poolStats?(): { total: number; idle: number; waiting: number };
  /**
   * Calls `listener` with every query's time in seconds (PostgreSQL only: each pool client's
   * `query` is timed; PGlite runs in this process, where the request durations already show it).
   */
  timeQueries?(listener: (seconds: number) => void): void;
  close(): Promise<void>;
}

/**
 * PostgreSQL when a URL is given, else PGlite in `dataDir` (in memory when dataDir is
 * `memory://`, optionally starting from a dumped data folder).
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  poolSize?: number;
  loadDataDir?: Blob;
}): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  return openPglite(options.dataDir, options.loadDataDir);
}

async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<Database> {
  const client = new PGlite({
    ...(dataDir === 'memory://' ? {} : { dataDir }),
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  await client.waitReady;
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    migrate: () => migratePglite(drizzlePglite({ client, schema }), { migrationsFolder }),
    exclusive: (_name, work) => work(),
    ping: () => ping(db),
    pendingMigrations: () => pendingMigrations(db),
    close: () => client.close(),
  };
}

function openPostgres(url: string, poolSize: number): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client that errors (e.g. the server restarts) must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  const queryListeners: ((seconds: number) => void)[] = [];
  pool.on('connect', (client) => timeClientQueries(client, queryListeners));
  return {
    db,
    kind: 'postgres',
    url,
    exclusive: (name, work) => exclusive(pool, name, work),
    migrate: () =>
      exclusive(pool, 'migrations', () =>
        migratePg(drizzlePg({ client: pool, schema }), { migrationsFolder }),
      ),
    ping: () => ping(db),
    pendingMigrations: () => pendingMigrations(db),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    timeQueries: (listener) => void queryListeners.push(listener),
    close: () => pool.end(),
  };
}

/**
 * Wraps one client's `query`: the pool calls it with a callback, drizzle's transactions with a
 * promise; both are timed from the call to the answer.
 */
function timeClientQueries(client: pg.PoolClient, listeners: ((seconds: number) => void)[]): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const report = (started: number) => {
    const seconds = (performance.now() - started) / 1000;
    for (const listener of listeners) listener(seconds);
  };
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const started = performance.now();
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (...answer: unknown[]) => {
        report(started);
        return (callback as (...a: unknown[]) => unknown)(...answer);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result instanceof Promise)
      result.then(
        () => report(started),
        () => report(started),
      );
    return result;
  };
}

/** Holds a session advisory lock on one pool connection while `work` runs on others. */
async function exclusive<T>(pool: pg.Pool, name: string, work: () => Promise<T>): Promise<T> {
  const holder = await pool.connect();
  const key = `sitebuilder: ${name}`;
  try {
    await holder.query('select pg_advisory_lock(hashtext($1))', [key]);
    return await work();
  } finally {
    await holder.query('select pg_advisory_unlock(hashtext($1))', [key]).catch(() => {});
    holder.release();
  }
}

/** Drizzle's own rule: a migration is applied when its folder time is not after the last applied one's. */
async function pendingMigrations(db: Db): Promise<number> {
  const shipped = readMigrationFiles({ migrationsFolder });
  let lastApplied = -1;
  try {
    const result = await db.execute(sql`select max(created_at) as last from drizzle.__drizzle_migrations`);
    const rows = (Array.isArray(result) ? result : (result as { rows: { last: unknown }[] }).rows) as {
      last: unknown;
    }[];
    lastApplied = rows[0]?.last == null ? -1 : Number(rows[0].last);
  } catch {
    return shipped.length; // no migrations table yet: nothing applied
  }
  return shipped.filter((migration) => migration.folderMillis > lastApplied).length;
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
