/**
 * Subscription plans (visitor-runtime §3): a billing period (a value and a unit) and a number of
 * billing cycles, 0 meaning "until cancelled". Plain data and pure functions, no zod: the
 * storefront, the owners' app, e-mails and the renewal scheduler all use them.
 */
export const BILLING_UNITS = ['weekly', 'monthly', 'yearly'] as const;
export type BillingUnit = (typeof BILLING_UNITS)[number];

export interface SubscriptionPlan {
  billingPeriod: { value: number; unit: BillingUnit };
  /** Payments in all, the first included; 0 means indefinite (renews until cancelled). */
  numBillingCycles: number;
}

/** Every 1 to 52 units; at most 999 payments (0: indefinite). */
export const MAX_BILLING_PERIOD_VALUE = 52;
export const MAX_BILLING_CYCLES = 999;

const NOUNS: Record<BillingUnit, string> = { weekly: 'week', monthly: 'month', yearly: 'year' };

/**
 * The spec's subscription wording (visitor-runtime §5, media-and-platform "subscription price
 * text"): "Renews every month", "Every 3 months", each with "for 12 payments" when finite.
 */
export function subscriptionWording(plan: SubscriptionPlan): string {
  const { value, unit } = plan.billingPeriod;
  const noun = NOUNS[unit];
  const period = value === 1 ? `Renews every ${noun}` : `Every ${value} ${noun}s`;
  const cycles = plan.numBillingCycles;
  if (!cycles) return period;
  return `${period} for ${cycles} ${cycles === 1 ? 'payment' : 'payments'}`;
}

/** Whether a subscription with this plan has taken its last payment after `paid` payments. */
export const planFinished = (plan: SubscriptionPlan, paid: number): boolean =>
  plan.numBillingCycles > 0 && paid >= plan.numBillingCycles;

interface WallTime {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallTimeIn(instant: Date, timeZone: string): WallTime {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((candidate) => candidate.type === type)?.value ?? 0);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

const asUtc = (wall: WallTime) =>
  Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);

/**
 * The instant a wall-clock time has in a time zone (whole seconds). Either side of a
 * daylight-saving change it lands right; a time that happens twice (autumn) is its first
 * occurrence; a time that does not exist (skipped in spring) comes out an hour later, as a clock
 * on the wall would show it.
 */
function instantOf(wall: WallTime, timeZone: string): Date {
  const target = asUtc(wall);
  const offsetAt = (instant: number) => asUtc(wallTimeIn(new Date(instant), timeZone)) - instant;
  const first = target - offsetAt(target);
  const second = target - offsetAt(first);
  if (first === second) return new Date(first);
  const valid = [first, second].filter(
    (candidate) => asUtc(wallTimeIn(new Date(candidate), timeZone)) === target,
  );
  return new Date(valid.length > 0 ? Math.min(...valid) : Math.max(first, second));
}

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * When payment number `cycle` (0 = the first, at `anchor`) falls due: `cycle` periods after the
 * anchor, counted on the site's calendar and clock. Months and years count from the anchor, never
 * from the previous renewal, so Jan 31 → Feb 28 (29 in a leap year) → Mar 31, and a renewal keeps
 * its local hour across daylight-saving changes.
 */
export function renewalDueAt(anchor: Date, plan: SubscriptionPlan, cycle: number, timeZone: string): Date {
  // Whole seconds: a renewal a fraction of a second early or late changes nothing.
  const start = wallTimeIn(anchor, timeZone);
  const { value, unit } = plan.billingPeriod;
  if (unit === 'weekly') {
    const day = new Date(Date.UTC(start.year, start.month - 1, start.day + 7 * value * cycle));
    return instantOf(
      { ...start, year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate() },
      timeZone,
    );
  }
  const months = (unit === 'yearly' ? 12 : 1) * value * cycle;
  const index = start.month - 1 + months;
  const year = start.year + Math.floor(index / 12);
  const month = (index % 12) + 1;
  return instantOf({ ...start, year, month, day: Math.min(start.day, daysInMonth(year, month)) }, timeZone);
}

/**
 * The states an owner lists subscriptions by. `incomplete` (a checkout whose first payment never
 * came) is not a subscription yet: the owners' list leaves it out, its pending order shows in Orders.
 */
export const ownerSubscriptionStatuses = ['active', 'past_due', 'paused', 'cancelled', 'completed'] as const;
export type OwnerSubscriptionStatus = (typeof ownerSubscriptionStatuses)[number];
