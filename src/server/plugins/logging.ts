import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * What the server logs, and what it never does: visitors' submitted values (query strings,
 * form fields), secrets in URLs (order, pay-session and hand-off tokens), cookies, the
 * Authorization header, passwords and e-mail addresses. Requests are logged as method, the
 * route's pattern when it has parameters, and query parameter names only; errors keep their
 * message and stack with SQL parameter values and e-mail addresses taken out.
 */
export const REDACTED = '[redacted]';

/** Keys whose values never reach the log, wherever an object with them is logged. */
const SECRET_KEYS = [
  'password',
  'newPassword',
  'email',
  'token',
  'cookie',
  'cookies',
  'authorization',
  'crumb',
  'body',
  'query',
  'params',
  'headers',
  // Card-ish fields: card data never passes through this server (hosted checkout), but a
  // provider's error object or a careless log call must not print it either.
  'card',
  'cardNumber',
  'cvc',
  'cvv',
  'securityCode',
  'expiry',
  'iban',
  '["set-cookie"]',
];

/** `*.key`, or `*["set-cookie"]` for a bracketed key. */
const anyDepthOne = (key: string) => (key.startsWith('[') ? `*${key}` : `*.${key}`);

export function loggerOptions(level: string, stream?: { write(line: string): void }) {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [...SECRET_KEYS, ...SECRET_KEYS.map(anyDepthOne), 'req.headers', 'res.headers'],
      censor: REDACTED,
    },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactedUrl(request.url, request.routeOptions?.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
      err: (error: unknown) => serializeError(error, 0) as SerializedError,
    },
  };
}

/**
 * The access log (ACCESS_LOG): one `request completed` line per logged request, written when
 * the answer is sent (Fastify's own two lines per request are off, `disableRequestLogging`).
 * `share` 0 logs none, 1 every request, between them that share at random. Errors do not
 * depend on it: the error handler logs every 5xx with its request.
 */
export function registerAccessLog(app: FastifyInstance, share: number): void {
  if (share <= 0) return;
  app.addHook('onResponse', (request, reply, done) => {
    if (share >= 1 || Math.random() < share)
      request.log.info(
        { req: request, res: reply, responseTime: Math.round(reply.elapsedTime * 10) / 10 },
        'request completed',
      );
    done();
  });
}

/**
 * The URL as it may be logged: a route with parameters shows its pattern
 * (`/commerce/orders/:token`), and the query string keeps its names, not its values.
 */
export function redactedUrl(url: string, routeUrl: string | undefined): string {
  const mark = url.indexOf('?');
  const path = mark === -1 ? url : url.slice(0, mark);
  const shownPath = routeUrl !== undefined && routeUrl.includes(':') ? routeUrl : path.slice(0, 512);
  if (mark === -1) return shownPath;
  const names = url
    .slice(mark + 1)
    .split('&')
    .filter((pair) => pair !== '')
    .slice(0, 20)
    .map((pair) => `${pair.split('=', 1)[0]!.slice(0, 64)}=${REDACTED}`);
  return `${shownPath}?${names.join('&')}`;
}

// No slashes: `node_modules/@scope/pkg.js` in a stack is not an address.
const EMAIL = /[^\s@"'<>(),;:[\]\\/]+@[^\s@"'<>(),;:[\]\\/]+\.[a-z]{2,}/gi;

/** Free text from an error: drizzle's `params: …` line and e-mail addresses taken out. */
export function scrubText(text: string): string {
  return text.replace(/\bparams: [^\n]*/g, `params: ${REDACTED}`).replace(EMAIL, '[email]');
}

/** Fields of database and library errors that are safe and useful; values never are. */
const ERROR_FIELDS = ['code', 'statusCode', 'severity', 'routine', 'table', 'column', 'constraint'];

type SerializedError = { [key: string]: unknown; type: string; message: string; stack: string };

function serializeError(error: unknown, depth: number): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: scrubText(String(error)), stack: '' };
  // A data exception (SQLSTATE class 22) quotes the value it refused: `… integer: "abc"`.
  const code = (error as { code?: unknown }).code;
  const message =
    typeof code === 'string' && code.startsWith('22')
      ? error.message.replace(/"[^"]*"/g, `"${REDACTED}"`)
      : error.message;
  const out: SerializedError = {
    type: error.constructor.name,
    message: scrubText(message),
    stack: scrubText((error.stack ?? '').replace(error.message, message)),
  };
  for (const field of ERROR_FIELDS) {
    const value = (error as unknown as Record<string, unknown>)[field];
    if (typeof value === 'string' || typeof value === 'number') out[field] = value;
  }
  // PostgreSQL's detail quotes the offending values: `Key (email)=(a@b.c) already exists.`
  const detail = (error as { detail?: unknown }).detail;
  if (typeof detail === 'string') out.detail = detail.replace(/=\([^)]*\)/g, `=(${REDACTED})`);
  if (error.cause !== undefined && depth < 3) out.cause = serializeError(error.cause, depth + 1);
  return out;
}
