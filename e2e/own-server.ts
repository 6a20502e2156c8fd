import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';

/** A built server of a spec's own: its port, and how to stop it (data folder removed). */
export interface OwnServer {
  port: number;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/**
 * Starts `dist/server/main.js` on a free port and a throw-away data folder, with `env` on top of
 * this process's environment minus the shared server's database, Redis, app domain and optional
 * services (so a spec can run the product configured differently without touching the shared
 * demo server). Resolves once /healthz answers; a fresh server migrates first, slow when busy.
 */
export async function startOwnServer(env: NodeJS.ProcessEnv): Promise<OwnServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'sitebuilder-e2e-own-'));
  const merged: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    PASSWORD_HASH_COST: 'test',
    ...env,
  };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'APP_DOMAIN']) delete merged[name];
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete merged[name];
  const server = spawn(process.execPath, ['dist/server/main.js'], { env: merged, stdio: 'inherit' });
  await expect
    .poll(async () => (await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => null))?.status, {
      timeout: 110_000,
    })
    .toBe(200);
  return {
    port,
    async stop() {
      if (server.exitCode === null && server.signalCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
