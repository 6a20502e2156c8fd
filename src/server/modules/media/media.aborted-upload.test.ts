import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createSite, OWNER_PASSWORD } from '../../testing/fixtures';
import { buildTestApp, cookieHeader, hostOf, visitor, type TestApp } from '../../testing/test-app';
import { openTestDatabase } from '../../testing/test-database';
import { loadConfig } from '../../config';
import { imageFile, multipart, upload } from './test-media';

/** A browser that gives up half-way through sending a file, over a real socket. */
let database: Database;
let t: TestApp;
let dataDir: string;
let port: number;
let session: ReturnType<typeof visitor>;
const host = hostOf('ferry');

async function mediaFiles(): Promise<string[]> {
  const entries = await readdir(join(dataDir, 'media'), { recursive: true, withFileTypes: true }).catch(
    () => [],
  );
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'media-aborted-'));
  database = await openTestDatabase();
  t = await buildTestApp({
    database,
    config: { dataDir, media: { ...loadConfig({}).media, uploadsPerMinutePerSite: 3 } },
  });
  const site = await createSite(t.services, 'ferry');
  session = visitor(t.app, host);
  await session.signIn(site.ownerEmail, OWNER_PASSWORD);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t.app.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('an upload the client abandons', () => {
  it('leaves no row and no file behind', async () => {
    const image = await imageFile('png', 1500, 1500, { noisy: true });
    const { body, contentType } = multipart('abandoned.png', image);
    const sent = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/rest/media',
      headers: {
        host,
        'content-type': contentType,
        'content-length': String(body.length),
        cookie: cookieHeader(session.jar),
        'x-csrf-token': session.jar.crumb!,
      },
    });
    sent.on('error', () => undefined);
    sent.write(body.subarray(0, Math.floor(body.length / 3)));
    // Wait until the server has started writing the temporary file, then hang up.
    for (let i = 0; i < 50 && (await mediaFiles()).length === 0; i += 1) await sleep(50);
    expect((await mediaFiles()).length).toBe(1);
    sent.destroy();
    for (let i = 0; i < 100 && (await mediaFiles()).length > 0; i += 1) await sleep(50);
    expect(await mediaFiles()).toEqual([]);
    expect((await session.get('/api/rest/media')).json().items).toEqual([]);
  });
});

describe('the per-site upload limit', () => {
  it('refuses uploads past the limit a minute, counting the abandoned one', async () => {
    const png = await imageFile('png', 20, 20);
    expect((await upload(t.app, session, host, 'one.png', png)).statusCode).toBe(201);
    expect((await upload(t.app, session, host, 'two.png', png)).statusCode).toBe(201);
    const refused = await upload(t.app, session, host, 'three.png', png);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    // Reading the library is not limited.
    expect((await session.get('/api/rest/media')).json().items).toHaveLength(2);
  });
});
