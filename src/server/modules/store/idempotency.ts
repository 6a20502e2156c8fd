import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../../shared/errors';
import { idempotencyKeys } from './tables';

export const IDEMPOTENCY_HEADER = 'idempotency-key';

export interface StoredAnswer {
  statusCode: number;
  body: unknown;
}

/**
 * Replays the first answer given for an Idempotency-Key: a client that retries a checkout
 * call (timeout, double click) gets exactly what the first call got. Answers are stored after
 * the work; concurrent first calls each do the work (checkout itself is idempotent per cart)
 * and all answer the answer stored first. Server errors and conflicts are not stored, so a
 * retry can succeed.
 */
export async function withIdempotencyKey(
  db: Db,
  scope: { websiteId: string; name: string },
  key: string | undefined,
  work: () => Promise<StoredAnswer>,
): Promise<StoredAnswer & { replayed: boolean }> {
  if (key === undefined || key === '') return { ...(await run(work)), replayed: false };
  if (key.length > 255)
    throw new AppError('validation', { 'Idempotency-Key': 'Idempotency keys are at most 255 characters' });
  const where = and(
    eq(idempotencyKeys.websiteId, scope.websiteId),
    eq(idempotencyKeys.scope, scope.name),
    eq(idempotencyKeys.key, key),
  );
  const [stored] = await db.select().from(idempotencyKeys).where(where);
  if (stored) return { statusCode: stored.statusCode, body: stored.body, replayed: true };
  const answer = await run(work);
  if (answer.statusCode >= 500 || answer.statusCode === 409) return { ...answer, replayed: false };
  await db
    .insert(idempotencyKeys)
    .values({
      websiteId: scope.websiteId,
      scope: scope.name,
      key,
      statusCode: answer.statusCode,
      body: answer.body as object,
    })
    .onConflictDoNothing();
  const [first] = await db.select().from(idempotencyKeys).where(where);
  return { statusCode: first!.statusCode, body: first!.body, replayed: false };
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
