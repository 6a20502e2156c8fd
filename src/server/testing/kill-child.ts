/**
 * A whole server on PostgreSQL in a process of its own, for the kill -9 tests:
 * `node --import tsx src/server/testing/kill-child.ts`. Env: DATABASE_URL (already migrated),
 * SITE (the identifier of a site it creates). It prints one JSON line `{ port, websiteId }`
 * once it listens; the test then sends requests and kills it without warning.
 */
import { openDatabase } from '../db/client';
import { createSite } from './fixtures';
import { buildTestApp } from './test-app';

const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL!,
  dataDir: 'unused',
  poolSize: 10,
});
await database.migrate(); // nothing to do when the test migrated it already
const t = await buildTestApp({ database, config: { appSecret: 's'.repeat(40) } });
const { website } = await createSite(t.services, process.env.SITE ?? 'killed');
await t.app.listen({ port: 0, host: '127.0.0.1' });
const { port } = t.app.server.address() as { port: number };
process.stdout.write(`${JSON.stringify({ port, websiteId: website.id })}\n`);
