import { describe, expect, it } from 'vitest';
import { DAY_MS, closedRecord, parsePopupRecord, shouldShowPopup, type PopupRules } from './rules';

/** A fake clock: every instant is a fixed start plus what the test adds. */
const START = Date.UTC(2026, 0, 10, 12);
const at = (days: number) => START + days * DAY_MS;

const rules = (overrides: Partial<PopupRules> = {}): PopupRules => ({
  version: 1,
  displayFrequency: 7,
  showUntilSignup: false,
  enableMobile: true,
  ...overrides,
});

const visitor = { signedIn: false, mobile: false };

describe('popup display rules', () => {
  it('shows to a first-time visitor', () => {
    expect(shouldShowPopup({ rules: rules(), record: null, now: START, ...visitor })).toBe(true);
  });

  it('comes back only after displayFrequency days have passed since the close', () => {
    const record = closedRecord(null, 1, START);
    const check = (now: number) => shouldShowPopup({ rules: rules(), record, now, ...visitor });
    expect(check(at(0))).toBe(false);
    expect(check(at(7) - 1)).toBe(false);
    expect(check(at(7))).toBe(true);
  });

  it('with -1 never comes back after a close', () => {
    const record = closedRecord(null, 1, START);
    expect(
      shouldShowPopup({ rules: rules({ displayFrequency: -1 }), record, now: at(3650), ...visitor }),
    ).toBe(false);
  });

  it('with 0 days comes back on the next page', () => {
    const record = closedRecord(null, 1, START);
    expect(shouldShowPopup({ rules: rules({ displayFrequency: 0 }), record, now: START, ...visitor })).toBe(
      true,
    );
  });

  it('shows again to everyone when the version is bumped', () => {
    const neverAgain = rules({ displayFrequency: -1, showUntilSignup: true });
    const record = closedRecord(null, 1, START, true);
    expect(shouldShowPopup({ rules: neverAgain, record, now: at(1), ...visitor })).toBe(false);
    expect(shouldShowPopup({ rules: { ...neverAgain, version: 2 }, record, now: at(1), ...visitor })).toBe(
      true,
    );
  });

  it('with showUntilSignup never comes back after a sign-up, whatever the frequency', () => {
    const record = closedRecord(null, 1, START, true);
    const untilSignup = rules({ showUntilSignup: true, displayFrequency: 1 });
    expect(shouldShowPopup({ rules: untilSignup, record, now: at(400), ...visitor })).toBe(false);
    // Without it a sign-up is just a close: the frequency brings it back.
    expect(shouldShowPopup({ rules: rules({ displayFrequency: 1 }), record, now: at(1), ...visitor })).toBe(
      true,
    );
  });

  it('with showUntilSignup a plain close still follows the frequency', () => {
    const record = closedRecord(null, 1, START);
    const untilSignup = rules({ showUntilSignup: true, displayFrequency: 2 });
    expect(shouldShowPopup({ rules: untilSignup, record, now: at(1), ...visitor })).toBe(false);
    expect(shouldShowPopup({ rules: untilSignup, record, now: at(2), ...visitor })).toBe(true);
  });

  it('keeps off mobile screens when enableMobile is off', () => {
    const off = rules({ enableMobile: false });
    expect(shouldShowPopup({ rules: off, record: null, now: START, signedIn: false, mobile: true })).toBe(
      false,
    );
    expect(shouldShowPopup({ rules: off, record: null, now: START, signedIn: false, mobile: false })).toBe(
      true,
    );
  });

  it('always shows to signed-in accounts, whatever the record or device', () => {
    const record = closedRecord(null, 1, START, true);
    expect(
      shouldShowPopup({
        rules: rules({ displayFrequency: -1, showUntilSignup: true, enableMobile: false }),
        record,
        now: START,
        signedIn: true,
        mobile: true,
      }),
    ).toBe(true);
  });

  it('keeps a sign-up across later closes of the same version, and drops it for a new version', () => {
    const signedUp = closedRecord(null, 1, START, true);
    expect(closedRecord(signedUp, 1, at(1))).toEqual({ version: 1, submitted: true, 'date-closed': at(1) });
    expect(closedRecord(signedUp, 2, at(1))).toEqual({ version: 2, submitted: false, 'date-closed': at(1) });
  });

  it('reads its stored record and treats anything else as none', () => {
    const record = closedRecord(null, 3, START, true);
    expect(parsePopupRecord(JSON.stringify(record))).toEqual(record);
    expect(parsePopupRecord('{"version":1}')).toEqual({ version: 1, submitted: false, 'date-closed': null });
    for (const text of [null, '', 'nope', '[]', '{"submitted":true}', 'null'])
      expect(parsePopupRecord(text)).toBeNull();
  });
});
