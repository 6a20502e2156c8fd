import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  analyticsEventSchema,
  sessionRecordingIdAnswer,
  sessionRecordingQuerySchema,
  type AnalyticsEvent,
} from '../../../shared/api/analytics-events';
import { newId } from '../../../shared/ids';
import { VISITOR_RECORD_COOKIE } from '../../../shared/census/visitor-record';
import {
  inSessionRecordingVariant,
  MOCK_SESSION_RECORDING_ID,
} from '../../../shared/census/session-recording';
import { pathOnly, RECORDED, type CensusRequestRules } from './request-rules';
import type { CensusService } from './service';

export interface AnalyticsEventSettings {
  /** Null: the census stores the events; else they are forwarded there. */
  forwardTo: string | null;
  sessionRecording: { enabled: boolean; samplePercent: number };
  /** For forwarding; tests pass a stand-in. */
  fetch?: typeof fetch;
}

const FORWARD_TIMEOUT_MS = 2500;

/**
 * The spec's outside analytics calls, done first-party (media-and-platform §7): `POST
 * /api/v1/events` takes analytics events by beacon (consent and census rules as for every census
 * call) into the census, or forwards them to ANALYTICS_EVENTS_URL; `GET /api/commerce/fullstory/getId`
 * answers the session recording id, the mock one unless the toggle and the sampled variant say so.
 */
export function registerAnalyticsEventRoutes(
  app: FastifyInstance,
  census: CensusService,
  rules: CensusRequestRules,
  settings: AnalyticsEventSettings,
): void {
  const { siteOf, parseJsonText, recordable, accepted, telemetry } = rules;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const send = settings.fetch ?? fetch;

  const forward = (websiteId: string, event: AnalyticsEvent) => {
    if (!settings.forwardTo) return;
    send(settings.forwardTo, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ websiteId, ...event }),
      signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
    }).catch(() => {
      // The events service is someone else's: a failure there never troubles the visitor.
    });
  };

  // JSON, or JSON as text (beacons): parsed by the handler, so the schema documents the answer only.
  api.post(
    '/api/v1/events',
    { ...telemetry('v1-events'), schema: { response: RECORDED } },
    async (request, reply) => {
      const site = siteOf(request);
      const event = parseJsonText('v1-events', analyticsEventSchema, request.body);
      const path = typeof event.commonData.path === 'string' ? pathOnly(event.commonData.path) : '/';
      const pageType = typeof event.commonData.page_type === 'string' ? event.commonData.page_type : 'page';
      reply.code(202);
      if (!(await recordable(request, site, pageType, path))) return { recorded: false };
      if (settings.forwardTo) {
        forward(site.id, event);
        return { recorded: true };
      }
      return accepted(
        census.recordEvent(site.id, 'event', {
          subject: event.customSchemaName,
          label: event.customSchemaName,
          visitorCookie: request.cookies[VISITOR_RECORD_COOKIE],
          path,
          data: {
            analyticsId: event.analyticsId,
            commonData: event.commonData,
            customData: event.customData,
          },
        }),
      );
    },
  );

  api.get(
    '/api/commerce/fullstory/getId',
    {
      config: { access: 'public' },
      schema: { querystring: sessionRecordingQuerySchema, response: { 200: sessionRecordingIdAnswer } },
    },
    async (request, reply) => {
      siteOf(request);
      reply.header('cache-control', 'private, no-store');
      // Off (the default) or outside the sampled variant: the mock id, and the page injects nothing.
      const sampled = inSessionRecordingVariant(settings.sessionRecording, request.query.analyticsId);
      return { id: sampled ? `session-${newId()}` : MOCK_SESSION_RECORDING_ID };
    },
  );
}
