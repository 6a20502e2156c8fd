import { and, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import type { DailyCapState } from '../../../shared/api/mail';
export type { DailyCapState };
import addressparser from 'nodemailer/lib/addressparser';
import { newId } from '../../../shared/ids';
import type { Db } from '../../db/client';
import type { JobDefinition } from '../../jobs';
import { afterAttempt, giveUp, messageIdOf, problemsOf, recipientsOf, statusOf } from './delivery';
import { createOutboxQueries } from './outbox-queries';
import { mailOutbox, type MailOutboxRow } from './tables';

/** What the sender hands to the transport: nodemailer's message shape, so any nodemailer transport fits. */
export interface MailMessage {
  /** The platform's address, with the site's sender name when it has one; it is also the envelope sender. */
  from: string | { name: string; address: string };
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  messageId?: string;
  headers?: Record<string, string>;
}

/** The one thing the outbox needs from a mail system. A nodemailer transporter is one. */
export interface MailTransport {
  sendMail(message: MailMessage): Promise<unknown>;
}

export interface OutgoingMail {
  /** A new mail's id when the caller chose it first; a fresh id otherwise. */
  id?: string;
  /** Null for the platform's own mail (password reset), which no site's owners can list. */
  websiteId: string | null;
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** The From line's display name (the site's sender name); the address stays MAIL_FROM's. */
  fromName?: string;
  headers?: Record<string, string>;
  purpose: string;
}

/**
 * The purposes a site's daily cap counts: mail a visitor or an owner can cause without paying
 * (forms, newsletter sign-ups, address checks), so a site cannot be turned into a spam cannon.
 * Order mails are not counted and never held: each follows a payment (abuse costs the abuser
 * money) and a shopper must hear about their order whatever a busy contact form did that day.
 */
export const CAPPED_PURPOSES = [
  'form-notification',
  'form-auto-reply',
  'newsletter-confirmation',
  'notify-address-verification',
  // Anyone may sign up on a site: its mails count like a form's.
  'member-account',
] as const;
const capped = (purpose: string) => (CAPPED_PURPOSES as readonly string[]).includes(purpose);

/** Default of MAIL_DAILY_CAP_PER_SITE. */
export const DEFAULT_DAILY_CAP_PER_SITE = 500;

const startOfUtcDay = (at: Date) =>
  new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
const DAY_MS = 24 * 60 * 60_000;

/** Where delivery faults are reported: ids, purposes and SMTP codes only, never addresses or content. */
export interface MailLog {
  warn(details: Record<string, unknown>, message: string): void;
}

/** Anything that runs queries: the database or an open transaction. */
export type Executor = Pick<Db, 'insert' | 'select' | 'update' | 'execute'>;

export const MAIL_MAX_ATTEMPTS = 8;
/**
 * How long a claimed row stays with its sender before another may take it: a crashed sender's
 * mail is retried within a minute (the sender runs every 5 s). An attempt ends well inside it:
 * the SMTP transport's timeouts add up to less (transport.ts).
 */
export const LEASE_MS = 45_000;

/** Wait before attempt n+1: 30 s, 1 min, 2 min, … capped at one hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
}

export type MailOutbox = ReturnType<typeof createMailOutbox>;

/** The sender as a job: every 5 s the jobs process sends what is due (each mail keeps its own retry schedule). */
export const mailJobs = (outbox: MailOutbox): JobDefinition[] => [
  {
    name: 'mail.deliver',
    every: { seconds: 5 },
    run: async (_payload, { log }) => {
      const { sent, failed } = await outbox.deliverDue();
      if (sent + failed > 0) log.info({ sent, failed }, 'mail delivery round');
    },
  },
];

/**
 * The mail outbox: `enqueue` inside the caller's transaction (so the mail exists exactly when
 * the thing it reports does), `deliverDue` sends what is due through the transport, several
 * processes safely (rows are claimed with SKIP LOCKED). Without a transport nothing is sent.
 */
export function createMailOutbox(deps: {
  db: Db;
  transport: MailTransport | null;
  from: string;
  clock?: () => Date;
  maxAttempts?: number;
  log?: MailLog;
  /** MAIL_DAILY_CAP_PER_SITE: capped mail (CAPPED_PURPOSES) a site may write per UTC day. */
  dailyCapPerSite?: number;
}) {
  const clock = deps.clock ?? (() => new Date());
  const dailyCap = deps.dailyCapPerSite ?? DEFAULT_DAILY_CAP_PER_SITE;
  const maxAttempts = deps.maxAttempts ?? MAIL_MAX_ATTEMPTS;
  const platformAddress = addressparser(deps.from, { flatten: true })[0]?.address || deps.from;
  /** MAIL_FROM as it is, or its address under the site's sender name. */
  const fromOf = (row: MailOutboxRow): MailMessage['from'] =>
    row.fromName ? { name: row.fromName, address: platformAddress } : deps.from;

  async function claimDue(limit: number): Promise<MailOutboxRow[]> {
    const now = clock();
    const due = deps.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(inArray(mailOutbox.status, ['queued', 'sending']), lte(mailOutbox.nextAttemptAt, now)))
      .orderBy(mailOutbox.nextAttemptAt)
      .limit(limit)
      .for('update', { skipLocked: true });
    return deps.db
      .update(mailOutbox)
      .set({ status: 'sending', nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
      .where(inArray(mailOutbox.id, due))
      .returning();
  }

  /** One attempt for the recipients still waiting; answers whether it delivered to any of them. */
  async function deliver(row: MailOutboxRow, transport: MailTransport): Promise<boolean> {
    const waiting = row.recipients.filter((recipient) => recipient.state === 'waiting');
    let result: { info: unknown } | { error: unknown };
    try {
      const info = await transport.sendMail({
        from: fromOf(row),
        to: waiting.map((recipient) => recipient.address).join(', '),
        subject: row.subject,
        text: row.text,
        messageId: messageIdOf(row.id, deps.from),
        ...(row.html ? { html: row.html } : {}),
        ...(row.replyTo ? { replyTo: row.replyTo } : {}),
        ...(row.headers ? { headers: row.headers } : {}),
      });
      result = { info };
    } catch (error) {
      result = { error };
    }
    const attempts = row.attempts + 1;
    const tried = afterAttempt(row.recipients, result);
    const recipients = attempts >= maxAttempts ? giveUp(tried) : tried;
    const status = statusOf(recipients);
    const newlyDelivered = waiting.some(
      (before) => recipients.find((after) => after.address === before.address)?.state === 'sent',
    );
    await deps.db
      .update(mailOutbox)
      .set({
        status,
        attempts,
        recipients,
        lastError: problemsOf(recipients),
        nextAttemptAt: new Date(clock().getTime() + retryDelayMs(attempts)),
        ...(newlyDelivered ? { sentAt: clock() } : {}),
      })
      .where(eq(mailOutbox.id, row.id));
    if (status !== 'sent') {
      const fault = 'error' in result ? (result.error as { code?: string; responseCode?: number }) : null;
      deps.log?.warn(
        {
          mailId: row.id,
          purpose: row.purpose,
          attempt: attempts,
          status,
          refused: recipients.filter((recipient) => recipient.state !== 'sent').length,
          ...(fault?.code ? { code: fault.code } : {}),
          ...(fault?.responseCode ? { responseCode: fault.responseCode } : {}),
        },
        status === 'queued' ? 'mail delivery deferred; will retry' : 'mail delivery failed',
      );
    }
    return newlyDelivered;
  }

  const todaysCapped = (websiteId: string, dayStart: Date) =>
    and(
      eq(mailOutbox.websiteId, websiteId),
      inArray(mailOutbox.purpose, [...CAPPED_PURPOSES]),
      gte(mailOutbox.createdAt, dayStart),
    );

  /**
   * Per transaction and site: the cap's lock is held and `used` capped mails are counted. A
   * transaction that writes several capped mails of a site (a group commit of form submissions)
   * takes the lock and counts once, then counts on in memory: nobody else can write the site's
   * capped mail until it ends, since every writer takes that lock first.
   */
  const capsInTransaction = new WeakMap<object, Map<string, { used: number | null }>>();
  /** Only a transaction holds an xact lock past its statement; a plain connection is never memoized. */
  const isTransaction = (executor: Executor) => executor !== (deps.db as unknown) && 'rollback' in executor;

  /** Takes the site's cap lock in this transaction (once), with its count of capped mail not yet read. */
  async function capLock(executor: Executor, websiteId: string): Promise<{ used: number | null }> {
    const memo = isTransaction(executor)
      ? (capsInTransaction.get(executor) ?? capsInTransaction.set(executor, new Map()).get(executor)!)
      : null;
    let cap = memo?.get(websiteId);
    if (!cap) {
      // One writer of a site's capped mail at a time (until the caller's transaction ends), so
      // concurrent submissions cannot both pass the count or the recent-mail check.
      await executor.execute(sql`select pg_advisory_xact_lock(hashtext(${`mail-cap:${websiteId}`}))`);
      cap = { used: null };
      memo?.set(websiteId, cap);
    }
    return cap;
  }

  async function write(executor: Executor, mail: OutgoingMail, onceWithinMs: number | null) {
    const now = clock();
    let held = false;
    if (mail.websiteId && (capped(mail.purpose) || onceWithinMs !== null)) {
      const cap = await capLock(executor, mail.websiteId);
      if (onceWithinMs !== null) {
        const [recent] = await executor
          .select({ id: mailOutbox.id })
          .from(mailOutbox)
          .where(
            and(
              eq(mailOutbox.websiteId, mail.websiteId),
              eq(mailOutbox.purpose, mail.purpose),
              sql`lower(${mailOutbox.to}) = ${mail.to.trim().toLowerCase()}`,
              gte(mailOutbox.createdAt, new Date(now.getTime() - onceWithinMs)),
            ),
          )
          .limit(1);
        if (recent) return null;
      }
      if (capped(mail.purpose)) {
        if (cap.used === null) {
          const [today] = await executor
            .select({ n: sql<number>`count(*)::int` })
            .from(mailOutbox)
            .where(and(todaysCapped(mail.websiteId, startOfUtcDay(now)), ne(mailOutbox.status, 'held')));
          cap.used = today?.n ?? 0;
        }
        held = cap.used >= dailyCap;
        if (!held) cap.used += 1;
      }
    }
    const id = mail.id ?? newId();
    await executor.insert(mailOutbox).values({
      ...mail,
      id,
      html: mail.html ?? null,
      replyTo: mail.replyTo ?? null,
      fromName: mail.fromName ?? null,
      headers: mail.headers ?? null,
      recipients: recipientsOf(mail.to),
      nextAttemptAt: now,
      createdAt: now,
      ...(held
        ? {
            status: 'held' as const,
            lastError: `Not sent: this site reached its limit of ${dailyCap} e-mails a day (forms and newsletter). The limit resets at 00:00 UTC.`,
          }
        : {}),
    });
    if (held)
      deps.log?.warn({ mailId: id, purpose: mail.purpose, limit: dailyCap }, 'mail held: daily cap reached');
    return id;
  }

  const outbox = {
    /**
     * Writes a mail in the caller's transaction. A site's capped mail beyond the day's limit is
     * written `held` (never sent, the reason in its last error) instead of being dropped.
     */
    async enqueue(executor: Executor, mail: OutgoingMail): Promise<string> {
      return (await write(executor, mail, null))!;
    },

    /**
     * As `enqueue`, unless the site wrote a mail of this purpose to this address within
     * `withinMs` (then nothing, null): auto-replies cannot be used to flood someone's inbox.
     */
    async enqueueUnlessRecent(
      executor: Executor,
      mail: OutgoingMail,
      withinMs: number,
    ): Promise<string | null> {
      return write(executor, mail, withinMs);
    },

    /** Today's capped mail of a site against its limit. */
    async dailyCap(websiteId: string): Promise<DailyCapState> {
      const dayStart = startOfUtcDay(clock());
      const rows = await deps.db
        .select({ held: sql<boolean>`${mailOutbox.status} = 'held'`, n: sql<number>`count(*)::int` })
        .from(mailOutbox)
        .where(todaysCapped(websiteId, dayStart))
        .groupBy(sql`1`);
      const used = rows.find((row) => !row.held)?.n ?? 0;
      const held = rows.find((row) => row.held)?.n ?? 0;
      return {
        limit: dailyCap,
        used,
        held,
        reached: used >= dailyCap,
        resetsAt: new Date(dayStart.getTime() + DAY_MS).toISOString(),
      };
    },

    /** Sends every due message once; answers how many went out and how many failed this round. */
    async deliverDue(limit = 50): Promise<{ sent: number; failed: number }> {
      const transport = deps.transport;
      if (!transport) return { sent: 0, failed: 0 };
      const rows = await claimDue(limit);
      let sent = 0;
      for (const row of rows) if (await deliver(row, transport)) sent++;
      return { sent, failed: rows.length - sent };
    },
    // Reads: the owners' outbox list, delivery status for forms' submissions, metrics.
    ...createOutboxQueries(deps.db),
  };
  return outbox;
}
