import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../shared/errors';
import { newId } from '../../../shared/ids';
import type { Database, Db } from '../../db/client';
import { createSite } from '../../testing/fixtures';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { openTestDatabase, testEngines } from '../../testing/test-database';
import { createSubmissionWriter, type PendingSubmission } from './submission-writer';
import { formDeadLetters, formSubmissions } from './tables';
import { contactDefinition } from './test-forms';

/** The database with its transactions counted, and held while `gate` is set. */
function countingDb(db: Db) {
  const seen = { transactions: 0, gate: null as Promise<void> | null };
  const wrapped = new Proxy(db, {
    get(target, property, receiver) {
      if (property !== 'transaction') return Reflect.get(target, property, receiver);
      return async (...args: Parameters<Db['transaction']>) => {
        seen.transactions += 1;
        if (seen.gate) await seen.gate;
        return target.transaction(...args);
      };
    },
  });
  return { db: wrapped, seen };
}

describe.each(testEngines)('form submissions group commit (%s)', (engine) => {
  let database: Database;
  let t: TestApp;
  let websiteId: string;
  let formId: string;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
    t = await buildTestApp({ database, config: { appSecret: 'g'.repeat(40) } });
    websiteId = (await createSite(t.services, `gc-${engine}`)).website.id;
    formId = (await t.services.forms.create(websiteId, contactDefinition())).id;
  });
  afterAll(async () => {
    await t.app.close();
    await database.close();
  });

  const pending = (
    message: string,
    overrides: Partial<PendingSubmission['row']> = {},
  ): PendingSubmission => ({
    row: {
      id: newId(),
      websiteId,
      formId,
      submissionKey: newId(),
      values: { message },
      createdAt: new Date(),
      ...overrides,
    },
    after: null,
  });
  const storedMessages = async () =>
    (
      await database.db
        .select({ values: formSubmissions.values })
        .from(formSubmissions)
        .where(eq(formSubmissions.websiteId, websiteId))
    ).map((row) => String(row.values.message));

  it('commits concurrent submissions as one transaction and answers each only after it', async () => {
    const { db, seen } = countingDb(database.db);
    let release: () => void = () => {};
    seen.gate = new Promise((resolve) => (release = resolve));
    const writer = createSubmissionWriter({ db, clock: () => new Date(), options: { gatherMs: 5 } });
    const afterRan: string[] = [];
    const submissions = Array.from({ length: 12 }, (_, n) => ({
      ...pending(`together ${n}`),
      after: async () => {
        afterRan.push(`together ${n}`);
        return null;
      },
    }));
    const settled: string[] = [];
    const answers = submissions.map((submission) =>
      writer.save(submission).then((id) => (settled.push(id), id)),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(settled).toEqual([]); // gathered, and the transaction has not committed yet
    release();
    const ids = await Promise.all(answers);
    expect(ids).toEqual(submissions.map((submission) => submission.row.id));
    expect(seen.transactions).toBe(1);
    expect(afterRan).toHaveLength(12);
    expect((await storedMessages()).filter((m) => m.startsWith('together')).sort()).toEqual(
      submissions.map((_, n) => `together ${n}`).sort(),
    );
    await writer.close();
  });

  it('answers a key sent twice in one batch with the first row, storing it once', async () => {
    const writer = createSubmissionWriter({ db: database.db, clock: () => new Date() });
    const first = pending('twice');
    const again = pending('twice again', { submissionKey: first.row.submissionKey });
    const ids = await Promise.all([writer.save(first), writer.save(again)]);
    expect(ids).toEqual([first.row.id, first.row.id]);
    expect((await storedMessages()).filter((m) => m.startsWith('twice'))).toEqual(['twice']);
    await writer.close();
  });

  it('parks a row the database refuses with its error and stores the others of its batch', async () => {
    const writer = createSubmissionWriter({ db: database.db, clock: () => new Date() });
    // A form deleted while its submission was on the way: the foreign key refuses the row.
    const orphan = pending('orphan', { formId: newId() });
    const good = ['good 1', 'good 2', 'good 3'].map((message) => pending(message));
    const results = await Promise.allSettled(
      [good[0]!, orphan, good[1]!, good[2]!].map((p) => writer.save(p)),
    );
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
    ]);
    const refusal = (results[1] as PromiseRejectedResult).reason as AppError;
    expect(refusal).toBeInstanceOf(AppError);
    // A clear answer, not a 500: kept as a dead letter, and sending it again would not help.
    expect(refusal.status).toBe(422);
    expect(refusal.code).toBe('formSubmissionSetAside');
    expect((await storedMessages()).filter((m) => m.startsWith('good')).sort()).toEqual([
      'good 1',
      'good 2',
      'good 3',
    ]);
    const parked = await database.db
      .select()
      .from(formDeadLetters)
      .where(eq(formDeadLetters.websiteId, websiteId));
    expect(parked).toHaveLength(1);
    expect(JSON.parse(parked[0]!.payload).values).toEqual({ message: 'orphan' });
    expect(parked[0]!.error).toMatch(/foreign key/);
    expect(writer.stats()).toMatchObject({ deadLettered: 1 });
    await writer.close();
  });

  it('refuses with 503 and Retry-After while the database is behind, instead of waiting on it', async () => {
    const { db, seen } = countingDb(database.db);
    let release: () => void = () => {};
    seen.gate = new Promise((resolve) => (release = resolve));
    const writer = createSubmissionWriter({ db, clock: () => new Date(), options: { maxLagMs: 100 } });
    const stalled = writer.save(pending('stalled'));
    await new Promise((resolve) => setTimeout(resolve, 250));
    const refused = await writer.save(pending('refused')).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).status).toBe(503);
    expect((refused as AppError).retryAfterSeconds).toBe(1);
    release();
    expect(await stalled).toEqual(expect.any(String));
    expect(await storedMessages()).toContain('stalled');
    expect(await storedMessages()).not.toContain('refused');
    await writer.close();
  });
});
