import { z } from 'zod';

/**
 * `POST /api/v1/events` (media-and-platform §7): an analytics event with the common fields of §3
 * ("Analytics event common fields") in `commonData`, the event's own in `customData`, named by
 * `customSchemaName`. Sent by beacon (a JSON text body) or as JSON.
 */
const MAX_EVENT_JSON = 16_384;
const jsonObject = z
  .record(z.string().max(100), z.unknown())
  .refine((value) => JSON.stringify(value).length <= MAX_EVENT_JSON, 'At most 16 KB of data');

export const analyticsEventSchema = z.object({
  analyticsId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'Invalid analytics id'),
  commonData: jsonObject,
  customData: jsonObject.default({}),
  customSchemaName: z.string().regex(/^[A-Za-z0-9_.:-]{1,100}$/, 'Invalid schema name'),
});
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

/** `GET /api/commerce/fullstory/getId`: the session recording id; the mock id means nothing is injected. */
export const sessionRecordingIdAnswer = z.object({ id: z.string() });
export const sessionRecordingQuerySchema = z.object({
  analyticsId: z.string().max(64).optional(),
});
