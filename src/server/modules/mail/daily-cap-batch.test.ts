import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../db/client';
import { createSite } from '../../testing/fixtures';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { openTestDatabase, testEngines } from '../../testing/test-database';
import { createMailOutbox } from './outbox';
import { mailOutbox } from './tables';

/** The database with its statements counted (the transaction's executor included). */
function countingStatements(db: Db) {
  const seen = { locks: 0, counts: 0 };
  const watch = <T extends object>(target: T): T =>
    new Proxy(target, {
      get(inner, property, receiver) {
        const value = Reflect.get(inner, property, receiver) as unknown;
        if (property === 'execute')
          return (query: unknown) => {
            seen.locks += 1;
            return (value as (q: unknown) => unknown).call(inner, query);
          };
        if (property === 'select')
          return (...args: unknown[]) => {
            seen.counts += 1;
            return (value as (...a: unknown[]) => unknown).apply(inner, args);
          };
        if (property === 'transaction')
          return (work: (tx: object) => Promise<unknown>) =>
            (value as (w: (tx: object) => Promise<unknown>) => Promise<unknown>).call(inner, (tx: object) =>
              work(watch(tx)),
            );
        return typeof value === 'function' ? (value as () => unknown).bind(inner) : value;
      },
    });
  return { db: watch(db), seen };
}

/**
 * A group commit writes many submissions' capped mails in one transaction: the site's cap lock
 * and count are taken once and counted on in memory, and the cap still holds back what is over.
 */
describe.each(testEngines)('daily mail cap in one transaction (%s)', (engine) => {
  let database: Database;
  let t: TestApp;
  let websiteId: string;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
    t = await buildTestApp({ database, config: { appSecret: 'c'.repeat(40) } });
    websiteId = (await createSite(t.services, `cap-batch-${engine}`)).website.id;
  });
  afterAll(async () => {
    await t.app.close();
    await database.close();
  });

  const mail = (n: number) => ({
    websiteId,
    to: `owner${n}@example.com`,
    subject: `Submission ${n}`,
    text: 'Hello',
    purpose: 'form-notification',
  });

  it('locks and counts once per site and transaction, and holds the mails over the cap', async () => {
    const { db, seen } = countingStatements(database.db);
    const outbox = createMailOutbox({ db, transport: null, from: 'site@example.com', dailyCapPerSite: 3 });
    await db.transaction(async (tx) => {
      for (let n = 0; n < 5; n++) await outbox.enqueue(tx, mail(n));
    });
    expect(seen).toEqual({ locks: 1, counts: 1 });
    // A second transaction counts what the first committed.
    await db.transaction(async (tx) => {
      await outbox.enqueue(tx, mail(5));
    });
    expect(seen).toEqual({ locks: 2, counts: 2 });
    const rows = await database.db
      .select({ subject: mailOutbox.subject, status: mailOutbox.status })
      .from(mailOutbox)
      .where(eq(mailOutbox.websiteId, websiteId));
    const held = rows.filter((row) => row.status === 'held').map((row) => row.subject);
    expect(held.sort()).toEqual(['Submission 3', 'Submission 4', 'Submission 5']);
    expect(rows).toHaveLength(6);
  });

  it('takes the lock and counts every time outside a transaction', async () => {
    const { db, seen } = countingStatements(database.db);
    const outbox = createMailOutbox({ db, transport: null, from: 'site@example.com', dailyCapPerSite: 3 });
    await outbox.enqueue(db, mail(6));
    await outbox.enqueue(db, mail(7));
    expect(seen).toEqual({ locks: 2, counts: 2 });
  });
});
