import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AccountService } from '../modules/accounts';
import { requireSiteRole, type SiteAccess } from './access';
import { COOKIE } from './request-context';

/**
 * Reads the session cookie into `request.account`. Anonymous requests cost no query. A
 * `preValidation` hook: the access rules (plugins/access.ts) need the account before the
 * route's schema judges the input.
 */
export function registerSessionReading(
  app: FastifyInstance,
  { accounts }: { accounts: AccountService },
): void {
  app.decorateRequest('account', null);
  app.decorateRequest('sessionToken', null);
  app.addHook('preValidation', async (request) => {
    const token = request.cookies[COOKIE.session];
    if (!token) return;
    // A session answers only on the host it was issued for (its site, or the platform entry).
    request.account = await accounts.accountForSession(token, request.site?.id ?? null);
    request.sessionToken = request.account ? token : null;
  });
}

/**
 * Guards owner endpoints of the request's site: no account → 401 (loginRequired), an account
 * that is not a contributor of this site → 404 (it must not learn what exists there), a
 * contributor whose role may not edit → 403. Returns the site's id for scoping queries. Routes
 * that validate with a schema declare `config: { access: 'content-editor' }` instead
 * (plugins/access.ts) and read `siteAccessOf(request)`.
 */
export async function requireContentEditor(
  request: FastifyRequest,
  accounts: AccountService,
): Promise<SiteAccess> {
  return requireSiteRole(request, accounts, 'content-editor');
}
