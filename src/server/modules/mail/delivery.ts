import addressparser from 'nodemailer/lib/addressparser';

/** One recipient of a mail: waiting for (another) attempt, accepted by the server, or refused for good. */
export interface RecipientState {
  address: string;
  state: 'waiting' | 'sent' | 'failed';
  /** The server's answer (or the connection fault) of the last attempt that did not deliver. */
  answer?: string;
}

/** held: never sent, the site's daily cap was reached when it was written (outbox.ts). */
export type MailStatus = 'queued' | 'sending' | 'sent' | 'partial' | 'failed' | 'held';

/** The addresses of a `to` line ("a@x, B <b@y>"), each waiting for its first attempt. */
export function recipientsOf(to: string): RecipientState[] {
  return addressparser(to, { flatten: true })
    .filter((entry) => entry.address)
    .map((entry) => ({ address: entry.address, state: 'waiting' as const }));
}

/** What nodemailer reports for an SMTP refusal: the reply code and line, per recipient where it can. */
interface SmtpFault {
  message?: string;
  responseCode?: number;
  response?: string;
  recipient?: string;
  rejectedErrors?: SmtpFault[];
}
interface SmtpInfo {
  rejected?: unknown[];
  rejectedErrors?: SmtpFault[];
}

/**
 * 5xx is a permanent refusal (no such user, policy): retrying cannot help and only delays the
 * owner's news that it failed. 4xx, a dropped connection or a timeout may pass: retry later.
 */
export const isPermanent = (fault: SmtpFault) =>
  fault.responseCode !== undefined && fault.responseCode >= 500 && fault.responseCode < 600;

const answerOf = (fault: SmtpFault) => (fault.response ?? fault.message ?? 'unknown error').slice(0, 500);

/**
 * The recipients after one attempt for the waiting ones: accepted ones are sent, refused ones
 * fail (permanent) or keep waiting with the server's answer (temporary). `result` is what
 * `sendMail` resolved with, or the error it threw.
 */
export function afterAttempt(
  recipients: RecipientState[],
  result: { info: unknown } | { error: unknown },
): RecipientState[] {
  const fault = 'error' in result ? ((result.error ?? {}) as SmtpFault) : null;
  const perRecipient = new Map<string, SmtpFault>();
  const info = 'info' in result ? ((result.info ?? {}) as SmtpInfo) : null;
  for (const refusal of [...(fault?.rejectedErrors ?? []), ...(info?.rejectedErrors ?? [])])
    if (refusal.recipient) perRecipient.set(refusal.recipient.toLowerCase(), refusal);
  return recipients.map((recipient) => {
    if (recipient.state !== 'waiting') return recipient;
    // A whole-message fault (connection, greeting, DATA) applies to every waiting recipient.
    const refusal = perRecipient.get(recipient.address.toLowerCase()) ?? fault;
    if (!refusal) return { address: recipient.address, state: 'sent' };
    return {
      address: recipient.address,
      state: isPermanent(refusal) ? 'failed' : 'waiting',
      answer: answerOf(refusal),
    };
  });
}

/** After the last attempt, whoever is still waiting has failed. */
export const giveUp = (recipients: RecipientState[]): RecipientState[] =>
  recipients.map((recipient) =>
    recipient.state === 'waiting' ? { ...recipient, state: 'failed' } : recipient,
  );

/** The mail's state from its recipients': queued while any waits, then sent, failed, or partly sent. */
export function statusOf(recipients: RecipientState[]): Exclude<MailStatus, 'sending' | 'held'> {
  if (recipients.some((recipient) => recipient.state === 'waiting')) return 'queued';
  const sent = recipients.filter((recipient) => recipient.state === 'sent').length;
  return sent === recipients.length ? 'sent' : sent === 0 ? 'failed' : 'partial';
}

/** The owner's one-line reason: each refused or deferred recipient with the server's answer. */
export function problemsOf(recipients: RecipientState[]): string | null {
  const problems = recipients.filter((recipient) => recipient.state !== 'sent' && recipient.answer);
  if (problems.length === 0) return null;
  return problems
    .map((recipient) => `${recipient.address}: ${recipient.answer}`)
    .join('; ')
    .slice(0, 1000);
}

/**
 * One Message-ID for every attempt of a mail, so a mail sent twice (a sender that crashed after
 * the server took it) is recognisably one message to the receiving side.
 */
export function messageIdOf(mailId: string, from: string): string {
  const domain = addressparser(from, { flatten: true })[0]?.address?.split('@')[1] || 'localhost';
  return `<${mailId}@${domain}>`;
}
