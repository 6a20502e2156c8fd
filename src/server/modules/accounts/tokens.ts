import { createHash, randomBytes } from 'node:crypto';

/** A random bearer token for a cookie (256 bits, url-safe). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What we store instead of a token. SHA-256 suffices: tokens are random, not guessable passwords. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
