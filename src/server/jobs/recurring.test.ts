import { describe, expect, it } from 'vitest';
import { checkRecurrence, nextSlot, slotKey } from './recurring';

describe('recurring slots', () => {
  it('aligns every-n-seconds slots to the epoch, strictly after now', () => {
    expect(nextSlot({ seconds: 5 }, new Date('2026-03-01T10:00:02.500Z'))).toEqual(
      new Date('2026-03-01T10:00:05Z'),
    );
    expect(nextSlot({ seconds: 5 }, new Date('2026-03-01T10:00:05Z'))).toEqual(
      new Date('2026-03-01T10:00:10Z'),
    );
    expect(nextSlot({ seconds: 3600 }, new Date('2026-03-01T10:59:59Z'))).toEqual(
      new Date('2026-03-01T11:00:00Z'),
    );
  });

  it('follows cron expressions, in a time zone when given', () => {
    expect(nextSlot({ cron: '30 3 * * *' }, new Date('2026-03-01T10:00:00Z'))).toEqual(
      new Date('2026-03-02T03:30:00Z'),
    );
    // 03:30 in New York is 08:30 UTC in March before the daylight-saving change (EST, UTC-5) …
    expect(
      nextSlot({ cron: '30 3 * * *', timeZone: 'America/New_York' }, new Date('2026-03-01T10:00:00Z')),
    ).toEqual(new Date('2026-03-02T08:30:00Z'));
    // … and 07:30 UTC after it (EDT, UTC-4).
    expect(
      nextSlot({ cron: '30 3 * * *', timeZone: 'America/New_York' }, new Date('2026-03-10T10:00:00Z')),
    ).toEqual(new Date('2026-03-11T07:30:00Z'));
  });

  it('names each slot for its idempotency key, and refuses recurrences that cannot work', () => {
    expect(slotKey(new Date('2026-03-01T10:00:05Z'))).toBe('every:2026-03-01T10:00:05.000Z');
    expect(() => checkRecurrence('x.y', { seconds: 0 })).toThrow(/at least 1/);
    expect(() => checkRecurrence('x.y', { seconds: 1.5 })).toThrow(/whole number/);
    expect(() => checkRecurrence('x.y', { cron: 'every day' })).toThrow(/invalid cron expression/);
    expect(() => checkRecurrence('x.y', { cron: '*/10 * * * *' })).not.toThrow();
  });
});
