import { z } from 'zod';

/** One mail template in the owners' previews list. */
export interface MailPreviewSummary {
  /** The template's name (also the outbox purpose of its mails): `order-confirmation`, … */
  name: string;
  label: string;
}

/** A template rendered with sample data in the site's brand: both parts of the mail. */
export interface MailPreview extends MailPreviewSummary {
  subject: string;
  html: string;
  text: string;
}

export const mailPreviewParamsSchema = z.object({
  template: z.string().regex(/^[a-z][a-z-]{0,39}$/, 'Unknown template'),
});

/** A site's form and newsletter mail today (a UTC day) against its daily limit (MAIL_DAILY_CAP_PER_SITE). */
export interface DailyCapState {
  limit: number;
  /** Mail written today that counts (held mail does not). */
  used: number;
  /** Mail held today because the limit was reached: kept in the outbox, never sent. */
  held: number;
  reached: boolean;
  /** When the count starts again: the next 00:00 UTC. */
  resetsAt: string;
}
