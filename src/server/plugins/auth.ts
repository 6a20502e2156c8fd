import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../shared/errors';
import { canEditContent, type AccountService } from '../modules/accounts';
import { COOKIE } from './request-context';

/** Reads the session cookie into `request.account`. Anonymous requests cost no query. */
export function registerSessionReading(
  app: FastifyInstance,
  { accounts }: { accounts: AccountService },
): void {
  app.decorateRequest('account', null);
  app.decorateRequest('sessionToken', null);
  app.addHook('preHandler', async (request) => {
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
 * contributor whose role may not edit → 403. Returns the site's id for scoping queries.
 */
export async function requireContentEditor(
  request: FastifyRequest,
  accounts: AccountService,
): Promise<{ websiteId: string; accountId: string }> {
  const site = request.site;
  if (!site) throw new AppError('notFound');
  if (!request.account) throw new AppError('loginRequired');
  const role = await accounts.roleOn(site.id, request.account.id);
  if (role === null) throw new AppError('notFound');
  if (!canEditContent(role)) throw new AppError('forbidden');
  return { websiteId: site.id, accountId: request.account.id };
}
