import cronParser from 'cron-parser';
import type { Recurrence } from './types';

/**
 * The first slot strictly after `now`. A recurring job is a chain of ordinary jobs, one per
 * slot, each sent with the slot as its idempotency key: however many processes or restarts
 * schedule the same slot, it exists once. A slot missed while no jobs process ran is not
 * repeated; the next one is.
 */
export function nextSlot(every: Recurrence, now: Date): Date {
  if ('seconds' in every) {
    const period = every.seconds * 1000;
    return new Date((Math.floor(now.getTime() / period) + 1) * period);
  }
  return cronParser
    .parseExpression(every.cron, { currentDate: now, ...(every.timeZone ? { tz: every.timeZone } : {}) })
    .next()
    .toDate();
}

/** The idempotency key of a slot. */
export const slotKey = (slot: Date) => `every:${slot.toISOString()}`;

/** Refuses a recurrence that cannot work, at definition time rather than at 3 a.m. */
export function checkRecurrence(name: string, every: Recurrence): void {
  if ('seconds' in every) {
    if (!Number.isInteger(every.seconds) || every.seconds < 1)
      throw new Error(`Job ${name}: every.seconds must be a whole number of seconds, at least 1`);
    return;
  }
  try {
    nextSlot(every, new Date());
  } catch (error) {
    throw new Error(`Job ${name}: invalid cron expression "${every.cron}": ${(error as Error).message}`, {
      cause: error,
    });
  }
}
