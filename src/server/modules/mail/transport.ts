import nodemailer from 'nodemailer';
import type { MailTransport } from './outbox';

/** DKIM signing of every message (nodemailer's `dkim` option), when the operator configures it. */
export interface DkimSettings {
  domainName: string;
  keySelector: string;
  privateKey: string;
}

/**
 * The SMTP transport when SMTP_URL is set (smtp://user:pass@host:587, smtps://… for TLS;
 * `?tls.rejectUnauthorized=false` for a relay with a self-signed certificate); null otherwise,
 * which leaves mail in the outbox for the owners' app to show.
 * The timeouts keep one attempt well inside the outbox's 45-second lease, so no other sender
 * takes a mail that is still being sent.
 */
export function smtpTransport(smtpUrl: string | undefined, dkim?: DkimSettings): MailTransport | null {
  if (!smtpUrl) return null;
  return nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
    ...(dkim ? { dkim } : {}),
  });
}
