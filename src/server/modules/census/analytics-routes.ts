import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  analyticsQuerySchema,
  analyticsViews,
  type AnalyticsQuery,
  type AnalyticsView,
} from '../../../shared/api/census';
import {
  analyticsCalendarAnswer,
  analyticsTableAnswer,
  analyticsViewParams,
} from '../../../shared/api/census-answers';
import { AppError } from '../../../shared/errors';
import { siteAccessOf } from '../../plugins/access';
import type { AccountService } from '../accounts';
import { todayIn, toCsv, type Analytics } from './analytics';
import type { CensusService } from './service';

/** Anonymous → 401, not on this site → 404, a role without analytics → 403 (plugins/access.ts). */
const ANALYTICS_READER = { access: 'analytics-reader' } as const;
/** A view as JSON (the dashboard) or, with `format=csv`, a CSV download (sent as text, outside the schema). */
const TABLE_SCHEMA = { querystring: analyticsQuerySchema, response: { 200: analyticsTableAnswer } };

/**
 * The owners' analytics API: `GET /api/census/analytics/{view}?from=YYYY-MM-DD&to=YYYY-MM-DD`
 * (days in the site's time zone; `&format=csv` for a download), the consent records export at
 * `/api/consent/records`, and `GET /api/census/analytics` (the site's time zone and today there,
 * so the dashboard's date presets are the site's days, not the owner's computer's).
 */
export function registerAnalyticsRoutes(
  app: FastifyInstance,
  deps: {
    analytics: Analytics;
    census: CensusService;
    /** Unused here since the access rule checks roles; app.ts still hands it in. */
    accounts?: AccountService;
    clock?: () => Date;
  },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const now = deps.clock ?? (() => new Date());
  /** The site the access rule admitted, with its time zone (its days are the ranges' days). */
  const siteOf = (request: FastifyRequest) => {
    siteAccessOf(request);
    return request.site!;
  };

  async function answer(
    request: FastifyRequest,
    reply: FastifyReply,
    view: AnalyticsView,
    query: AnalyticsQuery,
  ) {
    const site = siteOf(request);
    // What was accepted a moment ago shows up: rows still gathering are written first.
    await deps.census.flush();
    const table = {
      ...(await deps.analytics.view(view, site.id, query, site.timeZone)),
      timeZone: site.timeZone,
    };
    reply.header('cache-control', 'private, no-store');
    if (query.format === 'csv') {
      const name = `${site.identifier}-${view}-${query.from}-to-${query.to}.csv`;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(toCsv(table));
    }
    return table;
  }

  api.get(
    '/api/census/analytics',
    { config: ANALYTICS_READER, schema: { response: { 200: analyticsCalendarAnswer } } },
    async (request, reply) => {
      const site = siteOf(request);
      reply.header('cache-control', 'private, no-store');
      return { timeZone: site.timeZone, today: todayIn(site.timeZone, now()) };
    },
  );

  api.get(
    '/api/census/analytics/:view',
    { config: ANALYTICS_READER, schema: { params: analyticsViewParams, ...TABLE_SCHEMA } },
    async (request, reply) => {
      const view = request.params.view;
      if (!(analyticsViews as readonly string[]).includes(view)) throw new AppError('notFound');
      return answer(request, reply, view as AnalyticsView, request.query);
    },
  );

  api.get('/api/consent/records', { config: ANALYTICS_READER, schema: TABLE_SCHEMA }, (request, reply) =>
    answer(request, reply, 'consent', request.query),
  );
}
