import { createHash } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../../shared/errors';
import { idempotencyKeys } from './tables';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** A first request still "running" after this long died with its process: a repeat may take the key over. */
export const IDEMPOTENCY_ABANDONED_AFTER_MS = 2 * 60 * 1000;

export interface StoredAnswer {
  statusCode: number;
  body: unknown;
}

/**
 * Replays the first answer given for an Idempotency-Key, with Stripe's rules: a key belongs to
 * one scope (checkout: one cart of one site, so a key can never answer another shopper); the
 * first request claims it before working; a repeat while it runs is a 409; a repeat with
 * another body is a 422; a repeat after it answered gets that answer. Server errors and
 * conflicts are not kept, so a retry can succeed.
 */
export async function withIdempotencyKey(
  db: Db,
  scope: { websiteId: string; name: string },
  key: string | undefined,
  request: unknown,
  work: () => Promise<StoredAnswer>,
  clock: () => Date = () => new Date(),
): Promise<StoredAnswer & { replayed: boolean }> {
  if (key === undefined || key === '') return { ...(await run(work)), replayed: false };
  if (key.length > 255)
    throw new AppError('validation', { 'Idempotency-Key': 'Idempotency keys are at most 255 characters' });
  const where = and(
    eq(idempotencyKeys.websiteId, scope.websiteId),
    eq(idempotencyKeys.scope, scope.name),
    eq(idempotencyKeys.key, key),
  );
  const requestHash = fingerprint(request);
  const [claimed] = await db
    .insert(idempotencyKeys)
    .values({ websiteId: scope.websiteId, scope: scope.name, key, requestHash, createdAt: clock() })
    .onConflictDoNothing()
    .returning();
  if (!claimed) {
    const [stored] = await db.select().from(idempotencyKeys).where(where);
    if (!stored) throw new AppError('idempotencyKeyInProgress');
    if (stored.requestHash !== requestHash) throw new AppError('idempotencyKeyReused');
    if (stored.statusCode !== null)
      return { statusCode: stored.statusCode, body: stored.body, replayed: true };
    const [takenOver] = await db
      .update(idempotencyKeys)
      .set({ createdAt: clock() })
      .where(
        and(
          where,
          isNull(idempotencyKeys.statusCode),
          lt(idempotencyKeys.createdAt, new Date(clock().getTime() - IDEMPOTENCY_ABANDONED_AFTER_MS)),
        ),
      )
      .returning();
    if (!takenOver) throw new AppError('idempotencyKeyInProgress');
  }
  let answer: StoredAnswer;
  try {
    answer = await run(work);
  } catch (error) {
    await db.delete(idempotencyKeys).where(and(where, isNull(idempotencyKeys.statusCode)));
    throw error;
  }
  if (answer.statusCode >= 500 || answer.statusCode === 409) {
    await db.delete(idempotencyKeys).where(and(where, isNull(idempotencyKeys.statusCode)));
    return { ...answer, replayed: false };
  }
  await db
    .update(idempotencyKeys)
    .set({ statusCode: answer.statusCode, body: answer.body as object })
    .where(and(where, isNull(idempotencyKeys.statusCode)));
  return { ...answer, replayed: false };
}

/** The request's identity: its body as JSON with keys sorted, so field order does not matter. */
function fingerprint(request: unknown): string {
  return createHash('sha256').update(stableJson(request)).digest('hex');
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${stableJson((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value ?? null);
}

async function run(work: () => Promise<StoredAnswer>): Promise<StoredAnswer> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof AppError) || error.status >= 500) throw error;
    return {
      statusCode: error.status,
      body: {
        code: error.code,
        error: error.message,
        ...(error.fieldErrors ? { errors: error.fieldErrors } : {}),
      },
    };
  }
}
