import { describe, expect, it } from 'vitest';
import { renewalDueAt, subscriptionWording, type SubscriptionPlan } from './subscriptions';

const plan = (
  value: number,
  unit: SubscriptionPlan['billingPeriod']['unit'],
  cycles = 0,
): SubscriptionPlan => ({
  billingPeriod: { value, unit },
  numBillingCycles: cycles,
});

describe('subscription wording (visitor-runtime §5)', () => {
  it('says renews every week, month or year, every {n} units, and for {p} payments when finite', () => {
    expect(subscriptionWording(plan(1, 'weekly'))).toBe('Renews every week');
    expect(subscriptionWording(plan(1, 'monthly'))).toBe('Renews every month');
    expect(subscriptionWording(plan(1, 'yearly'))).toBe('Renews every year');
    expect(subscriptionWording(plan(3, 'monthly'))).toBe('Every 3 months');
    expect(subscriptionWording(plan(2, 'weekly', 6))).toBe('Every 2 weeks for 6 payments');
    expect(subscriptionWording(plan(1, 'monthly', 12))).toBe('Renews every month for 12 payments');
    expect(subscriptionWording(plan(1, 'yearly', 1))).toBe('Renews every year for 1 payment');
  });
});

describe('renewal dates on the site’s calendar', () => {
  const iso = (date: Date) => date.toISOString();

  it('counts months from the anchor: Jan 31 → Feb 28 (29 in a leap year) → Mar 31', () => {
    const anchor = new Date('2027-01-31T15:00:00Z');
    const monthly = plan(1, 'monthly');
    expect(iso(renewalDueAt(anchor, monthly, 1, 'UTC'))).toBe('2027-02-28T15:00:00.000Z');
    expect(iso(renewalDueAt(anchor, monthly, 2, 'UTC'))).toBe('2027-03-31T15:00:00.000Z');
    expect(iso(renewalDueAt(anchor, monthly, 3, 'UTC'))).toBe('2027-04-30T15:00:00.000Z');
    const leap = new Date('2028-01-31T15:00:00Z');
    expect(iso(renewalDueAt(leap, monthly, 1, 'UTC'))).toBe('2028-02-29T15:00:00.000Z');
    expect(iso(renewalDueAt(leap, monthly, 2, 'UTC'))).toBe('2028-03-31T15:00:00.000Z');
    // Feb 29 yearly: Feb 28 in common years, Feb 29 again four years on.
    const leapDay = new Date('2028-02-29T12:00:00Z');
    expect(iso(renewalDueAt(leapDay, plan(1, 'yearly'), 1, 'UTC'))).toBe('2029-02-28T12:00:00.000Z');
    expect(iso(renewalDueAt(leapDay, plan(1, 'yearly'), 4, 'UTC'))).toBe('2032-02-29T12:00:00.000Z');
  });

  it('counts days and months in the site’s time zone, the date of the zone not of UTC', () => {
    // 23:30 on Jan 31 in Los Angeles is already Feb 1 in UTC: the renewal is Feb 28 at 23:30 there.
    const anchor = new Date('2027-02-01T07:30:00Z');
    expect(iso(renewalDueAt(anchor, plan(1, 'monthly'), 1, 'America/Los_Angeles'))).toBe(
      '2027-03-01T07:30:00.000Z',
    );
  });

  it('keeps the local hour across daylight-saving changes', () => {
    // 09:00 in New York: EST (UTC-5) in February, EDT (UTC-4) from March 14, 2027.
    const anchor = new Date('2027-02-10T14:00:00Z');
    expect(iso(renewalDueAt(anchor, plan(1, 'monthly'), 1, 'America/New_York'))).toBe(
      '2027-03-10T14:00:00.000Z',
    );
    expect(iso(renewalDueAt(anchor, plan(1, 'monthly'), 2, 'America/New_York'))).toBe(
      '2027-04-10T13:00:00.000Z',
    );
    // Weekly across London's autumn change (Oct 31, 2027): 10:00 BST then 10:00 GMT.
    const london = new Date('2027-10-25T09:00:00Z');
    expect(iso(renewalDueAt(london, plan(1, 'weekly'), 1, 'Europe/London'))).toBe('2027-11-01T10:00:00.000Z');
    // A time skipped by the spring change (02:30 on Mar 14, 2027 in New York) lands an hour later.
    const skipped = new Date('2027-02-14T07:30:00Z');
    expect(iso(renewalDueAt(skipped, plan(4, 'weekly'), 1, 'America/New_York'))).toBe(
      '2027-03-14T07:30:00.000Z',
    );
  });

  it('counts every n units', () => {
    const anchor = new Date('2027-01-15T00:00:00Z');
    expect(iso(renewalDueAt(anchor, plan(2, 'weekly'), 3, 'UTC'))).toBe('2027-02-26T00:00:00.000Z');
    expect(iso(renewalDueAt(anchor, plan(3, 'monthly'), 2, 'UTC'))).toBe('2027-07-15T00:00:00.000Z');
    expect(iso(renewalDueAt(anchor, plan(2, 'yearly'), 1, 'UTC'))).toBe('2029-01-15T00:00:00.000Z');
  });
});
