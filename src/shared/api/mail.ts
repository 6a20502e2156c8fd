import { z } from 'zod';

/**
 * The owners' view of the site's mail (src/server/modules/mail/routes.ts): what was sent, the
 * daily limit, and previews of every template. Answers are plain shapes: encoded, not parsed.
 *
 *   GET /api/rest/mail/outbox?query=&page=&pageSize=   → MailOutboxPage (forms' listQuerySchema)
 *   GET /api/rest/mail/daily-limit                     → DailyCapState
 *   GET /api/rest/mail/delivery                        → MailDeliveryState
 *   GET /api/rest/mail/previews                        → MailPreviewList
 *   GET /api/rest/mail/previews/:template              → MailPreview, or 404
 */

/** One mail template in the owners' previews list. */
export const mailPreviewSummarySchema = z.object({
  /** The template's name (also the outbox purpose of its mails): `order-confirmation`, … */
  name: z.string(),
  label: z.string(),
});
export type MailPreviewSummary = z.output<typeof mailPreviewSummarySchema>;

export const mailPreviewListAnswer = z.object({ templates: z.array(mailPreviewSummarySchema) });
export type MailPreviewList = z.output<typeof mailPreviewListAnswer>;

/** A template rendered with sample data in the site's brand: both parts of the mail. */
export const mailPreviewAnswer = mailPreviewSummarySchema.extend({
  subject: z.string(),
  html: z.string(),
  text: z.string(),
});
export type MailPreview = z.output<typeof mailPreviewAnswer>;

export const mailPreviewParamsSchema = z.object({
  template: z.string().regex(/^[a-z][a-z-]{0,39}$/, 'Unknown template'),
});

/** A site's form and newsletter mail today (a UTC day) against its daily limit (MAIL_DAILY_CAP_PER_SITE). */
export const dailyCapAnswer = z.object({
  limit: z.number(),
  /** Mail written today that counts (held mail does not). */
  used: z.number(),
  /** Mail held today because the limit was reached: kept in the outbox, never sent. */
  held: z.number(),
  reached: z.boolean(),
  /** When the count starts again: the next 00:00 UTC. */
  resetsAt: z.string(),
});
export type DailyCapState = z.output<typeof dailyCapAnswer>;

/**
 * Whether the site's e-mail leaves: `not-delivering` (no mail server, mail waits), `delayed`
 * (mail waiting 15 minutes or more, or failed in the last 7 days), or null when all is well.
 */
export const mailDeliveryAnswer = z.object({
  delivering: z.boolean(),
  waiting: z.number().int(),
  oldestWaitingMinutes: z.number().int(),
  failedRecently: z.number().int(),
  problem: z.enum(['not-delivering', 'delayed']).nullable(),
});
export type MailDeliveryState = z.output<typeof mailDeliveryAnswer>;

/** One message of the outbox, as the owners' list shows it. */
const outboxRowJson = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  purpose: z.string(),
  /**
   * partial: some recipients took it and some refused it (lastError says who and why);
   * held: never sent, the site's daily e-mail limit was reached (lastError says so).
   */
  status: z.enum(['queued', 'sending', 'sent', 'partial', 'failed', 'held']),
  attempts: z.number(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});

export const mailOutboxPageAnswer = z.object({
  rows: z.array(outboxRowJson),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type MailOutboxPage = z.output<typeof mailOutboxPageAnswer>;
