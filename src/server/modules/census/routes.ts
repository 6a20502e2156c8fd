import type { FastifyInstance, FastifyRequest, onErrorAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z, type ZodType } from 'zod';
import {
  buttonEventSchema,
  consentRecordInputSchema,
  formRenderSchema,
  hitDataSchema,
  javascriptErrorsSchema,
  overlayEventSchema,
  performanceRecordsSchema,
  recordEventDataSchema,
  recordEventFormSchema,
  recordHitFormSchema,
  traceEntriesSchema,
  traceFormSchema,
  trackQuerySchema,
} from '../../../shared/api/census';
import {
  consentRecordedAnswer,
  performanceSettingsAnswer,
  recordedAnswer,
} from '../../../shared/api/census-answers';
import { shouldRecordHit } from '../../../shared/census/recording-rules';
import { normalizeCookieBannerSettings } from '../../../shared/consent/banner-settings';
import { CONSENT_COOKIE, parseConsent, trackingAllowed } from '../../../shared/consent/consent-state';
import { VISITOR_RECORD_COOKIE } from '../../../shared/census/visitor-record';
import { AppError } from '../../../shared/errors';
import { stripInvalidTextDeep } from '../../../shared/text/invalid-text';
import { newId } from '../../../shared/ids';
import { InvalidInput } from '../../plugins/validation';
import type { WebsiteRow } from '../websites/tables';
import type { AccountService } from '../accounts';
import type { CensusEndpoint, CensusService } from './service';

/** A transparent 1x1 GIF: the answer of the marketing landing tracker. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/**
 * Anonymous telemetry: beacons cannot send headers, and a forged page view harms no one, so no
 * crumb; a foreign Origin is still refused. Invalid text is stripped, not refused (one bad
 * character must not cost a page view).
 */
const TELEMETRY = { access: 'public', csrf: 'same-origin', invalidText: 'strip' } as const;
/** Beacons answer 202 `{ recorded }`; a tiny fixed shape, so the serialiser costs next to nothing. */
const RECORDED = { 202: recordedAnswer };
const quickViewParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Invalid item id') });

interface Deps {
  census: CensusService;
  accounts: AccountService;
}

/**
 * Visitor-side census, events and performance endpoints (spec visitor-runtime §7,
 * media-and-platform §7). Bad payloads get 400 and are counted; accepted ones 202.
 */
export function registerCensusRoutes(app: FastifyInstance, { census, accounts }: Deps): void {
  const siteOf = (request: FastifyRequest): WebsiteRow => {
    if (!request.site) throw new AppError('notFound');
    return request.site;
  };

  function parse<T>(endpoint: CensusEndpoint, schema: ZodType<T>, input: unknown): T {
    const result = schema.safeParse(input);
    if (result.success) return result.data;
    census.countRejected(endpoint);
    throw new AppError('validation');
  }

  function parseJsonText<T>(endpoint: CensusEndpoint, schema: ZodType<T>, text: unknown): T {
    let value: unknown;
    try {
      // JSON inside a form field or a text body: the text rule applies after parsing too.
      value = typeof text === 'string' ? stripInvalidTextDeep(JSON.parse(text)) : text;
    } catch {
      census.countRejected(endpoint);
      throw new AppError('malformedJson');
    }
    return parse(endpoint, schema, value);
  }

  /** The consent rules, again on the server: a restrictive site stores nothing without an accept, no site after a decline. */
  const consented = (request: FastifyRequest, site: WebsiteRow) =>
    trackingAllowed(
      normalizeCookieBannerSettings(site.settings.cookieBanner),
      parseConsent(request.cookies[CONSENT_COOKIE]).choice,
    );

  /** The recording rules, applied again on the server: it cannot trust the page. */
  async function recordable(
    request: FastifyRequest,
    site: WebsiteRow,
    pageType: string,
    path: string,
  ): Promise<boolean> {
    if (!consented(request, site)) return false;
    let roles: number[] | null = null;
    if (request.account) {
      const role = await accounts.roleOn(site.id, request.account.id);
      roles = role === null ? [] : [role];
    }
    return shouldRecordHit({
      censusDisabled: site.settings.censusDisabled === true,
      accountRoles: roles,
      pageType,
      path: pathOnly(path),
    });
  }

  const accepted = (stored: boolean) => {
    if (!stored) throw new AppError('censusBusy');
    return { recorded: true };
  };

  const api = app.withTypeProvider<ZodTypeProvider>();
  /** A refusal by the route's schema is counted like one by the handler (census stats). */
  const counting =
    (endpoint: CensusEndpoint): onErrorAsyncHookHandler =>
    async (_request, _reply, error) => {
      if (error instanceof InvalidInput) census.countRejected(endpoint);
    };
  const telemetry = (endpoint: CensusEndpoint) => ({ config: TELEMETRY, onError: counting(endpoint) });

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
        census.recordHit(
          site.id,
          { ...hit, event: form.event },
          form.ss_cvr ?? request.cookies[VISITOR_RECORD_COOKIE],
          String(request.headers.host ?? ''),
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
      if (!(await recordable(request, site, 'page', path))) return { recorded: false };
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
          !census.recordEvent(site.id, 'landing', {
            subject: query.campaign ?? '',
            label: query.source ?? '',
            visitorCookie: request.cookies[VISITOR_RECORD_COOKIE],
            path: landing,
            data,
          })
        )
          throw new AppError('censusBusy');
      }
      return reply.header('cache-control', 'no-store').type('image/gif').send(PIXEL);
    },
  );

  // The crumb header is required here (spec §7), so the global crumb check stays on. The body is
  // JSON, or JSON as text (beacons): parsed by the handler, so the schema documents the answer only.
  api.post(
    '/api/events/RecordJavascriptErrors',
    { config: { access: 'public' }, schema: { response: RECORDED } },
    async (request, reply) => {
      const site = siteOf(request);
      const reports = parseJsonText('RecordJavascriptErrors', javascriptErrorsSchema, request.body);
      reply.code(202);
      return accepted(census.recordErrors(site.id, reports));
    },
  );

  api.post(
    '/api/events/Trace',
    { ...telemetry('Trace'), schema: { body: traceFormSchema, response: RECORDED } },
    async (request, reply) => {
      const site = siteOf(request);
      const entries = parseJsonText('Trace', traceEntriesSchema, request.body.data);
      reply.code(202);
      if (!consented(request, site)) return { recorded: false };
      return accepted(census.recordTrace(site.id, entries));
    },
  );

  api.get(
    '/api/1/performance/settings',
    { config: { access: 'public' }, schema: { response: { 200: performanceSettingsAnswer } } },
    async (request, reply) => {
      siteOf(request);
      reply.header('cache-control', 'no-store');
      return { pageLoadId: newId() };
    },
  );

  // Sent by sendBeacon (text/plain) or XHR as plain text; JSON is accepted too (parsed by the handler).
  api.post(
    '/api/1/performance/records',
    { config: TELEMETRY, schema: { response: RECORDED } },
    async (request, reply) => {
      const site = siteOf(request);
      const records = parseJsonText('performance-records', performanceRecordsSchema, request.body);
      if (
        records.some(
          (record) => record.context.websiteId !== undefined && record.context.websiteId !== site.id,
        )
      ) {
        census.countRejected('performance-records');
        throw new AppError('validation', { websiteId: 'These records belong to another site' });
      }
      reply.code(202);
      if (!consented(request, site)) return { recorded: false };
      return accepted(census.recordPerformance(site.id, records));
    },
  );

  api.post(
    '/api/consent/record',
    {
      config: { access: 'public' },
      onError: counting('consent'),
      schema: { body: consentRecordInputSchema, response: { 201: consentRecordedAnswer } },
    },
    async (request, reply) => {
      const site = siteOf(request);
      const { bannerVersion } = await census.recordConsent(site.id, {
        ...request.body,
        userAgent: String(request.headers['user-agent'] ?? ''),
        bannerSettings: site.settings.cookieBanner ?? {},
      });
      reply.code(201);
      return { recorded: true as const, bannerVersion };
    },
  );
}

function pathOnly(url: string): string {
  try {
    return new URL(url, 'http://x').pathname;
  } catch {
    return '/';
  }
}

/** The page a beacon came from, for calls whose payload names none. */
function refererPath(request: FastifyRequest): string {
  const referer = request.headers.referer;
  return typeof referer === 'string' ? pathOnly(referer) : '/';
}
