import { describe, expect, it } from 'vitest';
import { createSharedState } from '../../shared-state/shared-state';
import { createSite } from '../../testing/fixtures';
import { buildTestApp, hostOf } from '../../testing/test-app';
import { openTestDatabase } from '../../testing/test-database';
import { contactDefinition, goodValues, notifying, submit } from './test-forms';

const postgres = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

const keyFrom = async (app: Awaited<ReturnType<typeof buildTestApp>>['app'], host: string) =>
  (
    await app.inject({
      method: 'POST',
      url: '/api/form/FormSubmissionKey',
      headers: { host, cookie: `crumb=${'c'.repeat(32)}`, 'x-csrf-token': 'c'.repeat(32) },
    })
  ).json().key as string;

describe('forms under load', () => {
  // PGlite has one connection, so only a real PostgreSQL server shows races.
  it.runIf(postgres)(
    'stores exactly 200 rows for 200 concurrent submissions on PostgreSQL, and none twice when retried',
    async () => {
      const database = await openTestDatabase('postgres');
      const t = await buildTestApp({
        database,
        config: { appSecret: 'r'.repeat(40), formRateLimits: { perAddress: 10_000, perSite: 10_000 } },
      });
      try {
        const site = await createSite(t.services, 'busy');
        const formId = (
          await t.services.forms.create(site.website.id, contactDefinition(notifying(site.ownerEmail)))
        ).id;
        const host = hostOf('busy');
        const keys = await Promise.all(Array.from({ length: 200 }, () => keyFrom(t.app, host)));
        const send = (key: string, index: number) =>
          submit(
            t.app,
            host,
            { formId, form: JSON.stringify({ ...goodValues, message: `n${index}` }) },
            { key, ip: `10.9.${index % 250}.1` },
          );
        // Every submission at once, plus a retry of the first 50 racing their originals.
        const responses = await Promise.all([...keys.map(send), ...keys.slice(0, 50).map(send)]);
        expect(responses.map((response) => response.statusCode).filter((status) => status !== 200)).toEqual(
          [],
        );
        const ids = new Set(responses.map((response) => response.json().submissionId as string));
        expect(ids.size).toBe(200);
        const stored = await t.services.forms.submissions(site.website.id, formId, {
          query: '',
          page: 1,
          pageSize: 100,
        });
        expect(stored.total).toBe(200);
        const messages = new Set<string>();
        for (let page = 1; page <= 2; page++) {
          const rows = (
            await t.services.forms.submissions(site.website.id, formId, { query: '', page, pageSize: 100 })
          ).rows;
          for (const row of rows) messages.add(String(row.values.message));
        }
        expect(messages.size).toBe(200);
        // One notification per stored submission, none for the retries.
        expect(await t.services.outbox.countByStatus(site.website.id)).toEqual({ queued: 200 });
      } finally {
        await t.app.close();
        await database.close();
      }
    },
    120_000,
  );

  it.runIf(redisUrl)('holds the per-address limit across two server processes sharing Redis', async () => {
    const database = await openTestDatabase();
    const keyPrefix = `test:forms:${Date.now()}:`;
    const config = { appSecret: 'r'.repeat(40), formRateLimits: { perAddress: 4, perSite: 1000 } };
    const [one, two] = await Promise.all(
      [0, 1].map(async () =>
        buildTestApp({
          database,
          config,
          sharedState: await createSharedState({ redisUrl: redisUrl!, keyPrefix }),
        }),
      ),
    );
    try {
      const site = await createSite(one!.services, 'flooded');
      const formId = (await one!.services.forms.create(site.website.id, contactDefinition())).id;
      const host = hostOf('flooded');
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 8; attempt++) {
        const app = attempt % 2 === 0 ? one!.app : two!.app;
        const response = await submit(
          app,
          host,
          { formId, form: JSON.stringify(goodValues) },
          { ip: '192.0.2.77' },
        );
        statuses.push(response.statusCode);
        if (response.statusCode === 429)
          expect(response.json().error).toBe(
            'Unable to submit form. Submission rate limit exceeded. Please try again later.',
          );
      }
      // Alone, each process would have let 4 through: together they let 4 through.
      expect(statuses).toEqual([200, 200, 200, 200, 429, 429, 429, 429]);
    } finally {
      await Promise.all(
        [one, two].map(async (instance) => {
          await instance!.app.close();
          await instance!.sharedState.close();
        }),
      );
      await database.close();
    }
  });
});
