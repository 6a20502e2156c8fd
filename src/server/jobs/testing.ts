import Fastify, { type FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { createPgBossStore } from './pg-boss-store';
import { createJobRunner } from './runner';
import { createTableStore } from './table-store';

export type StoreKind = 'table' | 'pg-boss';

/** A logger that keeps every line it writes (as parsed JSON), so tests can read the structured logs. */
export function collectingLogger(level = 'debug'): {
  log: FastifyBaseLogger;
  lines: Record<string, unknown>[];
} {
  const lines: Record<string, unknown>[] = [];
  const stream = { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) };
  return { log: Fastify({ logger: { level, stream } }).log, lines };
}

/** A runner on its own store instance (its own connections), as a separate process would have. */
export function testRunner(
  database: Database,
  kind: StoreKind,
  log: FastifyBaseLogger = collectingLogger('silent').log,
) {
  const store =
    kind === 'pg-boss'
      ? createPgBossStore({ connectionString: database.url!, log, poolSize: 3 })
      : createTableStore(database.db);
  return createJobRunner({ store, log, pollIntervalMs: 100, maintenanceIntervalMs: 200 });
}

/** Polls `check` until it holds (or throws with `what` after `timeoutMs`). */
export async function waitFor(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
