// The runtime must not use Node, but its tests need a real HTTP server to talk to.
// eslint-disable-next-line no-restricted-imports
import { createServer } from 'node:http';
// eslint-disable-next-line no-restricted-imports
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
// eslint-disable-next-line no-restricted-imports
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DataLayerError,
  LOGIN_REQUIRED_EVENT,
  SYSTEM_ERROR_EVENT,
  createDataLayer,
  dataLayerMessages,
} from './data-layer';
import type { DataLayerOptions } from './data-layer';

interface SeenRequest {
  method: string;
  url: URL;
  contentType: string | undefined;
  body: string;
}
type Handler = (request: SeenRequest, response: ServerResponse) => void;

let server: Server;
let origin: string;
let seen: SeenRequest[] = [];
let handle: Handler;

function answer(response: ServerResponse, status: number, body?: unknown) {
  if (body === undefined) return response.writeHead(status).end();
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  response.writeHead(status, { 'Content-Type': 'application/json' }).end(text);
}

beforeAll(async () => {
  server = createServer((incoming: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const request: SeenRequest = {
        method: incoming.method ?? '',
        url: new URL(incoming.url ?? '/', origin),
        contentType: incoming.headers['content-type'],
        body: Buffer.concat(chunks).toString('utf8'),
      };
      seen.push(request);
      handle(request, response);
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
  handle = (_request, response) => answer(response, 200, { ok: true });
});

function client(options: DataLayerOptions = {}) {
  return createDataLayer({ baseUrl: origin, getCrumb: () => 'crumb-1', setCrumb: () => {}, ...options });
}

async function rejectionOf(promise: Promise<unknown>): Promise<DataLayerError> {
  const error = await promise.then(
    () => expect.fail('expected the call to fail'),
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(DataLayerError);
  return error as DataLayerError;
}

describe('data layer requests', () => {
  it('adds the crumb query parameter to every method, under the API root', async () => {
    const api = client();
    await api.get('commerce/cart', { query: { page: 2 } });
    await api.post('/form/FormSubmissionKey');
    await api.put('items/1');
    await api.del('items/1');

    expect(seen.map((request) => `${request.method} ${request.url.pathname}`)).toEqual([
      'GET /api/commerce/cart',
      'POST /api/form/FormSubmissionKey',
      'PUT /api/items/1',
      'DELETE /api/items/1',
    ]);
    for (const request of seen) expect(request.url.searchParams.get('crumb')).toBe('crumb-1');
    expect(seen[0]?.url.searchParams.get('page')).toBe('2');
  });

  it('uses the REST root when asked', async () => {
    await client().get('products', { rest: true });
    expect(seen[0]?.url.pathname).toBe('/api/rest/products');
  });

  it('sends JSON bodies as application/json and resolves the parsed answer', async () => {
    handle = (request, response) => answer(response, 200, { received: JSON.parse(request.body) });
    const result = await client().post('events/Trace', { json: { entries: [1, 2] } });
    expect(seen[0]?.contentType).toBe('application/json');
    expect(result).toEqual({ received: { entries: [1, 2] } });
  });

  it('sends form bodies form-encoded', async () => {
    await client().post('census/RecordHit', { form: { event: 'view', data: '{"a":"b & c"}' } });
    expect(seen[0]?.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(new URLSearchParams(seen[0]?.body))).toEqual({
      event: 'view',
      data: '{"a":"b & c"}',
    });
  });

  it('resolves 204 and empty bodies as empty', async () => {
    handle = (_request, response) => answer(response, 204);
    await expect(client().post('auth/Logout')).resolves.toBeUndefined();
    handle = (_request, response) => answer(response, 200, '');
    await expect(client().get('empty')).resolves.toBeUndefined();
  });
});

describe('data layer errors', () => {
  it.each([
    [401, undefined, dataLayerMessages.unauthorized],
    [403, { code: 'forbidden', error: 'Not yours' }, dataLayerMessages.unauthorized],
    [500, undefined, dataLayerMessages.internal],
    [501, undefined, dataLayerMessages.internal],
    [503, { error: 'down for maintenance' }, dataLayerMessages.unavailable],
    [404, undefined, dataLayerMessages.network],
    [418, undefined, dataLayerMessages.network],
    [400, { billingErrorCode: 7 }, dataLayerMessages.network],
    // A failed answer that is not JSON (a proxy's page) keeps its status message.
    [502, '<html>Bad gateway</html>', dataLayerMessages.network],
    [503, '<html>Maintenance</html>', dataLayerMessages.unavailable],
    // Bodies that carry their own message on 400, 401, 500, 502 speak for themselves...
    [400, { error: 'Bad field' }, 'Bad field'],
    [401, { error: 'Please sign in to continue.' }, 'Please sign in to continue.'],
    [500, { message: 'Payment provider failed' }, 'Payment provider failed'],
    [502, { message: 'Upstream said no' }, 'Upstream said no'],
    // ...and so do other unmapped statuses that explain themselves.
    [404, { code: 'notFound', error: 'Unable to locate content' }, 'Unable to locate content'],
    [429, { error: 'Too many requests.' }, 'Too many requests.'],
  ])('maps status %i with body %j to "%s"', async (status, body, message) => {
    handle = (_request, response) => answer(response, status, body);
    const error = await rejectionOf(client().get('failing'));
    expect(error.status).toBe(status);
    expect(error.message).toBe(message);
  });

  it('passes the error body through to the caller', async () => {
    const body = {
      code: 'validation',
      error: 'One or more fields is invalid.',
      errors: { 'field-1': 'Email is not valid.' },
    };
    handle = (_request, response) => answer(response, 400, body);
    const error = await rejectionOf(client().post('form/SaveFormSubmission', { json: {} }));
    expect(error.body).toEqual(body);
    expect(error.code).toBe('validation');
    expect(error.message).toBe(body.error);
  });

  it('reports an unparseable success with the exact message, naming the call without its crumb', async () => {
    handle = (_request, response) => answer(response, 200, '{not json');
    let parseMessage = '';
    try {
      JSON.parse('{not json');
    } catch (error) {
      parseMessage = (error as Error).message;
    }
    const error = await rejectionOf(client().get('broken', { query: { a: 1 } }));
    expect(error.message).toBe(
      `Internal Error: Unable to parse server response from (${origin}/api/broken?a=1) as JSON: ${parseMessage}`,
    );
  });

  it('on crumbFail stores the new crumb and retries the same call once with it', async () => {
    let crumb = 'stale';
    const stored: string[] = [];
    handle = (request, response) =>
      request.url.searchParams.get('crumb') === 'fresh'
        ? answer(response, 200, { saved: JSON.parse(request.body) })
        : answer(response, 403, { code: 'crumbFail', error: 'expired', crumbFail: true, crumb: 'fresh' });
    const api = client({
      getCrumb: () => crumb,
      setCrumb: (value) => {
        stored.push(value);
        crumb = value;
      },
    });

    await expect(api.post('items', { json: { title: 'A' } })).resolves.toEqual({ saved: { title: 'A' } });
    expect(stored).toEqual(['fresh']);
    expect(seen.map((request) => [request.method, request.url.pathname, request.body])).toEqual([
      ['POST', '/api/items', '{"title":"A"}'],
      ['POST', '/api/items', '{"title":"A"}'],
    ]);
  });

  it('retries a crumbFail only once', async () => {
    handle = (_request, response) =>
      answer(response, 403, { code: 'crumbFail', error: 'expired', crumbFail: true, crumb: 'again' });
    const error = await rejectionOf(client().post('items'));
    expect(seen).toHaveLength(2);
    expect(error.status).toBe(403);
    expect(error.message).toBe(dataLayerMessages.unauthorized);
  });

  it('fires the loginRequired event and rejects', async () => {
    const body = { code: 'loginRequired', error: 'Please sign in to continue.', loginRequired: true };
    handle = (_request, response) => answer(response, 401, body);
    const events = new EventTarget();
    const fired: unknown[] = [];
    events.addEventListener(LOGIN_REQUIRED_EVENT, (event) => fired.push((event as CustomEvent).detail));

    const error = await rejectionOf(client({ events }).get('member/account'));
    expect(fired).toEqual([body]);
    expect(error.status).toBe(401);
    expect(error.body).toEqual(body);
    expect(seen).toHaveLength(1);
  });

  it('asks for the system error overlay on authorizationFail, and rejects without retrying', async () => {
    const body = { code: 'authorizationFail', error: 'Your session has ended.', authorizationFail: true };
    handle = (_request, response) => answer(response, 401, body);
    const events = new EventTarget();
    const fired: unknown[] = [];
    const loginEvents: unknown[] = [];
    events.addEventListener(SYSTEM_ERROR_EVENT, (event) => fired.push((event as CustomEvent).detail));
    events.addEventListener(LOGIN_REQUIRED_EVENT, (event) => loginEvents.push(event));

    const error = await rejectionOf(client({ events }).post('auth/Logout'));
    expect(fired).toEqual([{ reason: 'authorizationFail', url: '/api/auth/Logout' }]);
    expect(loginEvents).toEqual([]);
    expect(error.status).toBe(401);
    expect(error.body).toEqual(body);
    expect(seen).toHaveLength(1);
  });
});

describe('data layer network failures', () => {
  async function closedPortOrigin() {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    return `http://127.0.0.1:${port}`;
  }

  it('rejects with the network message when nothing answers', async () => {
    const api = createDataLayer({ baseUrl: await closedPortOrigin(), getCrumb: () => 'c' });
    const error = await rejectionOf(api.get('anything'));
    expect(error.status).toBe(0);
    expect(error.message).toBe('Unable to connect to the product. Please try again.');
  });

  /** The first connection is cut before any answer; later ones succeed. */
  function dropFirstConnection() {
    let calls = 0;
    handle = (_request, response) => {
      calls += 1;
      if (calls === 1) response.socket?.destroy();
      else answer(response, 200, { ok: true });
    };
  }

  it('retries once after 200 ms when the caller opts in', async () => {
    dropFirstConnection();
    const started = Date.now();
    await expect(client().get('flaky', { retryOnNetworkError: true })).resolves.toEqual({ ok: true });
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    expect(seen).toHaveLength(2);
  });

  it('does not retry unless asked', async () => {
    dropFirstConnection();
    const error = await rejectionOf(client().get('flaky'));
    expect(error.message).toBe(dataLayerMessages.network);
    expect(seen).toHaveLength(1);
  });

  it('lets a caller abort without it looking like a network failure', async () => {
    handle = () => {}; // never answers
    const controller = new AbortController();
    const pending = client().get('slow', { signal: controller.signal, retryOnNetworkError: true });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
