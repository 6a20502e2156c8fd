import { and, desc, eq } from 'drizzle-orm';
import type { DonationsAnswer } from '../../../shared/api/donations';
import { currencies } from '../../../shared/money';
import type { Db } from '../../db/client';
import { csvDocument } from '../../csv';
import { donations, orders, subscriptionRenewals, subscriptions } from './tables';

type DonationEntry = DonationsAnswer['donations'][number];

/** The most gifts one list or export holds (newest first). */
export const DONATION_LIST_LIMIT = 5000;

/** Order states whose money was received (less what was refunded). */
const RECEIVED = new Set(['paid', 'fulfilled', 'refunded']);

/**
 * The owners' view of gifts: every payment (a one-time gift, or each month of a monthly one,
 * whose renewal orders are found through its subscription), totals per fund, and the CSV.
 */
export function createDonationLedger(deps: { db: Db }) {
  const { db } = deps;

  async function list(websiteId: string): Promise<DonationsAnswer> {
    const select = {
      donation: donations,
      orderId: orders.id,
      orderNumber: orders.orderNumber,
      status: orders.status,
      totalCents: orders.grandTotalCents,
      refundedCents: orders.refundedCents,
      createdAt: orders.createdAt,
    };
    const [firsts, renewals] = await Promise.all([
      db
        .select(select)
        .from(donations)
        .innerJoin(orders, eq(orders.id, donations.orderId))
        .where(eq(donations.websiteId, websiteId))
        .orderBy(desc(orders.createdAt))
        .limit(DONATION_LIST_LIMIT),
      db
        .select(select)
        .from(subscriptionRenewals)
        .innerJoin(subscriptions, eq(subscriptions.id, subscriptionRenewals.subscriptionId))
        .innerJoin(donations, eq(donations.orderId, subscriptions.firstOrderId))
        .innerJoin(orders, eq(orders.id, subscriptionRenewals.orderId))
        .where(and(eq(subscriptionRenewals.websiteId, websiteId), eq(donations.websiteId, websiteId)))
        .orderBy(desc(orders.createdAt))
        .limit(DONATION_LIST_LIMIT),
    ]);
    const entries: DonationEntry[] = [...firsts, ...renewals]
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .slice(0, DONATION_LIST_LIMIT)
      .map((row) => ({
        id: row.donation.id,
        orderId: row.orderId,
        orderNumber: row.orderNumber,
        donatePageId: row.donation.donatePageId,
        createdAt: row.createdAt.toISOString(),
        donorName: row.donation.donorName,
        email: row.donation.email,
        fund: row.donation.fund,
        status: row.status,
        monthly: row.donation.monthly,
        currency: row.donation.currency,
        amountCents: row.donation.amountCents,
        feeCents: row.donation.feeCents,
        totalCents: row.totalCents,
        refundedCents: row.refundedCents,
      }));
    const totals = new Map<string, DonationsAnswer['totals'][number]>();
    for (const entry of entries) {
      if (!RECEIVED.has(entry.status)) continue;
      const key = `${entry.currency}\u0000${entry.fund ?? ''}`;
      const total = totals.get(key) ?? {
        fund: entry.fund,
        currency: entry.currency,
        count: 0,
        totalCents: 0,
      };
      total.count += 1;
      total.totalCents += entry.totalCents - entry.refundedCents;
      totals.set(key, total);
    }
    return {
      donations: entries,
      totals: [...totals.values()].sort((a, b) => (a.fund ?? '').localeCompare(b.fund ?? '')),
    };
  }

  /** Decimal text of minor units in the gift's currency ("12.50"), as a spreadsheet reads it. */
  const decimal = (minor: number, currency: string) => {
    const digits = currencies[currency as keyof typeof currencies]?.fractionDigits ?? 2;
    return (minor / 10 ** digits).toFixed(digits);
  };

  return {
    list,
    async csv(websiteId: string): Promise<string> {
      const { donations: entries } = await list(websiteId);
      return csvDocument([
        [
          'Date',
          'Receipt',
          'Name',
          'Email',
          'Fund',
          'Frequency',
          'Status',
          'Currency',
          'Gift',
          'Fee covered',
          'Total',
          'Refunded',
        ],
        ...entries.map((entry) => [
          entry.createdAt,
          entry.orderNumber,
          entry.donorName,
          entry.email,
          entry.fund ?? '',
          entry.monthly ? 'Monthly' : 'One time',
          entry.status,
          entry.currency,
          decimal(entry.amountCents, entry.currency),
          decimal(entry.feeCents, entry.currency),
          decimal(entry.totalCents, entry.currency),
          decimal(entry.refundedCents, entry.currency),
        ]),
      ]);
    },
  };
}
