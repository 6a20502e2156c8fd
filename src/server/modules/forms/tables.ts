import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { FormDefinition, FormKind } from '../../../shared/forms/definition';
import type { FormValues } from '../../../shared/forms/validate';
import { websites } from '../websites/tables';

const websiteRef = () =>
  varchar('website_id', { length: 24 })
    .notNull()
    .references(() => websites.id, { onDelete: 'cascade' });

/** Form definitions; form and newsletter blocks reference one by id. */
export const forms = pgTable(
  'forms',
  {
    id: varchar('id', { length: 24 }).primaryKey(),
    websiteId: websiteRef(),
    kind: varchar('kind', { length: 12 }).$type<FormKind>().notNull(),
    name: text('name').notNull(),
    /** The whole definition as validated by the shared schema (fields and settings). */
    definition: jsonb('definition').$type<FormDefinition>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('forms_site_idx').on(table.websiteId, table.updatedAt)],
);

/** Accepted submissions. The submission key is unique per site, so a retried send never stores twice. */
export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: varchar('id', { length: 24 }).primaryKey(),
    websiteId: websiteRef(),
    // No cascade: a form that still has submissions cannot be deleted by accident (a whole site's deletion still removes both).
    formId: varchar('form_id', { length: 24 })
      .notNull()
      .references(() => forms.id),
    submissionKey: text('submission_key').notNull(),
    values: jsonb('values').$type<FormValues>().notNull(),
    /** Lowercased readable values, for the owners' search. */
    searchText: text('search_text').notNull().default(''),
    pagePath: text('page_path'),
    pageTitle: text('page_title'),
    /**
     * The page the form was on (visitor-runtime §3 "Form submission payload"), kept only where
     * the server confirmed the ids are this site's: a collection, and the item when it was one.
     */
    collectionId: varchar('collection_id', { length: 24 }),
    pageId: varchar('page_id', { length: 24 }),
    /** `i` the page was an item, `c` a collection. */
    contentSource: varchar('content_source', { length: 1 }).$type<'i' | 'c'>(),
    /** 1 public, 2 password-protected page, as the server read it when the form was sent. */
    pagePermissionTypeValue: integer('page_permission_type_value'),
    /** The block that held the form (its objectName), as the page sent it. */
    objectName: text('object_name'),
    /** Sent from the popup overlay's form rather than a page's. */
    isOverlayForm: boolean('is_overlay_form').notNull().default(false),
    /** The owner's notification in the mail outbox, when one was asked for. */
    notificationMailId: varchar('notification_mail_id', { length: 24 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('form_submissions_key_idx').on(table.websiteId, table.submissionKey),
    index('form_submissions_listing_idx').on(table.websiteId, table.formId, table.createdAt),
  ],
);

/** A site's newsletter list: one row per address, double opt-in. */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: varchar('id', { length: 24 }).primaryKey(),
    websiteId: websiteRef(),
    formId: varchar('form_id', { length: 24 }).references(() => forms.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    status: varchar('status', { length: 14 })
      .$type<'pending' | 'confirmed' | 'unsubscribed'>()
      .notNull()
      .default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    /** The current sign-up's confirmation link carries it; cleared on confirm or unsubscribe, voiding old links. */
    confirmNonce: varchar('confirm_nonce', { length: 24 }),
    /** When the last confirmation mail was queued: repeated sign-ups resend at most every 10 minutes. */
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('newsletter_subscribers_email_idx').on(table.websiteId, table.email)],
);

/** Captcha answers already used, so a replayed solution is refused in every process. */
export const captchaSpent = pgTable(
  'captcha_spent',
  {
    id: text('id').primaryKey(),
    websiteId: websiteRef(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('captcha_spent_expiry_idx').on(table.expiresAt)],
);

export type FormRow = typeof forms.$inferSelect;
export type FormSubmissionRow = typeof formSubmissions.$inferSelect;
export type SubscriberRow = typeof newsletterSubscribers.$inferSelect;

/**
 * Addresses owners asked form notifications to go to, other than their own: none receives a
 * notification before its owner confirmed it through the link of a verification mail, so a
 * site cannot be made to mail someone who never agreed. One row per site and address.
 */
export const formNotifyAddresses = pgTable(
  'form_notify_addresses',
  {
    id: varchar('id', { length: 24 }).primaryKey(),
    websiteId: websiteRef(),
    /** Lowercased. */
    email: text('email').notNull(),
    status: varchar('status', { length: 10 }).$type<'pending' | 'verified'>().notNull().default('pending'),
    /** The current verification link carries it; cleared on confirmation, so each link works once. */
    nonce: varchar('nonce', { length: 24 }),
    /** The form whose settings named the address, for the verification mail's wording. */
    formName: text('form_name').notNull().default(''),
    /** When the last verification mail was queued: "Send again" works at most every 10 minutes. */
    verificationSentAt: timestamp('verification_sent_at', { withTimezone: true }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('form_notify_addresses_email_idx').on(table.websiteId, table.email)],
);
export type FormNotifyAddressRow = typeof formNotifyAddresses.$inferSelect;

/**
 * Submissions the database refused for their own data (a form deleted while one was on its
 * way, text it cannot hold), parked by the submission writer with the error so they never fail
 * the other submissions of their batch. No foreign keys: parking must not fail for the reason
 * the row did. The visitor was told the submission failed; the operator can still read it here.
 */
export const formDeadLetters = pgTable(
  'form_dead_letters',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    websiteId: varchar('website_id', { length: 24 }),
    formId: varchar('form_id', { length: 24 }),
    /** The submission row as JSON text (even what jsonb could not hold). */
    payload: text('payload').notNull(),
    error: text('error').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('form_dead_letters_time_idx').on(table.createdAt)],
);
