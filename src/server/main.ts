import { mkdirSync } from 'node:fs';
import { buildApp } from './app';
import { loadOrCreateAppSecret } from './app-secret';
import { loadConfig, siteUrl } from './config';
import { openDatabase } from './db/client';
import { DEMO_IDENTIFIER, DEMO_OWNER_EMAIL, seedDemoSite } from './modules/seed/seed-demo';
import { createSharedState } from './shared-state/shared-state';

/** Starts the server: config → database (migrated) → shared state → demo seed → app → listen. */
async function main() {
  const loaded = loadConfig();
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
  const sharedState = await createSharedState(config.redisUrl ? { redisUrl: config.redisUrl } : {});
  const { app, services } = await buildApp({ config, database, sharedState });

  let shuttingDown = false;
  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    app.log.info(`${signal} received, closing`);
    // Stop taking requests first, then release the database (PGlite must close cleanly to keep its folder sound).
    await app.close().catch((error: unknown) => app.log.error(error));
    await sharedState.close();
    await database.close();
    process.exit(0);
  };
  // Repeated signals are ignored while closing: dying halfway could leave the PGlite folder unsound.
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  if (config.seedDemo) {
    const seeded = await seedDemoSite({
      ...services,
      ...(config.demoOwnerPassword ? { ownerPassword: config.demoOwnerPassword } : {}),
    });
    if (seeded.created) app.log.info('Seeded the demo site');
    const password = seeded.generatedPassword
      ? `${seeded.generatedPassword} (generated now and shown only once; set DEMO_OWNER_PASSWORD to choose it)`
      : config.demoOwnerPassword
        ? 'from DEMO_OWNER_PASSWORD'
        : 'as printed on first start';
    console.log(
      [
        '',
        `  Demo site:        ${siteUrl(config, DEMO_IDENTIFIER)}`,
        `  Owners' app:      ${siteUrl(config, DEMO_IDENTIFIER, '/config/')}`,
        `  Demo owner:       ${DEMO_OWNER_EMAIL}`,
        `  Password:         ${password}`,
        `  Database:         ${database.kind === 'pglite' ? `embedded (${config.dataDir})` : 'PostgreSQL'}${config.redisUrl ? ', Redis for shared state' : ''}`,
        '',
      ].join('\n'),
    );
  }

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
