/**
 * A whole server on PostgreSQL in a process of its own, for the kill -9 tests:
 * `node --import tsx src/server/testing/kill-child.ts`. Env: DATABASE_URL (already migrated),
 * SITE (the identifier of a site it creates), FORM (set: a contact form on that site, no
 * captcha, no rate limits). It prints one JSON line `{ port, websiteId, formId }` once it
 * listens; the test then sends requests and kills it without warning.
 */
import { openDatabase } from '../db/client';
import { contactDefinition, notifying } from '../modules/forms/test-forms';
import { createSite } from './fixtures';
import { buildTestApp } from './test-app';

const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL!,
  dataDir: 'unused',
  poolSize: 10,
});
await database.migrate(); // nothing to do when the test migrated it already
const t = await buildTestApp({
  database,
  config: { appSecret: 's'.repeat(40), formRateLimits: { perAddress: 1e9, perSite: 1e9 } },
});
const { website, ownerEmail } = await createSite(t.services, process.env.SITE ?? 'killed');
const formId = process.env.FORM
  ? (await t.services.forms.create(website.id, contactDefinition(notifying(ownerEmail)))).id
  : null;
await t.app.listen({ port: 0, host: '127.0.0.1' });
const { port } = t.app.server.address() as { port: number };
process.stdout.write(`${JSON.stringify({ port, websiteId: website.id, formId })}\n`);
