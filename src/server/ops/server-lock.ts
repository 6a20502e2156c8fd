import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A server on the embedded database writes its pid to DATA_DIR/server.pid while it runs, so a
 * backup (which opens the data folder itself) can refuse instead of opening a folder in use.
 */
const pidFile = (dataDir: string) => join(dataDir, 'server.pid');

export function holdServerLock(dataDir: string): () => void {
  writeFileSync(pidFile(dataDir), `${process.pid}\n`);
  return () => rmSync(pidFile(dataDir), { force: true });
}

/** The pid of the server running on this folder, or undefined (none, or a stale file). */
export function runningServer(dataDir: string): number | undefined {
  if (!existsSync(pidFile(dataDir))) return undefined;
  const pid = Number(readFileSync(pidFile(dataDir), 'utf8').trim());
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: it exists but belongs to another user; still running.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : undefined;
  }
}
