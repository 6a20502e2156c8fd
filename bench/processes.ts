// Child processes the bench measures: the real server (fresh data folder each) and a minimal
// static server. Everything listens on 127.0.0.1; every child is stopped by stopAll().
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { get } from './http';

export interface Running {
  label: string;
  port: number;
  /** The Host header to send: the demo site for the app server, anything for the static one. */
  host: string;
  /** The last few KB the child printed, for error messages. */
  output(): string;
  /** The app server's embedded database folder (removed by stop unless keepData). */
  dataDir?: string;
  stop(options?: { keepData?: boolean }): Promise<void>;
}

const running = new Set<Running>();

/** A port free right now on 127.0.0.1 (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function track(child: ChildProcess, folder: string, label: string, port: number, host: string): Running {
  let output = '';
  const keep = (chunk: Buffer) => void (output = (output + chunk.toString()).slice(-4000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const handle: Running = {
    label,
    port,
    host,
    async stop(options = {}) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      running.delete(handle);
      if (!options.keepData) rmSync(folder, { recursive: true, force: true });
    },
    output: () => output,
  };
  running.add(handle);
  return handle;
}

async function waitForHealth(running: Running, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${running.label} exited with code ${child.exitCode}:\n${running.output()}`);
    const answer = await get(running.port, running.host, '/healthz').catch(() => null);
    if (answer?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(
    `${running.label} did not answer /healthz within ${timeoutMs / 1000} s:\n${running.output()}`,
  );
}

/**
 * `node dist/server/main.js` on its own port with its own fresh data folder (embedded PGlite).
 * `root` (or BENCH_SERVER_ROOT): another checkout's folder whose own build to run, for a
 * baseline measured next to this build.
 */
export async function startAppServer(
  label: string,
  renderCache: 'on' | 'off',
  extraEnv: NodeJS.ProcessEnv = {},
  root?: string,
): Promise<Running> {
  const port = await freePort();
  const folder = mkdtempSync(join(tmpdir(), 'sitebuilder-bench-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: join(folder, 'data'),
    APP_DOMAIN: `localhost:${port}`,
    RENDER_CACHE: renderCache,
    DEMO_OWNER_PASSWORD: 'bench-owner-password',
    LOG_LEVEL: 'warn',
    ...extraEnv,
  };
  // The embedded database unless the caller names one (bench/sites.ts).
  if (!extraEnv.DATABASE_URL) delete env.DATABASE_URL;
  if (!extraEnv.REDIS_URL) delete env.REDIS_URL;
  // BENCH_CPU_PROF=<folder>: the server writes a V8 CPU profile there when it stops.
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  const child = spawn(process.execPath, [...profile, 'dist/server/main.js'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    ...((root ?? process.env.BENCH_SERVER_ROOT) ? { cwd: root ?? process.env.BENCH_SERVER_ROOT } : {}),
  });
  const running = track(child, folder, label, port, `demo.localhost:${port}`);
  running.dataDir = join(folder, 'data');
  try {
    // A loaded machine may need longer to migrate and seed (BENCH_START_TIMEOUT_SECONDS).
    await waitForHealth(running, child, Number(process.env.BENCH_START_TIMEOUT_SECONDS ?? 60) * 1000);
  } catch (error) {
    await running.stop();
    throw error;
  }
  return running;
}

// The ceiling: node:http answering every request with the same bytes from memory.
const STATIC_SERVER = `
const http = require('node:http');
const body = require('node:fs').readFileSync(process.argv[1]);
http.createServer((request, response) => {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length });
  response.end(body);
}).listen(Number(process.env.PORT), '127.0.0.1');
`;

/** A minimal static server (its own process, so it does not share the load generator's event loop). */
export async function startStaticServer(html: Buffer): Promise<Running> {
  const port = await freePort();
  const folder = mkdtempSync(join(tmpdir(), 'sitebuilder-bench-static-'));
  const file = join(folder, 'page.html');
  writeFileSync(file, html);
  const child = spawn(process.execPath, ['-e', STATIC_SERVER, file], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const running = track(child, folder, 'static node:http', port, `127.0.0.1:${port}`);
  try {
    await waitForHealth(running, child, 10_000);
  } catch (error) {
    await running.stop();
    throw error;
  }
  return running;
}

/** Stops every child still running (a signal, the time limit): SIGTERM, SIGKILL after 10 s, folders removed. */
export async function stopAll(): Promise<void> {
  await Promise.all([...running].map((server) => server.stop()));
}
