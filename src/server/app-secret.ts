import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The embedded default for APP_SECRET: generated once into the data folder and reused, so
 * submission keys and newsletter links survive restarts with zero set-up. Several processes
 * (DATABASE_URL + REDIS_URL) must share one secret: set APP_SECRET for them.
 */
export function loadOrCreateAppSecret(dataDir: string): string {
  const file = join(dataDir, 'app-secret');
  if (existsSync(file)) {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  }
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}
