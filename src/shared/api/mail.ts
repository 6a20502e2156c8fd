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
