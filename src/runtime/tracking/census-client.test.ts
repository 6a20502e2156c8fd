// The runtime must not use Node, but its tests need a real HTTP server to talk to.
// eslint-disable-next-line no-restricted-imports
import { createServer, type Server } from 'node:http';
// eslint-disable-next-line no-restricted-imports
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCensusClient, trackingMessages } from './census-client';

interface Seen {
  method: string;
  path: string;
  contentType: string | undefined;
  body: string;
}

let server: Server;
let origin: string;
let seen: Seen[] = [];
let status = 202;
/** The server's answer body; a test may answer per request. */
let answerFor: (request: Seen) => { status: number; body: string } = () => ({ status, body: '{}' });

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const entry = {
        method: request.method ?? '',
        path: request.url ?? '',
        contentType: request.headers['content-type'],
        body: Buffer.concat(chunks).toString(),
      };
      seen.push(entry);
      const answer = answerFor(entry);
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  seen = [];
  status = 202;
  answerFor = () => ({ status, body: '{}' });
});

const until = async (count: number) => {
  for (let i = 0; i < 100 && seen.length < count; i += 1)
    await new Promise((resolve) => setTimeout(resolve, 10));
};

describe('census client', () => {
  it('posts RecordHit form-encoded with event, data JSON and ss_cvr', async () => {
    createCensusClient(() => true, origin).recordHit(
      {
        event: 'view',
        websiteId: 'w1',
        url: 'http://x/',
        userAgent: 'ua',
        title: 't',
        queryString: '',
        referrer: '',
        pageType: 'page',
      },
      'v-12345678|1|1|1|1',
    );
    await until(1);
    expect(seen[0]?.path).toBe('/api/census/RecordHit');
    expect(seen[0]?.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    const form = new URLSearchParams(seen[0]?.body);
    expect(form.get('event')).toBe('view');
    expect(form.get('ss_cvr')).toBe('v-12345678|1|1|1|1');
    expect(JSON.parse(form.get('data') ?? '{}')).toMatchObject({ websiteId: 'w1', url: 'http://x/' });
  });

  it('posts census events as JSON and quick views with no body', async () => {
    const client = createCensusClient(() => true, origin);
    client.post('form-render', { formId: 'f1' });
    client.recordQuickView('item 1');
    await until(2);
    expect(seen.map((request) => `${request.method} ${request.path}`).sort()).toEqual([
      'POST /api/census/RecordQuickView/item%201',
      'POST /api/census/form-render',
    ]);
    expect(
      JSON.parse(seen.find((request) => request.path === '/api/census/form-render')?.body ?? '{}'),
    ).toEqual({ formId: 'f1' });
  });

  it('RecordEvent succeeds on 200 and 202 and otherwise fails with the spec message', async () => {
    const client = createCensusClient(() => true, origin);
    await expect(client.recordEvent('newsletterSignup', { formId: 'f1' })).resolves.toBeUndefined();
    const form = new URLSearchParams(seen[0]?.body);
    expect(form.get('event')).toBe('newsletterSignup');
    expect(JSON.parse(form.get('data') ?? '{}')).toEqual({
      eventName: 'newsletterSignup',
      payload: { formId: 'f1' },
    });
    status = 200;
    await expect(client.recordEvent('x')).resolves.toBeUndefined();
    status = 500;
    await expect(client.recordEvent('x')).rejects.toThrow('Error tracking event: HTTP Status 500');
    expect(trackingMessages.eventFailed(403)).toBe('Error tracking event: HTTP Status 403');
  });

  it('RecordEvent refused for want of a crumb goes once more with the crumb of the refusal', async () => {
    const crumbFail = { code: 'crumbFail', crumbFail: true, crumb: 'fresh-crumb' };
    answerFor = (request) =>
      new URLSearchParams(request.body).get('crumb') === 'fresh-crumb'
        ? { status: 202, body: '{"recorded":true}' }
        : { status: 403, body: JSON.stringify(crumbFail) };
    const client = createCensusClient(() => true, origin);
    await expect(client.recordEvent('siteSearch', { query: 'beans' })).resolves.toBeUndefined();
    expect(seen.map((request) => new URLSearchParams(request.body).get('crumb'))).toEqual([
      '',
      'fresh-crumb',
    ]);
    // Only once: a second refusal is the caller's error.
    seen = [];
    answerFor = () => ({ status: 403, body: JSON.stringify(crumbFail) });
    await expect(client.recordEvent('x')).rejects.toThrow('Error tracking event: HTTP Status 403');
    expect(seen).toHaveLength(2);
  });

  it('sends nothing at all while tracking is not allowed', async () => {
    const client = createCensusClient(() => false, origin);
    client.recordHit(
      {
        websiteId: 'w1',
        url: 'http://x/',
        userAgent: '',
        title: '',
        queryString: '',
        referrer: '',
        pageType: 'page',
      },
      '',
    );
    client.post('button-click', { id: 'b' });
    client.recordQuickView('i');
    await client.recordEvent('x');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(seen).toEqual([]);
  });
});
