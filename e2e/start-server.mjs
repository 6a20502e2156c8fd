/**
 * Starts the built server for one Playwright run on a fresh, throw-away data folder.
 *
 * The server runs in its own process group: Playwright signals our group on shutdown, and
 * the server must receive exactly one SIGTERM (its handler is `process.once`; a second signal
 * would kill it before PGlite closes). We forward the first signal and wait for its clean exit.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dataDir = mkdtempSync(join(tmpdir(), 'sitebuilder-e2e-'));
const server = spawn(process.execPath, ['dist/server/main.js'], {
  env: { ...process.env, DATA_DIR: dataDir },
  stdio: 'inherit',
  detached: true,
});

let forwarded = false;
const forward = (signal) => {
  if (forwarded || server.exitCode !== null) return;
  forwarded = true;
  server.kill(signal);
};
process.on('SIGTERM', () => forward('SIGTERM'));
process.on('SIGINT', () => forward('SIGINT'));
process.on('SIGHUP', () => forward('SIGTERM'));
// Should this wrapper die some other way, do not leave the server holding the port.
process.on('exit', () => {
  if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
});

server.on('exit', (code, signal) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? (signal ? 1 : 0));
});
