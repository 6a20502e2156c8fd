import { bigserial, index, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { subscriptions } from './subscription-tables';
import { createdAt, websiteRef } from './table-columns';

/**
 * What happened to a subscription that its other tables do not keep (issue 19: the owners'
 * history): pauses, resumes, skips, cancellations (by whom), quantity changes, card updates.
 * Charges and renewal orders are read from their own tables; these rows only add what they lack.
 * Written in the transaction of the change they tell of.
 */
export type SubscriptionEventKind =
  'paused' | 'resumed' | 'skipped' | 'cancelled' | 'quantity-changed' | 'card-updated' | 'authenticated';

export const subscriptionEvents = pgTable(
  'subscription_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    websiteId: websiteRef(),
    subscriptionId: varchar('subscription_id', { length: 24 })
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 20 }).$type<SubscriptionEventKind>().notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('subscription_events_subscription_idx').on(table.subscriptionId, table.id)],
);
