import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { runClusterPrimary, workerRole } from './cluster-primary';
import { loadConfig, type AppConfig } from './config';
import { parseRole, planProcesses, StartupRefusal } from './process-model';
import type { ProcessRole } from './server-process';

/** Loaded only by processes that serve or run jobs: the cluster primary and a refused start never load the app. */
async function runServerProcess(config: Readonly<AppConfig>, role: ProcessRole): Promise<void> {
  return (await import('./server-process')).runServerProcess(config, role);
}

const MIGRATE_ONLY = '--migrate-only';

/**
 * `--migrate-only`: applies pending migrations and exits 0 (a release step before rolling the web
 * and worker processes; migration-lint.ts keeps each migration safe for the release still running).
 */
async function migrateOnly(config: Readonly<AppConfig>): Promise<void> {
  const { mkdirSync } = await import('node:fs');
  const { openDatabase } = await import('./db/client');
  if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
  const database = await openDatabase({
    dataDir: config.dataDir,
    ...(config.databaseUrl ? { databaseUrl: config.databaseUrl } : {}),
  });
  try {
    const pending = await database.pendingMigrations();
    await database.migrate();
    console.log(`Migrations: ${pending} applied, ${await database.pendingMigrations()} pending.`);
  } finally {
    await database.close();
  }
}

/**
 * Starts the server as the process model says (process-model.ts): one process on the embedded
 * database; on PostgreSQL a cluster of web processes, one of which (or a `--role=worker`
 * process) runs the jobs.
 */
async function main() {
  const config = loadConfig();
  if (cluster.isWorker) return runServerProcess(config, workerRole());
  const args = process.argv.slice(2);
  if (args.length === 1 && args[0] === MIGRATE_ONLY) return migrateOnly(config);
  const plan = planProcesses({
    role: parseRole(args),
    databaseUrl: config.databaseUrl,
    redisUrl: config.redisUrl,
    webConcurrency: config.webConcurrency,
    cores: availableParallelism(),
  });
  if (plan.kind === 'cluster') return runClusterPrimary(plan);
  return runServerProcess(config, { web: plan.web, jobs: plan.jobs, first: true });
}

main().catch((error: unknown) => {
  console.error(error instanceof StartupRefusal ? error.message : error);
  process.exit(1);
});
