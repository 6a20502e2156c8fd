import { boolean, index, pgTable, primaryKey, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { collectionItems, collections } from '../content/tables';
import { websites } from '../websites/tables';

/** CommentStatus: pending 1 (awaiting the owner), approved 2 (shown), spam 3, deleted 4. */
export const CommentStatus = { pending: 1, approved: 2, spam: 3, deleted: 4 } as const;
export type CommentStatusValue = (typeof CommentStatus)[keyof typeof CommentStatus];

/** Visitors' comments on blog posts; every read and change is scoped by `website_id`. */
export const comments = pgTable(
  'comments',
  {
    id: varchar('id', { length: 24 }).primaryKey(),
    websiteId: varchar('website_id', { length: 24 })
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    itemId: varchar('item_id', { length: 24 })
      .notNull()
      .references(() => collectionItems.id, { onDelete: 'cascade' }),
    authorName: text('author_name').notNull(),
    /** For the owner only (a reply by mail); never rendered on a page. '' when not given. */
    authorEmail: text('author_email').notNull().default(''),
    /** Plain text as typed; escaped where shown, never stored as HTML. */
    body: text('body').notNull(),
    status: smallint('status').$type<CommentStatusValue>().notNull().default(CommentStatus.pending),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // A post's approved comments, oldest first; counts per post.
    index('comments_item_idx').on(table.websiteId, table.itemId, table.status, table.createdAt),
    // The owners' moderation list by status, newest first.
    index('comments_status_idx').on(table.websiteId, table.status, table.createdAt),
  ],
);

/** Per blog: whether its posts take comments, and whether new ones are shown without review. */
export const commentSettings = pgTable(
  'comment_settings',
  {
    websiteId: varchar('website_id', { length: 24 })
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    collectionId: varchar('collection_id', { length: 24 })
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(false),
    autoApprove: boolean('auto_approve').notNull().default(false),
  },
  (table) => [primaryKey({ columns: [table.websiteId, table.collectionId] })],
);

export type CommentRow = typeof comments.$inferSelect;
