import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
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
import { shouldRecordHit } from '../../../shared/census/recording-rules';
import { normalizeCookieBannerSettings } from '../../../shared/consent/banner-settings';
import { CONSENT_COOKIE, parseConsent, trackingAllowed } from '../../../shared/consent/consent-state';
import { VISITOR_RECORD_COOKIE } from '../../../shared/census/visitor-record';
import { AppError } from '../../../shared/errors';
import { stripInvalidTextDeep } from '../../../shared/text/invalid-text';
import { newId } from '../../../shared/ids';
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
const NO_CRUMB = { config: { csrf: 'same-origin', invalidText: 'strip' } } as const;

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

  app.post('/api/census/RecordHit', NO_CRUMB, async (request, reply) => {
    const site = siteOf(request);
    const form = parse('RecordHit', recordHitFormSchema, request.body);
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
  });

  for (const kind of ['button-click', 'button-render'] as const) {
    app.post(`/api/census/${kind}`, NO_CRUMB, async (request, reply) => {
      const site = siteOf(request);
      const button = parse(kind, buttonEventSchema, request.body);
      reply.code(202);
      if (!(await recordable(request, site, button.pageType, button.pagePath))) return { recorded: false };
      return accepted(census.recordButton(site.id, kind, button));
    });
  }

  app.post('/api/census/form-render', NO_CRUMB, async (request, reply) => {
    const site = siteOf(request);
    const { formId, pagePath, visitorCookie, pageType, ...rest } = parse(
      'form-render',
      formRenderSchema,
      request.body,
    );
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
  });

  app.post('/api/census/overlay', NO_CRUMB, async (request, reply) => {
    const site = siteOf(request);
    const { overlayId, action, pagePath, visitorCookie, pageType, ...rest } = parse(
      'overlay',
      overlayEventSchema,
      request.body,
    );
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
  });

  app.post<{ Params: { id: string } }>(
    '/api/census/RecordQuickView/:id',
    NO_CRUMB,
    async (request, reply) => {
      const site = siteOf(request);
      const id = request.params.id;
      if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) {
        census.countRejected('RecordQuickView');
        throw new AppError('validation', { id: 'Invalid item id' });
      }
      const path = refererPath(request);
      reply.code(202);
      if (!(await recordable(request, site, 'page', path))) return { recorded: false };
      return accepted(
        census.recordEvent(site.id, 'quick-view', {
          subject: id,
          visitorCookie: request.cookies[VISITOR_RECORD_COOKIE],
          path,
        }),
      );
    },
  );

  // The crumb travels in the form body here (spec §7), so the route checks it itself.
  app.post('/api/events/RecordEvent', NO_CRUMB, async (request, reply) => {
    const site = siteOf(request);
    const form = parse('RecordEvent', recordEventFormSchema, request.body);
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
  });

  app.get('/api/track/Track', async (request, reply) => {
    const site = siteOf(request);
    const query = parse('Track', trackQuerySchema, request.query);
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
  });

  // The crumb header is required here (spec §7), so the global crumb check stays on.
  app.post('/api/events/RecordJavascriptErrors', async (request, reply) => {
    const site = siteOf(request);
    const reports = parseJsonText('RecordJavascriptErrors', javascriptErrorsSchema, request.body);
    reply.code(202);
    return accepted(census.recordErrors(site.id, reports));
  });

  app.post('/api/events/Trace', NO_CRUMB, async (request, reply) => {
    const site = siteOf(request);
    const form = parse('Trace', traceFormSchema, request.body);
    const entries = parseJsonText('Trace', traceEntriesSchema, form.data);
    reply.code(202);
    if (!consented(request, site)) return { recorded: false };
    return accepted(census.recordTrace(site.id, entries));
  });

  app.get('/api/1/performance/settings', async (request, reply) => {
    siteOf(request);
    return reply.header('cache-control', 'no-store').send({ pageLoadId: newId() });
  });

  // Sent by sendBeacon (text/plain) or XHR as plain text; JSON is accepted too.
  app.post('/api/1/performance/records', NO_CRUMB, async (request, reply) => {
    const site = siteOf(request);
    const records = parseJsonText('performance-records', performanceRecordsSchema, request.body);
    if (
      records.some((record) => record.context.websiteId !== undefined && record.context.websiteId !== site.id)
    ) {
      census.countRejected('performance-records');
      throw new AppError('validation', { websiteId: 'These records belong to another site' });
    }
    reply.code(202);
    if (!consented(request, site)) return { recorded: false };
    return accepted(census.recordPerformance(site.id, records));
  });

  app.post('/api/consent/record', async (request, reply) => {
    const site = siteOf(request);
    const input = parse('consent', consentRecordInputSchema, request.body);
    const { bannerVersion } = await census.recordConsent(site.id, {
      ...input,
      userAgent: String(request.headers['user-agent'] ?? ''),
      bannerSettings: site.settings.cookieBanner ?? {},
    });
    return reply.code(201).send({ recorded: true, bannerVersion });
  });
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
