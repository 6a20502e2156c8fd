import { index, pgTable, primaryKey, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { websites } from '../websites/tables';

export const accounts = pgTable('accounts', {
  id: varchar('id', { length: 24 }).primaryKey(),
  /** Always stored lowercased and trimmed, so the unique key is case-insensitive. */
  email: text('email').notNull().unique(),
  displayName: text('display_name').notNull(),
  passwordHash: text('password_hash').notNull(),
  /**
   * When the owner proved the e-mail address is theirs (the sign-up confirmation link, or a
   * password reset link). Null: signed up while mail is delivered and not confirmed yet; such an
   * account cannot sign in. Accounts made without confirmation (single-operator mode, the demo
   * seed, accounts older than confirmation) count as confirmed when created.
   */
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }).defaultNow(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Server-side sessions. Only a SHA-256 of the cookie token is stored, so a database leak yields
 * no usable session. Each is bound to the host it was issued on: one site (`website_id`) or the
 * platform entry (null), and answers nowhere else.
 */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    accountId: varchar('account_id', { length: 24 })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    websiteId: varchar('website_id', { length: 24 }).references(() => websites.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Last request seen (refreshed at most every few minutes): idle sessions end. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_account_idx').on(table.accountId)],
);

/** Who may work on which site, and as what (ContributorRole numbers). */
export const websiteContributors = pgTable(
  'website_contributors',
  {
    websiteId: varchar('website_id', { length: 24 })
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    accountId: varchar('account_id', { length: 24 })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    role: smallint('role').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.websiteId, table.accountId] }),
    index('website_contributors_account_idx').on(table.accountId),
  ],
);

/**
 * One-time hand-off tokens: sessions are per host, so opening a site from the platform entry
 * carries a short-lived, single-use token (stored hashed, bound to one site) to that site's
 * host, which exchanges it for its own session.
 */
export const handoffTokens = pgTable('handoff_tokens', {
  tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
  accountId: varchar('account_id', { length: 24 })
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  websiteId: varchar('website_id', { length: 24 })
    .notNull()
    .references(() => websites.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Password reset links for owners (and later members): single use, one hour, stored hashed. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    accountId: varchar('account_id', { length: 24 })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('password_reset_tokens_account_idx').on(table.accountId)],
);

/**
 * Sign-up confirmation links: single use, 24 hours, stored hashed. Each carries the password
 * hash and name of the sign-up that asked for it, which confirming applies: the person who
 * opens the link gets the password *they* chose, not one chosen by whoever signed the address
 * up first.
 */
export const signUpConfirmationTokens = pgTable(
  'sign_up_confirmation_tokens',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    accountId: varchar('account_id', { length: 24 })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    passwordHash: text('password_hash').notNull(),
    displayName: text('display_name').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sign_up_confirmation_tokens_account_idx').on(table.accountId)],
);

export type AccountRow = typeof accounts.$inferSelect;
