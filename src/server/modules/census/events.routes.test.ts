// A stand-in events service needs a real HTTP server.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleBucket } from '../../../shared/census/session-recording';
import type { Database } from '../../db/client';
import { createSite } from '../../testing/fixtures';
import { buildTestApp, hostOf, visitor, type TestApp } from '../../testing/test-app';
import { openTestDatabase } from '../../testing/test-database';
import { censusEvents } from './tables';

/** POST /api/v1/events and GET /api/commerce/fullstory/getId (media-and-platform §6, §7), done first-party. */
let database: Database;
let t: TestApp;
let forwarding: TestApp;
let site: Awaited<ReturnType<typeof createSite>>;
let standIn: Server;
const received: unknown[] = [];
const host = hostOf('events-site');

const event = (extra: Record<string, unknown> = {}) => ({
  analyticsId: 'aid-1234567890',
  commonData: { action: 'view', path: '/menu?x=1', page_type: 'page', website_id: 'x' },
  customData: { button: 'hero' },
  customSchemaName: 'page_view',
  ...extra,
});

beforeAll(async () => {
  standIn = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push(JSON.parse(body));
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
  database = await openTestDatabase();
  t = await buildTestApp({ database });
  site = await createSite(t.services, 'events-site');
  const port = (standIn.address() as AddressInfo).port;
  forwarding = await buildTestApp({
    database,
    config: {
      analyticsEventsUrl: `http://127.0.0.1:${port}/collect`,
      sessionRecording: { enabled: true, samplePercent: 50 },
    },
  });
});
afterAll(async () => {
  await t.app.close();
  await forwarding.app.close();
  standIn.close();
  await database.close();
});

const rows = async () => {
  await t.services.census.flush();
  return database.db
    .select()
    .from(censusEvents)
    .where(and(eq(censusEvents.websiteId, site.website.id), eq(censusEvents.kind, 'event')));
};

describe('POST /api/v1/events', () => {
  it('stores an event sent by beacon (JSON as text, no crumb) in the census by default', async () => {
    const response = await visitor(t.app, host).request('POST', '/api/v1/events', JSON.stringify(event()), {
      crumb: false,
      headers: { 'content-type': 'text/plain' },
    });
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toEqual({ recorded: true });
    const [row] = (await rows()).filter((candidate) => candidate.subject === 'page_view');
    expect(row).toMatchObject({ subject: 'page_view', path: '/menu' });
    expect(row?.data).toMatchObject({ analyticsId: 'aid-1234567890', customData: { button: 'hero' } });
  });

  it('refuses bad events with a 400, never a 500', async () => {
    const session = visitor(t.app, host);
    for (const body of [
      'not json',
      JSON.stringify(event({ analyticsId: 'x' })),
      JSON.stringify(event({ customSchemaName: '<script>' })),
      JSON.stringify(event({ customData: { big: 'x'.repeat(20_000) } })),
      JSON.stringify({ analyticsId: 'aid-1234567890' }),
    ]) {
      const response = await session.request('POST', '/api/v1/events', body, {
        crumb: false,
        headers: { 'content-type': 'text/plain' },
      });
      expect(response.statusCode, body.slice(0, 60)).toBe(400);
    }
  });

  it('keeps nothing from a site with census off', async () => {
    const quiet = await t.services.websites.create({
      identifier: 'events-quiet',
      title: 'Quiet',
      settings: { censusDisabled: true },
    });
    const response = await visitor(t.app, hostOf('events-quiet')).request(
      'POST',
      '/api/v1/events',
      JSON.stringify(event()),
      {
        crumb: false,
        headers: { 'content-type': 'text/plain' },
      },
    );
    expect(response.json()).toEqual({ recorded: false });
    await t.services.census.flush();
    const stored = await database.db.select().from(censusEvents).where(eq(censusEvents.websiteId, quiet.id));
    expect(stored).toEqual([]);
  });

  it('forwards to ANALYTICS_EVENTS_URL when one is configured', async () => {
    const response = await visitor(forwarding.app, host).request(
      'POST',
      '/api/v1/events',
      JSON.stringify(event({ customSchemaName: 'forwarded_view' })),
      {
        crumb: false,
        headers: { 'content-type': 'text/plain' },
      },
    );
    expect(response.statusCode).toBe(202);
    await expect.poll(() => received.length).toBe(1);
    expect(received[0]).toMatchObject({
      websiteId: site.website.id,
      customSchemaName: 'forwarded_view',
      analyticsId: 'aid-1234567890',
    });
    expect((await rows()).some((row) => row.subject === 'forwarded_view')).toBe(false);
  });
});

describe('GET /api/commerce/fullstory/getId', () => {
  it('answers the mock id while session recording is off (the default)', async () => {
    const response = await visitor(t.app, host).get(
      '/api/commerce/fullstory/getId?analyticsId=aid-1234567890',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: 'mock' });
  });

  it('with the toggle on, only visitors in the sampled variant get a recording id', async () => {
    const ids = Array.from({ length: 40 }, (_, index) => `aid-sample-${index}`);
    const inside = ids.find((id) => sampleBucket(id) < 50)!;
    const outside = ids.find((id) => sampleBucket(id) >= 50)!;
    const ask = async (id: string) =>
      (await visitor(forwarding.app, host).get(`/api/commerce/fullstory/getId?analyticsId=${id}`)).json().id;
    expect(await ask(outside)).toBe('mock');
    expect(await ask(inside)).toMatch(/^session-[0-9a-f]{24}$/);
    expect(await ask('')).toBe('mock');
  });
});
