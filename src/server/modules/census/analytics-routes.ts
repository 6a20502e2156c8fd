import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { analyticsQuerySchema, analyticsViews, type AnalyticsView } from '../../../shared/api/census';
import { ContributorRole } from '../../../shared/enums/platform';
import { AppError } from '../../../shared/errors';
import { parseInput } from '../../plugins/validation';
import type { AccountService } from '../accounts/service';
import { toCsv, type Analytics } from './analytics';
import type { CensusService } from './service';

/** Roles that may read a site's analytics and consent records (the spec leaves it to us). */
const ANALYTICS_ROLES: ReadonlySet<number> = new Set([ContributorRole.admin, ContributorRole.websiteManager, ContributorRole.reporting]);

/** Like requireContentEditor: anonymous → 401, not on this site → 404, a role without analytics → 403. */
async function requireAnalyticsReader(request: FastifyRequest, accounts: AccountService): Promise<string> {
  const site = request.site;
  if (!site) throw new AppError('notFound');
  if (!request.account) throw new AppError('loginRequired');
  const role = await accounts.roleOn(site.id, request.account.id);
  if (role === null) throw new AppError('notFound');
  if (!ANALYTICS_ROLES.has(role)) throw new AppError('analyticsForbidden');
  return site.id;
}

/**
 * The owners' analytics API: `GET /api/census/analytics/{view}?from=YYYY-MM-DD&to=YYYY-MM-DD`
 * (`&format=csv` for a download), and the consent records export at `/api/consent/records`.
 */
export function registerAnalyticsRoutes(app: FastifyInstance, deps: { analytics: Analytics; census: CensusService; accounts: AccountService }): void {
  async function answer(request: FastifyRequest, reply: FastifyReply, view: AnalyticsView) {
    const websiteId = await requireAnalyticsReader(request, deps.accounts);
    const query = parseInput(analyticsQuerySchema, request.query);
    // What was accepted a moment ago shows up: buffered rows are written first.
    await deps.census.flush();
    const table = await deps.analytics.view(view, websiteId, query);
    reply.header('cache-control', 'private, no-store');
    if (query.format === 'csv') {
      const name = `${request.site?.identifier ?? 'site'}-${view}-${query.from}-to-${query.to}.csv`;
      return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${name}"`).send(toCsv(table));
    }
    return table;
  }

  app.get<{ Params: { view: string } }>('/api/census/analytics/:view', async (request, reply) => {
    const view = request.params.view;
    if (!(analyticsViews as readonly string[]).includes(view)) throw new AppError('notFound');
    return answer(request, reply, view as AnalyticsView);
  });

  app.get('/api/consent/records', (request, reply) => answer(request, reply, 'consent'));
}
