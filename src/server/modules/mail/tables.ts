import { index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { MailStatus, RecipientState } from './delivery';
import { websites } from '../websites/tables';

/**
 * The mail outbox: every e-mail the platform sends is first a row here, written in the same
 * transaction as the thing it tells about, then delivered by the sender with retries.
 * Without SMTP the rows stay queued and are readable in the owners' app.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: varchar('id', { length: 24 }).primaryKey(),
    /** The site the mail is about; null for the platform's own mail to owners (password reset), shown in no site's list. */
    websiteId: varchar('website_id', { length: 24 }).references(() => websites.id, { onDelete: 'cascade' }),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    replyTo: text('reply_to'),
    /** The display name of the From line (the site's sender name); the address is always MAIL_FROM's. */
    fromName: text('from_name'),
    /** Extra headers (List-Unsubscribe for newsletter mail). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** Each recipient's state and the server's last answer: one refused address never hides behind "sent". */
    recipients: jsonb('recipients').$type<RecipientState[]>().notNull().default([]),
    /** What the mail is for (form-notification, newsletter-confirmation, …), for the owners' list. */
    purpose: varchar('purpose', { length: 40 }).notNull(),
    /**
     * queued → sending → sent (every recipient took it), partial (some refused), failed (none did);
     * back to queued while a recipient's refusal was temporary and attempts are left.
     */
    status: varchar('status', { length: 10 }).$type<MailStatus>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    /** When the sender may (re)try; a claimed row's lease ends here too, so a crashed sender's rows come back. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('mail_outbox_due_idx').on(table.status, table.nextAttemptAt),
    index('mail_outbox_site_idx').on(table.websiteId, table.createdAt),
  ],
);

export type MailOutboxRow = typeof mailOutbox.$inferSelect;
