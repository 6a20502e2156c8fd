// `npm run bench` (after run.ts): submissions per second and latency of SaveFormSubmission on the
// built server with the embedded database. Each request carries its own fresh submission key
// (signed here with the server's APP_SECRET, exactly as FormSubmissionKey would sign it), so every
// request stores a row, queues its notification mail and commits. Rate limits are raised for the
// run; captcha is off for the bench form (the proof of work is the visitor's cost, not the server's).
//
// Env: BENCH_DURATION (seconds, default 10), BENCH_CONNECTIONS (default 50), BENCH_ONLY (skip unless it lists "forms").
import { request } from 'node:http';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { createSigner, newSubmissionKey } from '../src/server/modules/forms/signing';
import { startAppServer, stopAll } from './processes';
import { integer, milliseconds, table } from './table';

const APP_SECRET = 'bench-app-secret-bench-app-secret-0123456789';
const CRUMB = 'bench-crumb-bench-crumb-0123456789';

interface Reply {
  status: number;
  body: string;
  cookies: string[];
}

function call(
  port: number,
  host: string,
  method: string,
  path: string,
  body?: unknown,
  cookie = '',
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers: Record<string, string> = {
      host,
      cookie: `crumb=${CRUMB}${cookie ? `; ${cookie}` : ''}`,
      'x-csrf-token': CRUMB,
    };
    if (payload !== undefined) headers['content-type'] = 'application/json';
    const outgoing = request(
      { host: '127.0.0.1', port, method, path, headers, timeout: 10_000 },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: text,
            cookies: [response.headers['set-cookie'] ?? []].flat(),
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

const values = JSON.stringify({
  name: ['Bench', 'Visitor'],
  email: 'bench@example.com',
  message: 'Hello from the bench',
});

async function main() {
  const only = (process.env.BENCH_ONLY ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (only.length > 0 && !only.includes('forms')) return;
  const duration = Number(process.env.BENCH_DURATION ?? 10);
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
  Object.assign(process.env, {
    APP_SECRET,
    FORM_RATE_LIMIT_PER_ADDRESS: '1000000000',
    FORM_RATE_LIMIT_PER_SITE: '1000000000',
  });
  setTimeout(() => void stopAll().finally(() => process.exit(1)), (duration + 120) * 1000).unref();

  const server = await startAppServer('server, forms', 'on');
  try {
    const { port, host } = server;
    const login = await call(port, host, 'POST', '/api/auth/Login', {
      email: 'owner@example.com',
      password: 'bench-owner-password',
    });
    if (login.status !== 200) throw new Error(`sign-in failed: ${login.status} ${login.body}`);
    const session = login.cookies.map((cookie) => cookie.split(';')[0]).join('; ');
    const created = await call(
      port,
      host,
      'POST',
      '/api/rest/forms',
      {
        name: 'Bench form',
        fields: [
          { id: 'name', type: 'name', title: 'Name', required: true },
          { id: 'email', type: 'email', title: 'Email', required: true },
          { id: 'message', type: 'textarea', title: 'Message', required: true, maxLength: 500 },
        ],
        settings: {
          captcha: { provider: 'none', siteKey: '' },
          storage: { notifyEmails: ['owner@example.com'], emailSubject: '' },
        },
      },
      session,
    );
    if (created.status !== 201) throw new Error(`form creation failed: ${created.status} ${created.body}`);
    const formId = (JSON.parse(created.body) as { id: string }).id;
    const page = await call(port, host, 'GET', '/contact');
    const websiteId = /"website":\{"id":"([0-9a-f]{24})"/.exec(page.body)?.[1];
    if (!websiteId) throw new Error('no website id in the page context');
    const signer = createSigner(APP_SECRET);

    console.log(
      `\nMeasuring: POST /api/form/SaveFormSubmission, ${connections} connections, 2 s warm-up then ${duration} s, a fresh key per request…`,
    );
    const run = (seconds: number) =>
      autocannon({
        url: `http://127.0.0.1:${port}`,
        connections,
        duration: seconds,
        timeout: 10,
        requests: [
          {
            method: 'POST',
            path: '/api/form/SaveFormSubmission',
            headers: {
              host,
              'content-type': 'application/json',
              cookie: `crumb=${CRUMB}`,
              'x-csrf-token': CRUMB,
            },
            setupRequest: (next) => ({
              ...next,
              body: JSON.stringify({
                key: newSubmissionKey(signer, websiteId, new Date()),
                formId,
                form: values,
                pagePath: '/contact',
              }),
            }),
          },
        ],
      });
    const warmUp = await run(2);
    const result = await run(duration);
    const stored = await call(
      port,
      host,
      'GET',
      `/api/rest/forms/${formId}/submissions?pageSize=1`,
      undefined,
      session,
    );
    const total = (JSON.parse(stored.body) as { total: number }).total;
    const perSecond = result.requests.total / result.duration;
    console.log(
      `\nSaveFormSubmission on the embedded database (PGlite, 1 process; ${connections} connections, ${duration} s; autocannon shares the 2 cores)\n`,
    );
    console.log(
      table(
        [
          'server',
          'submissions/s',
          'p50',
          'p99',
          'requests',
          'non-2xx',
          'timeouts',
          'rows stored',
          'goal (issue 25)',
        ],
        [
          [
            server.label,
            integer(perSecond),
            milliseconds(result.latency.p50),
            milliseconds(result.latency.p99),
            integer(result.requests.total),
            integer(result.non2xx),
            integer(result.errors + result.timeouts),
            integer(total),
            '≥ 1,000/s, p99 < 100 ms',
          ],
        ],
        [false, true, true, true, true, true, true, true, false],
      ),
    );
    // Requests still in flight when a run ends, and those autocannon gave up on after 10 s, are
    // still stored by the server; the count only misses their answers.
    const accepted = warmUp['2xx'] + result['2xx'];
    const unanswered = 2 * connections + warmUp.errors + warmUp.timeouts + result.errors + result.timeouts;
    console.log(
      total >= accepted && total <= accepted + unanswered
        ? `Rows stored: ${integer(total)} for ${integer(accepted)} 2xx answers counted (warm-up included); the rest are requests in flight at a run's end or timed out by the load generator: nothing accepted was lost.`
        : `WARNING: ${integer(total)} rows stored for ${integer(accepted)} 2xx answers counted.`,
    );
    console.log(
      `Load average now: ${loadavg()
        .map((value) => value.toFixed(2))
        .join(' / ')} (other work on the machine lowers these figures).`,
    );
    if (result.non2xx > 0) console.log('WARNING: some answers were not 2xx; figures are suspect.');
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
  return stopAll();
});
