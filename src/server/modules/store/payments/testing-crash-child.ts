/**
 * A server process for payment-crash.test.ts: `node --import tsx <this file>`.
 * Env: DATABASE_URL, and REQUEST (JSON: method, url, headers, payload): the provider's call
 * it delivers through the real app. It prints "ready" before and "answered" after; the test
 * SIGKILLs it while the call is half applied (waiting on a row the test holds).
 */
import { openDatabase } from '../../../db/client';
import { buildTestApp } from '../../../testing/test-app';

const request = JSON.parse(process.env.REQUEST!) as {
  method: 'POST';
  url: string;
  headers: Record<string, string>;
  payload: string;
};
const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL!,
  dataDir: 'unused',
  poolSize: 3,
});
const { app } = await buildTestApp({ database });
process.stdout.write('ready\n');
const answer = await app.inject(request);
process.stdout.write(`answered ${answer.statusCode}\n`);
await app.close();
await database.close();
