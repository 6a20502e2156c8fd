import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  consentRecordInputSchema,
  javascriptErrorsSchema,
  performanceRecordsSchema,
  traceEntriesSchema,
  traceFormSchema,
} from '../../../shared/api/census';
import { consentRecordedAnswer, performanceSettingsAnswer } from '../../../shared/api/census-answers';
import { AppError } from '../../../shared/errors';
import { newId } from '../../../shared/ids';
import { RECORDED, TELEMETRY, type CensusRequestRules } from './request-rules';
import type { CensusService } from './service';

/**
 * Visitor-side logging, performance and consent endpoints (spec visitor-runtime §7,
 * media-and-platform §3, §7): JavaScript errors, trace logs, performance records and the
 * consent audit record.
 */
/** The signed-in member of the request's site (members module), or null: recorded by the server, never taken from the client. */
export type MemberIdOf = (request: FastifyRequest) => Promise<string | null>;

export function registerTelemetryRoutes(
  app: FastifyInstance,
  census: CensusService,
  { siteOf, parseJsonText, consented, accepted, counting, telemetry }: CensusRequestRules,
  memberIdOf: MemberIdOf = async () => null,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

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
      return accepted(census.recordPerformance(site.id, records, await memberIdOf(request)));
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
