import { and, count, desc, eq, inArray } from 'drizzle-orm';
import {
  ownerSubscriptionStatuses,
  type OwnerSubscriptionJson,
  type OwnerSubscriptionStatus,
} from '../../../shared/api/subscriptions';
import { subscriptionWording } from '../../../shared/commerce/subscriptions';
import { currencies } from '../../../shared/money';
import type { Db } from '../../db/client';
import { csvDocument } from '../../csv';
import type { SubscriptionRow } from './subscriptions-service';
import { SUBSCRIPTION_STATUS_LABELS } from './subscription-views';
import { subscriptions } from './tables';

/** The most subscriptions one CSV holds (newest first); the list pages through all of them. */
export const SUBSCRIPTION_EXPORT_LIMIT = 10_000;

export interface SubscriptionListFilter {
  status?: OwnerSubscriptionStatus;
  limit: number;
  offset: number;
}

export const ownerSubscriptionOf = (row: SubscriptionRow): OwnerSubscriptionJson => ({
  id: row.id,
  status: row.status as OwnerSubscriptionStatus,
  email: row.email,
  customerName: row.customerName,
  // A monthly gift's subscription renews an order without lines (donation-service.ts).
  title: row.lines[0]?.title ?? 'Monthly donation',
  plan: subscriptionWording(row.plan),
  amountCents: row.amountCents,
  currency: row.currency,
  paymentsMade: row.cyclesPaid,
  nextPaymentAt: row.nextChargeAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  cancelledAt: row.cancelledAt?.toISOString() ?? null,
});

/** Decimal text of minor units in the subscription's currency ("12.50"), as a spreadsheet reads it. */
const decimal = (minor: number, currency: string) => {
  const digits = currencies[currency as keyof typeof currencies]?.fractionDigits ?? 2;
  return (minor / 10 ** digits).toFixed(digits);
};

/**
 * The owners' view of subscriptions (issue 19): a page of them by state, newest first, and the
 * CSV of the same filter. Every query is scoped by the site; checkouts never paid (`incomplete`)
 * are left out, as no customer has a subscription there yet.
 */
export function createSubscriptionLedger(deps: { db: Db }) {
  const { db } = deps;

  const whereOf = (websiteId: string, status?: OwnerSubscriptionStatus) =>
    and(
      eq(subscriptions.websiteId, websiteId),
      status
        ? eq(subscriptions.status, status)
        : inArray(subscriptions.status, [...ownerSubscriptionStatuses]),
    );

  async function list(websiteId: string, filter: SubscriptionListFilter) {
    const where = whereOf(websiteId, filter.status);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(subscriptions)
        .where(where)
        .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
        .limit(filter.limit)
        .offset(filter.offset),
      db.select({ total: count() }).from(subscriptions).where(where),
    ]);
    return { subscriptions: rows.map(ownerSubscriptionOf), total: total?.total ?? 0 };
  }

  return {
    list,
    async csv(websiteId: string, status?: OwnerSubscriptionStatus): Promise<string> {
      const { subscriptions: rows } = await list(websiteId, {
        ...(status ? { status } : {}),
        limit: SUBSCRIPTION_EXPORT_LIMIT,
        offset: 0,
      });
      return csvDocument([
        [
          'Started',
          'Status',
          'Name',
          'Email',
          'Product',
          'Plan',
          'Currency',
          'Amount',
          'Payments made',
          'Next payment',
          'Cancelled',
        ],
        ...rows.map((row) => [
          row.createdAt,
          SUBSCRIPTION_STATUS_LABELS[row.status],
          row.customerName,
          row.email,
          row.title,
          row.plan,
          row.currency,
          decimal(row.amountCents, row.currency),
          row.paymentsMade,
          row.nextPaymentAt ?? '',
          row.cancelledAt ?? '',
        ]),
      ]);
    },
  };
}

export type SubscriptionLedger = ReturnType<typeof createSubscriptionLedger>;
