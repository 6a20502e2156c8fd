import { Agent } from 'node:http';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { killHard, post, startKillableServer } from '../../testing/kill-test';
import { hostOf } from '../../testing/test-app';
import { openTestDatabase } from '../../testing/test-database';
import { goodValues } from './test-forms';

const CRUMB = 'c'.repeat(32);
const HEADERS = { cookie: `crumb=${CRUMB}`, 'x-csrf-token': CRUMB };
const JSON_BODY = { ...HEADERS, 'content-type': 'application/json' };

/**
 * Issue 25: SaveFormSubmission answers success only once the submission (and its owner's
 * notification in the mail outbox) is committed. A server process on PostgreSQL takes
 * submissions from many connections at once and is killed with SIGKILL in the middle; every
 * submission it acknowledged is in the database afterwards, each with its notification mail.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('form submissions across kill -9 (PostgreSQL)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase('postgres');
  });
  afterAll(() => database.close());

  it('stores every acknowledged submission with its notification', async () => {
    const host = hostOf('forms-kill');
    const { child, port, websiteId, formId } = await startKillableServer(database.url!, 'forms-kill', {
      form: true,
    });
    const agent = new Agent({ keepAlive: true, maxSockets: 64 });
    const acknowledged = new Map<string, string>(); // submission id → message
    let sent = 0;
    let stop = false;
    const connection = async (lane: number) => {
      for (let n = 0; !stop; n += 1) {
        const keyAnswer = await post(agent, port, host, '/api/form/FormSubmissionKey', '', HEADERS);
        if (keyAnswer.status !== 200) return; // the process is gone
        const message = `l${lane}n${n}`;
        const body = JSON.stringify({
          key: (JSON.parse(keyAnswer.body) as { key: string }).key,
          formId,
          form: JSON.stringify({ ...goodValues, message }),
          pagePath: '/contact',
        });
        sent += 1;
        const answer = await post(agent, port, host, '/api/form/SaveFormSubmission', body, JSON_BODY);
        if (answer.status === 0) return;
        if (answer.status === 200) {
          const { success, submissionId } = JSON.parse(answer.body) as {
            success: boolean;
            submissionId: string;
          };
          if (success) acknowledged.set(submissionId, message);
        }
      }
    };
    try {
      const lanes = Array.from({ length: 32 }, (_, lane) => connection(lane));
      // Kill once a good number went through, while the rest are in flight.
      const started = Date.now();
      while (acknowledged.size < 300 && Date.now() - started < 60_000)
        await new Promise((resolve) => setTimeout(resolve, 20));
      await killHard(child);
      stop = true;
      await Promise.all(lanes);
    } finally {
      agent.destroy();
      await killHard(child);
    }
    const found = (await database.db.execute(
      sql`select s.id, s.values->>'message' as message, m.id as mail
          from form_submissions s left join mail_outbox m on m.id = s.notification_mail_id
          where s.website_id = ${websiteId}`,
    )) as unknown as { rows: Array<{ id: string; message: string; mail: string | null }> };
    const stored = new Map(found.rows.map((row) => [row.id, row]));
    expect(acknowledged.size).toBeGreaterThan(50);
    expect(sent).toBeGreaterThan(acknowledged.size); // some were in flight at the kill
    const lost = [...acknowledged].filter(([id, message]) => stored.get(id)?.message !== message);
    expect(lost).toEqual([]);
    const withoutMail = [...acknowledged.keys()].filter((id) => !stored.get(id)?.mail);
    expect(withoutMail).toEqual([]);
  }, 900_000);
});
