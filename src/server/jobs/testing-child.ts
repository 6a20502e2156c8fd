/**
 * A jobs process for jobs.kill.test.ts: `node --import tsx src/server/jobs/testing-child.ts`.
 * Env: DATABASE_URL; HANG=1 makes the first attempt of every job hang (the test then kills us).
 * Each attempt writes rows to `job_effects`, so the test sees what ran, and how often.
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../db/client';
import { createJobs } from './index';
import { collectingLogger } from './testing';

const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL!,
  dataDir: 'unused',
  poolSize: 3,
});
const jobs = createJobs({
  database,
  log: collectingLogger('silent').log,
  pollIntervalMs: 100,
  maintenanceIntervalMs: 300,
});
jobs.define<{ label: string }>({
  name: 'kill.effect',
  timeoutSeconds: 2,
  retry: { limit: 2, delaySeconds: 0, backoff: false },
  run: async (payload, context) => {
    const effect = (phase: string) =>
      database.db.execute(
        sql`insert into job_effects (label, attempt, phase, pid) values (${payload.label}, ${context.attempt}, ${phase}, ${process.pid})`,
      );
    await effect('started');
    if (process.env.HANG === '1' && context.attempt === 1) await new Promise(() => {});
    await effect('finished');
  },
});
await jobs.start();
process.stdout.write('ready\n');
process.once('SIGTERM', () => {
  void jobs
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});
