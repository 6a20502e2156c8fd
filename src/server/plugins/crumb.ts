import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody } from '../../shared/errors';
import { AppError, errorCatalogue } from '../../shared/errors';
import { newToken } from '../modules/accounts';
import { isApiRoute } from './api-route';
import { COOKIE, type CsrfRule } from './request-context';
import { MUTATING_METHODS } from './route-catalogue';

const CRUMB_HEADER = 'x-csrf-token';

// Readable by page scripts on purpose: the runtime copies it into each call (double-submit).
const crumbCookieOptions = (secure: boolean) =>
  ({ path: '/', sameSite: 'lax', httpOnly: false, secure }) as const;

export function setCrumbCookie(reply: FastifyReply, crumb: string, secure: boolean): void {
  // A fresh crumb replaces the one the request would have been given.
  reply.request.crumbToIssue = false;
  reply.setCookie(COOKIE.crumb, crumb, crumbCookieOptions(secure));
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * The CSRF rule of a route, from its own config: every state-changing route needs the crumb
 * unless it says otherwise. Decided per matched route, so `/%61pi/...` is `/api/...`.
 */
export function csrfRuleOf(method: string, config: { csrf?: CsrfRule } | undefined): CsrfRule {
  if (!MUTATING_METHODS.has(method)) return 'none';
  return config?.csrf ?? 'crumb';
}

/**
 * Where the browser says a request comes from. `Sec-Fetch-Site` first (page scripts cannot
 * set it; `same-site` is refused too, because other tenants are sibling subdomains), then
 * `Origin` (`null` from no-referrer pages and sandboxed frames), then `Referer`. `unknown`:
 * no browser signal at all (curl, server-to-server), where the crumb alone must do.
 */
export function requestSource(request: FastifyRequest): 'same' | 'foreign' | 'opaque' | 'unknown' {
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string')
    return fetchSite === 'same-origin' || fetchSite === 'none' ? 'same' : 'foreign';
  const origin = request.headers.origin;
  if (origin === 'null') return 'opaque';
  const source = origin ?? request.headers.referer;
  if (source === undefined || source === '') return 'unknown';
  return hostOfUrl(source) === hostOfUrl(`http://${request.headers.host ?? ''}`) ? 'same' : 'foreign';
}

function hostOfUrl(value: string): string | null {
  try {
    return new URL(value).host.toLowerCase();
  } catch {
    return null;
  }
}

/** Anonymous no-JavaScript posts: a foreign origin is refused; a missing or opaque one is fine. */
export function refuseForeignOrigin(request: FastifyRequest): void {
  if (requestSource(request) === 'foreign') throw new AppError('crossSiteRequest');
}

function sentCrumb(request: FastifyRequest): unknown {
  const header = request.headers[CRUMB_HEADER];
  if (typeof header === 'string') return header;
  const query = request.query as Record<string, unknown> | undefined;
  if (typeof query?.crumb === 'string') return query.crumb;
  // Plain HTML forms (owners' sign-out) carry it as a hidden field.
  const body = request.body as Record<string, unknown> | null | undefined;
  return typeof body === 'object' && body !== null && !Buffer.isBuffer(body) ? body.crumb : undefined;
}

/**
 * Cross-site request forgery, decided from the matched route (`config.csrf`, see
 * request-context.ts):
 * - `crumb` (the default for every state-changing route; cookie-authenticated calls): the
 *   request repeats the visitor's crumb cookie as the X-CSRF-Token header, the `crumb` query
 *   parameter or a `crumb` form field, AND does not come from another origin (nor an opaque
 *   `null` one). Another origin cannot read the cookie; the origin check also stops a sibling
 *   tenant that planted a crumb cookie of its choosing. On a missing or wrong crumb the answer
 *   carries a fresh one (`crumbFail`), and the runtime retries once with it.
 * - `same-origin` (anonymous posts that must work without JavaScript on a first visit, and
 *   census beacons): a foreign origin is refused; no Origin or `null` is accepted.
 * - `none`: server-to-server calls verified otherwise (webhook signatures).
 */
export function registerCrumbCheck(
  app: FastifyInstance,
  { secureCookies }: { secureCookies: boolean },
): void {
  app.decorateRequest('crumb', '');
  app.decorateRequest('crumbToIssue', false);
  app.addHook('onRequest', async (request) => {
    const existing = request.cookies[COOKIE.crumb];
    if (existing && existing.length >= 16 && existing.length <= 128) request.crumb = existing;
    else {
      request.crumb = newToken();
      request.crumbToIssue = true;
    }
  });
  // A new visitor's crumb goes out with a personal page, never with a page any visitor may share
  // (`Cache-Control: public`: the render cache and a proxy keep it). An API answer carries one
  // only when it refuses a call for want of it (crumbFail, 403): answers racing that refusal with
  // crumbs of their own (a page view, a settings read sent at the same moment) would replace the
  // cookie between the refusal and the runtime's one retry, and the retry would fail too.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.crumbToIssue) return payload;
    request.crumbToIssue = false;
    if (String(reply.getHeader('cache-control') ?? '').startsWith('public')) return payload;
    if (isApiRoute(request) && reply.statusCode !== errorCatalogue.crumbFail.status) return payload;
    reply.header(
      'set-cookie',
      app.serializeCookie(COOKIE.crumb, request.crumb, crumbCookieOptions(secureCookies)),
    );
    return payload;
  });
  // Before validation: a forged call is refused whatever its body holds (never a 400 first).
  app.addHook('preValidation', async (request, reply) => {
    const rule = csrfRuleOf(request.method, request.routeOptions.config);
    if (rule === 'none') return;
    const source = requestSource(request);
    if (source === 'foreign' || (rule === 'crumb' && source === 'opaque'))
      throw new AppError('crossSiteRequest');
    if (rule !== 'crumb') return;
    const sent = sentCrumb(request);
    if (typeof sent === 'string' && request.cookies[COOKIE.crumb] && sameToken(sent, request.crumb)) return;
    const fresh = newToken();
    setCrumbCookie(reply, fresh, secureCookies);
    if (!isApiRoute(request)) throw new AppError('crumbFail');
    const body: ErrorBody = {
      code: 'crumbFail',
      error: errorCatalogue.crumbFail.message,
      crumbFail: true,
      crumb: fresh,
    };
    return reply.code(errorCatalogue.crumbFail.status).send(body);
  });
}
