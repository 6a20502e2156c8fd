import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { request, type Agent } from 'node:http';
import { waitFor } from '../jobs/testing';

const CHILD = new URL('./kill-child.ts', import.meta.url).pathname;

/** A server started by kill-child.ts on the given database, with the site it created. */
export async function startKillableServer(
  databaseUrl: string,
  site: string,
  options: { form?: boolean } = {},
): Promise<{ child: ChildProcess; port: number; websiteId: string; formId: string | null }> {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
    env: { ...process.env, DATABASE_URL: databaseUrl, SITE: site, ...(options.form ? { FORM: '1' } : {}) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitFor(
    'the server process to listen',
    () => {
      if (child.exitCode !== null) throw new Error(`the server process exited with ${child.exitCode}`);
      return output.includes('\n');
    },
    // Loading the whole server through tsx takes a while on a busy machine.
    600_000,
  );
  return {
    child,
    ...(JSON.parse(output.split('\n')[0]!) as { port: number; websiteId: string; formId: string | null }),
  };
}

export async function killHard(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGKILL');
  await once(child, 'exit');
}

/** One POST over real HTTP; a connection cut by the kill resolves with status 0. */
export function post(
  agent: Agent,
  port: number,
  host: string,
  path: string,
  body: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve) => {
    const outgoing = request(
      {
        agent,
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: { host, 'content-length': Buffer.byteLength(body), ...headers },
      },
      (incoming) => {
        let text = '';
        incoming.on('data', (chunk: Buffer) => (text += chunk.toString()));
        incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body: text }));
        incoming.on('error', () => resolve({ status: 0, body: '' }));
      },
    );
    outgoing.on('error', () => resolve({ status: 0, body: '' }));
    outgoing.end(body);
  });
}
