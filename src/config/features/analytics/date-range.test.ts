import { describe, expect, it } from 'vitest';
import { addDays, formatRange, presetOf, presetRange, rangeFromSearch, rangeProblem } from './date-range';

describe('analytics date ranges', () => {
  it('presets end today and include it, across months and leap days', () => {
    expect(presetRange('7d', '2026-11-22')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(presetRange('30d', '2026-03-01')).toEqual({ from: '2026-01-31', to: '2026-03-01' });
    expect(presetRange('90d', '2028-03-01')).toEqual({ from: '2027-12-03', to: '2028-03-01' });
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('recognises a preset range and nothing else', () => {
    expect(presetOf({ from: '2026-11-16', to: '2026-11-22' }, '2026-11-22')).toBe('7d');
    expect(presetOf({ from: '2026-11-16', to: '2026-11-21' }, '2026-11-22')).toBeNull();
  });

  it('checks a custom range as the server does', () => {
    expect(rangeProblem({ from: '2026-11-01', to: '2026-11-30' })).toBeNull();
    expect(rangeProblem({ from: '', to: '2026-11-30' })).toBe('Choose a start date');
    expect(rangeProblem({ from: '2026-12-01', to: '2026-11-30' })).toBe(
      'The start date must be on or before the end date',
    );
    expect(rangeProblem({ from: '2025-11-29', to: '2026-11-30' })).toBe('Choose a range of at most 366 days');
    expect(rangeProblem({ from: '2025-11-30', to: '2026-11-30' })).toBeNull();
  });

  it('reads the range from the address, falling back to the last 30 days', () => {
    expect(rangeFromSearch(new URLSearchParams('from=2026-10-01&to=2026-10-31'), '2026-11-22')).toEqual({
      from: '2026-10-01',
      to: '2026-10-31',
    });
    expect(rangeFromSearch(new URLSearchParams('from=nonsense&to=2026-10-31'), '2026-11-22')).toEqual({
      from: '2026-10-24',
      to: '2026-11-22',
    });
  });

  it('formats ranges for people', () => {
    expect(formatRange({ from: '2026-11-16', to: '2026-11-22' })).toBe('16 Nov – 22 Nov 2026');
    expect(formatRange({ from: '2025-12-30', to: '2026-01-05' })).toBe('30 Dec 2025 – 5 Jan 2026');
    expect(formatRange({ from: '2026-11-22', to: '2026-11-22' })).toBe('22 Nov 2026');
  });
});
