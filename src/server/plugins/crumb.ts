import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ErrorBody } from '../../shared/errors';
import { errorCatalogue } from '../../shared/errors';
import { newToken } from '../modules/accounts/tokens';
import { COOKIE } from './request-context';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const CRUMB_HEADER = 'x-csrf-token';

export function setCrumbCookie(reply: FastifyReply, crumb: string, secure: boolean): void {
  // Readable by page scripts on purpose: the runtime copies it into each call (double-submit).
  reply.setCookie(COOKIE.crumb, crumb, { path: '/', sameSite: 'lax', httpOnly: false, secure });
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * The crumb: a per-visitor token in a cookie that every state-changing /api/ call must repeat
 * as the `crumb` query parameter or the X-CSRF-Token header. Another origin cannot read the
 * cookie, so it cannot forge the call. On mismatch the answer carries a fresh crumb
 * (`crumbFail`), and the runtime retries once with it.
 */
export function registerCrumbCheck(
  app: FastifyInstance,
  { secureCookies }: { secureCookies: boolean },
): void {
  app.decorateRequest('crumb', '');
  app.addHook('onRequest', async (request, reply) => {
    const existing = request.cookies[COOKIE.crumb];
    if (existing && existing.length >= 16 && existing.length <= 128) request.crumb = existing;
    else {
      request.crumb = newToken();
      setCrumbCookie(reply, request.crumb, secureCookies);
    }
  });
  app.addHook('preHandler', async (request, reply) => {
    if (!STATE_CHANGING.has(request.method) || !request.url.startsWith('/api/')) return;
    if (request.routeOptions.config.crumb === false) return;
    const query = request.query as Record<string, unknown> | undefined;
    const sent = typeof query?.crumb === 'string' ? query.crumb : request.headers[CRUMB_HEADER];
    if (typeof sent === 'string' && request.cookies[COOKIE.crumb] && sameToken(sent, request.crumb)) return;
    const fresh = newToken();
    setCrumbCookie(reply, fresh, secureCookies);
    const body: ErrorBody = {
      code: 'crumbFail',
      error: errorCatalogue.crumbFail.message,
      crumbFail: true,
      crumb: fresh,
    };
    return reply.code(errorCatalogue.crumbFail.status).send(body);
  });
}
