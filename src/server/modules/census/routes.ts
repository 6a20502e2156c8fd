import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  buttonEventSchema,
  formRenderSchema,
  hitDataSchema,
  overlayEventSchema,
  recordEventDataSchema,
  recordEventFormSchema,
  recordHitFormSchema,
  SITE_SEARCH_EVENT,
  trackQuerySchema,
} from '../../../shared/api/census';
import { VISITOR_RECORD_COOKIE } from '../../../shared/census/visitor-record';
import { AppError } from '../../../shared/errors';
import type { AccountService } from '../accounts';
import { censusRequestRules, RECORDED, refererPath } from './request-rules';
import type { CensusService } from './service';
import { registerAnalyticsEventRoutes, type AnalyticsEventSettings } from './events-routes';
import { registerTelemetryRoutes, type MemberIdOf } from './telemetry-routes';

/** A transparent 1x1 GIF: the answer of the marketing landing tracker. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const quickViewParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Invalid item id') });

interface Deps {
  census: CensusService;
  accounts: AccountService;
  events: AnalyticsEventSettings;
  /** Members are visitors for analytics: their hits carry their id. */
  memberIdOf?: MemberIdOf;
}

/**
 * Visitor-side census, events and performance endpoints (spec visitor-runtime §7,
 * media-and-platform §7). Bad payloads get 400 and are counted; accepted ones 202.
 */
export function registerCensusRoutes(
  app: FastifyInstance,
  { census, accounts, events, memberIdOf = async () => null }: Deps,
): void {
  const rules = censusRequestRules({ census, accounts });
  const { siteOf, parseJsonText, recordable, accepted, counting, telemetry } = rules;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/census/RecordHit',
    { ...telemetry('RecordHit'), schema: { body: recordHitFormSchema, response: RECORDED } },
    async (request, reply) => {
      const site = siteOf(request);
      const form = request.body;
      const hit = parseJsonText('RecordHit', hitDataSchema, form.data);
      if (hit.websiteId !== site.id) {
        census.countRejected('RecordHit');
        throw new AppError('validation', { websiteId: 'This hit belongs to another site' });
      }
      reply.code(202);
      if (!(await recordable(request, site, hit.pageType, hit.url))) return { recorded: false };
      return accepted(
        await census.recordHit(
          site.id,
          { ...hit, event: form.event },
          form.ss_cvr ?? request.cookies[VISITOR_RECORD_COOKIE],
          String(request.headers.host ?? ''),
          await memberIdOf(request),
        ),
      );
    },
  );

  for (const kind of ['button-click', 'button-render'] as const) {
    api.post(
      `/api/census/${kind}`,
      { ...telemetry(kind), schema: { body: buttonEventSchema, response: RECORDED } },
      async (request, reply) => {
        const site = siteOf(request);
        const button = request.body;
        reply.code(202);
        if (!(await recordable(request, site, button.pageType, button.pagePath))) return { recorded: false };
        return accepted(census.recordButton(site.id, kind, button));
      },
    );
  }

  api.post(
    '/api/census/form-render',
    { ...telemetry('form-render'), schema: { body: formRenderSchema, response: RECORDED } },
    async (request, reply) => {
      const site = siteOf(request);
      const { formId, pagePath, visitorCookie, pageType, ...rest } = request.body;
      reply.code(202);
      if (!(await recordable(request, site, pageType, pagePath))) return { recorded: false };
      return accepted(
        census.recordEvent(site.id, 'form-render', {
          subject: formId,
          visitorCookie,
          path: pagePath,
          data: { ...rest, pageType },
        }),
      );
    },
  );

  api.post(
    '/api/census/overlay',
    { ...telemetry('overlay'), schema: { body: overlayEventSchema, response: RECORDED } },
    async (request, reply) => {
      const site = siteOf(request);
      const { overlayId, action, pagePath, visitorCookie, pageType, ...rest } = request.body;
      reply.code(202);
      if (!(await recordable(request, site, pageType, pagePath))) return { recorded: false };
      return accepted(
        census.recordEvent(site.id, 'overlay', {
          subject: overlayId,
          label: action,
          visitorCookie,
          path: pagePath,
          data: { ...rest, pageType },
        }),
      );
    },
  );

  api.post(
    '/api/census/RecordQuickView/:id',
    { ...telemetry('RecordQuickView'), schema: { params: quickViewParams, response: RECORDED } },
    async (request, reply) => {
      const site = siteOf(request);
      const path = refererPath(request);
      reply.code(202);
      if (!(await recordable(request, site, 'page', path))) return { recorded: false };
      return accepted(
        census.recordEvent(site.id, 'quick-view', {
          subject: request.params.id,
          visitorCookie: request.cookies[VISITOR_RECORD_COOKIE],
          path,
        }),
      );
    },
  );

  // The crumb travels in the form body here (spec §7), so the route checks it itself.
  api.post(
    '/api/events/RecordEvent',
    { ...telemetry('RecordEvent'), schema: { body: recordEventFormSchema, response: RECORDED } },
    async (request, reply) => {
      const site = siteOf(request);
      const form = request.body;
      if (!request.cookies.crumb || form.crumb !== request.crumb) throw new AppError('crumbFail');
      const data = parseJsonText('RecordEvent', recordEventDataSchema, form.data);
      const path = refererPath(request);
      reply.code(202);
      const pageType = form.event === SITE_SEARCH_EVENT ? null : 'page';
      if (!(await recordable(request, site, pageType, path))) return { recorded: false };
      return accepted(
        census.recordEvent(site.id, 'event', {
          subject: form.event,
          label: data.eventName ?? form.event,
          visitorCookie: request.cookies[VISITOR_RECORD_COOKIE],
          path,
          data: data.payload,
        }),
      );
    },
  );

  // Answers the pixel (image/gif), so no response schema.
  api.get(
    '/api/track/Track',
    { config: { access: 'public' }, onError: counting('Track'), schema: { querystring: trackQuerySchema } },
    async (request, reply) => {
      const site = siteOf(request);
      const query = request.query;
      const landing = query.landing ?? refererPath(request);
      if (await recordable(request, site, 'page', landing)) {
        const data = Object.fromEntries(
          Object.entries(query).filter(([, value]) => value !== undefined && value !== ''),
        );
        if (
          !(await census.recordEvent(site.id, 'landing', {
            subject: query.campaign ?? '',
            label: query.source ?? '',
            visitorCookie: request.cookies[VISITOR_RECORD_COOKIE],
            path: landing,
            data,
          }))
        )
          throw new AppError('censusBusy').retryAfter(1000);
      }
      return reply.header('cache-control', 'no-store').type('image/gif').send(PIXEL);
    },
  );

  registerTelemetryRoutes(app, census, rules, memberIdOf);
  registerAnalyticsEventRoutes(app, census, rules, events);
}
