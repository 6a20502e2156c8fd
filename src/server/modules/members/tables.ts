import { index, jsonb, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { websites } from '../websites/tables';

/**
 * A site's members: visitors with an account on one site (never on another: the same address on
 * site B is another member, with its own password). Passwords are hashed like owners'.
 */
export const members = pgTable(
  'members',
  {
    id: varchar('id', { length: 24 }).primaryKey(),
    websiteId: varchar('website_id', { length: 24 })
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    /** Lowercased and trimmed: unique per site, case-insensitive. */
    email: text('email').notNull(),
    displayName: text('display_name').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    /** When the member proved the address (the sign-up link or a reset link); null: cannot sign in yet. */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** The member's own cart (the store's token), merged into at sign-in. */
    cartToken: varchar('cart_token', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('members_site_email_idx').on(table.websiteId, table.email)],
);

/** Members' sessions, apart from owners': keyed by the SHA-256 of the `member_session` cookie, bound to the site. */
export const memberSessions = pgTable(
  'member_sessions',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    memberId: varchar('member_id', { length: 24 })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    websiteId: varchar('website_id', { length: 24 })
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('member_sessions_member_idx').on(table.memberId)],
);

/**
 * Single-use links mailed to members, stored hashed: `verify` (the sign-up link, 24 hours; it
 * carries the password hash and name of the sign-up that asked for it) and `reset` (one hour).
 */
export const memberTokens = pgTable(
  'member_tokens',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    memberId: varchar('member_id', { length: 24 })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    purpose: varchar('purpose', { length: 10 }).$type<'verify' | 'reset'>().notNull(),
    passwordHash: text('password_hash'),
    displayName: text('display_name'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('member_tokens_member_idx').on(table.memberId)],
);

/** A member's saved addresses (the account page's address book). */
export const memberAddresses = pgTable(
  'member_addresses',
  {
    id: varchar('id', { length: 24 }).primaryKey(),
    memberId: varchar('member_id', { length: 24 })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    address: jsonb('address').$type<MemberAddress>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('member_addresses_member_idx').on(table.memberId)],
);

export interface MemberAddress {
  name: string;
  line1: string;
  line2: string;
  city: string;
  zip: string;
  country: string;
}

export type MemberRow = typeof members.$inferSelect;
