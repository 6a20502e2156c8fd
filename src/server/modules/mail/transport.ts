import nodemailer from 'nodemailer';
import type { MailTransport } from './outbox';

/**
 * The SMTP transport when SMTP_URL is set (smtp://user:pass@host:587, smtps://… for TLS);
 * null otherwise, which leaves mail in the outbox for the owners' app to show.
 */
export function smtpTransport(smtpUrl: string | undefined): MailTransport | null {
  if (!smtpUrl) return null;
  return nodemailer.createTransport(smtpUrl);
}
