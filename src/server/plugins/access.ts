import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ContributorRole } from '../../shared/enums/platform';
import { AppError, type ErrorCode } from '../../shared/errors';
import { COOKIE } from './request-context';
import { canEditContent, type AccountService } from '../modules/accounts';

/**
 * Who may call a route, declared on the route itself (`config: { access: 'content-editor' }`)
 * and enforced by one `preValidation` hook, after the crumb and the session are read and
 * BEFORE Fastify validates params, query and body against the route's schema. So an anonymous
 * or forged call gets 401/403/404 whatever its body holds, never a 400 that would tell it what
 * the endpoint expects.
 *
 * - `public`: anyone (visitors' calls; the route checks what it needs itself).
 * - `platform-account`: a signed-in account, on the bare app domain only.
 * - site roles (`content-editor`, `store-manager`, `analytics-reader`): on a site's host, no
 *   account → 401 (loginRequired), an account that is not a contributor of this site → 404 (it
 *   must not learn what exists there), a contributor whose role may not → 403.
 */
export type AccessRule = 'public' | 'platform-account' | SiteAccessRule;
export type SiteAccessRule = 'content-editor' | 'store-manager' | 'analytics-reader' | 'site-admin';

/** What the hook found for a site-role route: the site to scope every query to, and who asks. */
export interface SiteAccess {
  websiteId: string;
  accountId: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessRule;
  }
  interface FastifyRequest {
    /** Set by the access hook on site-role routes (read it with `siteAccessOf`). */
    siteAccess: SiteAccess | null;
  }
}

/** Roles that run the store (spec names them; which holds what is ours): admin, store manager, website manager. */
const STORE_ROLES: ReadonlySet<number> = new Set([
  ContributorRole.admin,
  ContributorRole.storeManager,
  ContributorRole.websiteManager,
]);

/** Roles that may read a site's analytics and consent records (the spec leaves it to us). */
const ANALYTICS_ROLES: ReadonlySet<number> = new Set([
  ContributorRole.admin,
  ContributorRole.websiteManager,
  ContributorRole.reporting,
]);

/** Roles that may change where the site lives (its domains): admin and website manager. */
const SITE_ADMIN_ROLES: ReadonlySet<number> = new Set([
  ContributorRole.admin,
  ContributorRole.websiteManager,
]);

const SITE_RULES: Record<SiteAccessRule, { allows: (role: number) => boolean; refusal: ErrorCode }> = {
  'content-editor': { allows: canEditContent, refusal: 'forbidden' },
  'store-manager': { allows: (role) => STORE_ROLES.has(role), refusal: 'forbidden' },
  'analytics-reader': { allows: (role) => ANALYTICS_ROLES.has(role), refusal: 'analyticsForbidden' },
  'site-admin': { allows: (role) => SITE_ADMIN_ROLES.has(role), refusal: 'forbidden' },
};

/**
 * Registers the access hook. Call after the crumb check and session reading (hooks of one
 * kind run in registration order). A route that declares a schema must declare its access
 * too: otherwise its input would be judged before its caller.
 */
export function registerAccessRules(app: FastifyInstance, { accounts }: { accounts: AccountService }): void {
  app.decorateRequest('siteAccess', null);
  app.addHook('onRoute', (route) => {
    const schema = route.schema as Record<string, unknown> | undefined;
    const validates = schema && (schema.body || schema.params || schema.querystring);
    if (validates && route.config?.access === undefined)
      throw new Error(`${String(route.method)} ${route.url} validates input but declares no config.access`);
  });
  app.addHook('preValidation', async (request) => {
    const rule = request.routeOptions.config.access;
    if (rule === undefined || rule === 'public') return;
    if (rule === 'platform-account') {
      if (request.site) throw new AppError('notFound');
      if (!request.account) throw missingAccount(request);
      return;
    }
    request.siteAccess = await checkSiteRole(request, accounts, rule);
  });
}

/**
 * Why a call that needs an account has none: no session at all asks to sign in
 * (`loginRequired`); a session cookie the server no longer accepts (it expired, was signed out
 * elsewhere or ended by a password change) means the page was opened signed in and its session
 * ended mid-page: `authorizationFail`, which the visitor runtime answers with its system error
 * overlay (visitor-runtime §8) and the owners' app, like any 401, with its sign-in.
 */
export function missingAccount(request: FastifyRequest): AppError {
  return new AppError(request.cookies[COOKIE.session] ? 'authorizationFail' : 'loginRequired');
}

async function checkSiteRole(
  request: FastifyRequest,
  accounts: AccountService,
  rule: SiteAccessRule,
): Promise<SiteAccess> {
  const site = request.site;
  if (!site) throw new AppError('notFound');
  if (!request.account) throw missingAccount(request);
  const role = await accounts.roleOn(site.id, request.account.id);
  if (role === null) throw new AppError('notFound');
  if (!SITE_RULES[rule].allows(role)) throw new AppError(SITE_RULES[rule].refusal);
  return { websiteId: site.id, accountId: request.account.id };
}

/** The site and account the access hook admitted; only on routes with a site-role `access`. */
export function siteAccessOf(request: FastifyRequest): SiteAccess {
  if (!request.siteAccess) throw new Error(`${request.routeOptions.url} declares no site-role access`);
  return request.siteAccess;
}

/**
 * The same check inside a handler, for routes that do not declare `access` yet (routes that
 * validate their input themselves with `parseInput`, after this call). New routes declare it.
 */
export async function requireSiteRole(
  request: FastifyRequest,
  accounts: AccountService,
  rule: SiteAccessRule,
): Promise<SiteAccess> {
  return request.siteAccess ?? checkSiteRole(request, accounts, rule);
}
