import { mkdirSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { loadOrCreateAppSecret } from './app-secret';
import { siteUrl, type AppConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { DEMO_IDENTIFIER, DEMO_OWNER_EMAIL, seedDemoSite } from './modules/seed';
import { createSharedState, type SharedState } from './shared-state/shared-state';
import { shareWithCluster } from './operations/metrics';
import { holdServerLock } from './ops/server-lock';

export interface ProcessRole {
  /** Listens for HTTP. */
  web: boolean;
  /** Runs the job queue (exactly one process of a deployment does). */
  jobs: boolean;
  /** Seeds the demo and prints the welcome lines (the first web process only). */
  first: boolean;
}

/**
 * Closes in the only safe order: stop taking requests and let those in flight finish, then the
 * app's close hooks (gathering census rows and form submissions committed, running jobs drained), then shared state,
 * then the database (PGlite must close cleanly to keep its folder sound).
 */
export async function closeServer(parts: {
  app: FastifyInstance;
  sharedState: SharedState;
  database: Database;
}) {
  // A keep-alive connection whose request was in flight would otherwise hold the close until its
  // idle timeout: close each one as soon as its response is sent.
  const closeIdle = setInterval(() => parts.app.server.closeIdleConnections(), 100);
  await parts.app.close().catch((error: unknown) => parts.app.log.error(error));
  clearInterval(closeIdle);
  await parts.sharedState.close();
  await parts.database.close();
}

/** One server process: config → database (migrated) → shared state → app → seed → listen and/or jobs. */
export async function runServerProcess(loaded: Readonly<AppConfig>, role: ProcessRole): Promise<void> {
  mkdirSync(loaded.dataDir, { recursive: true });
  const config = Object.freeze({
    ...loaded,
    appSecret: loaded.appSecret ?? loadOrCreateAppSecret(loaded.dataDir),
  });
  const database = await openDatabase({
    dataDir: config.dataDir,
    ...(config.databaseUrl ? { databaseUrl: config.databaseUrl } : {}),
  });
  await database.migrate();
  // Tells `npm run backup` that the embedded database's folder is in use (ops/server-lock.ts).
  const releaseLock = database.kind === 'pglite' ? holdServerLock(config.dataDir) : () => {};
  const sharedState = await createSharedState(config.redisUrl ? { redisUrl: config.redisUrl } : {});
  const { app, services } = await buildApp({ config, database, sharedState });

  let shuttingDown = false;
  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    app.log.info(`${signal} received, closing`);
    await closeServer({ app, sharedState, database });
    releaseLock();
    process.exit(0);
  };
  // Repeated signals are ignored while closing: dying halfway could leave the PGlite folder unsound.
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  if (role.web && role.first && config.seedDemo) {
    // Two deployments' first processes may start together: one seeds, the other then finds the demo.
    const seeded = await database.exclusive('demo seed', () =>
      seedDemoSite({
        ...services,
        ...(config.demoOwnerPassword ? { ownerPassword: config.demoOwnerPassword } : {}),
      }),
    );
    if (seeded.created) app.log.info('Seeded the demo site');
    const password = seeded.generatedPassword
      ? `${seeded.generatedPassword} (generated now and shown only once; set DEMO_OWNER_PASSWORD to choose it)`
      : config.demoOwnerPassword
        ? 'from DEMO_OWNER_PASSWORD'
        : 'as printed on first start';
    process.stdout.write(
      [
        '',
        `  Demo site:        ${siteUrl(config, DEMO_IDENTIFIER)}`,
        `  Owners' app:      ${siteUrl(config, DEMO_IDENTIFIER, '/config/')}`,
        `  Platform entry:   ${config.publicProtocol}://${config.appDomain}/ (sign up, create and open sites)`,
        `  Demo owner:       ${DEMO_OWNER_EMAIL}`,
        `  Password:         ${password}`,
        `  Database:         ${database.kind === 'pglite' ? `embedded (${config.dataDir})` : 'PostgreSQL'}${config.redisUrl ? ', Redis for shared state' : ''}`,
        '',
        '',
      ].join('\n'),
    );
  }

  shareWithCluster(services.metrics);
  if (role.jobs) await services.jobs.start();
  else app.log.info('jobs: not run in this process (another process runs them)');
  if (role.web) await app.listen({ port: config.port, host: config.host });
}
