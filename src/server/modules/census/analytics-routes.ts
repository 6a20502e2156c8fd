import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  analyticsQuerySchema,
  analyticsViews,
  type AnalyticsCalendar,
  type AnalyticsView,
} from '../../../shared/api/census';
import { AppError } from '../../../shared/errors';
import { requireSiteRole } from '../../plugins/access';
import { parseInput } from '../../plugins/validation';
import type { AccountService } from '../accounts';
import { todayIn, toCsv, type Analytics } from './analytics';
import type { CensusService } from './service';

/** Like requireContentEditor: anonymous → 401, not on this site → 404, a role without analytics → 403. */
async function requireAnalyticsReader(
  request: FastifyRequest,
  accounts: AccountService,
): Promise<{ id: string; timeZone: string }> {
  await requireSiteRole(request, accounts, 'analytics-reader');
  return { id: request.site!.id, timeZone: request.site!.timeZone };
}

/**
 * The owners' analytics API: `GET /api/census/analytics/{view}?from=YYYY-MM-DD&to=YYYY-MM-DD`
 * (days in the site's time zone; `&format=csv` for a download), the consent records export at
 * `/api/consent/records`, and `GET /api/census/analytics` (the site's time zone and today there,
 * so the dashboard's date presets are the site's days, not the owner's computer's).
 */
export function registerAnalyticsRoutes(
  app: FastifyInstance,
  deps: { analytics: Analytics; census: CensusService; accounts: AccountService; clock?: () => Date },
): void {
  const now = deps.clock ?? (() => new Date());
  async function answer(request: FastifyRequest, reply: FastifyReply, view: AnalyticsView) {
    const site = await requireAnalyticsReader(request, deps.accounts);
    const query = parseInput(analyticsQuerySchema, request.query);
    // What was accepted a moment ago shows up: buffered rows are written first.
    await deps.census.flush();
    const table = {
      ...(await deps.analytics.view(view, site.id, query, site.timeZone)),
      timeZone: site.timeZone,
    };
    reply.header('cache-control', 'private, no-store');
    if (query.format === 'csv') {
      const name = `${request.site?.identifier ?? 'site'}-${view}-${query.from}-to-${query.to}.csv`;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(toCsv(table));
    }
    return table;
  }

  app.get('/api/census/analytics', async (request, reply) => {
    const site = await requireAnalyticsReader(request, deps.accounts);
    reply.header('cache-control', 'private, no-store');
    const calendar: AnalyticsCalendar = { timeZone: site.timeZone, today: todayIn(site.timeZone, now()) };
    return calendar;
  });

  app.get<{ Params: { view: string } }>('/api/census/analytics/:view', async (request, reply) => {
    const view = request.params.view;
    if (!(analyticsViews as readonly string[]).includes(view)) throw new AppError('notFound');
    return answer(request, reply, view as AnalyticsView);
  });

  app.get('/api/consent/records', (request, reply) => answer(request, reply, 'consent'));
}
