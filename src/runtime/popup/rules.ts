/**
 * When the popup overlay shows (visitor-runtime §4 "Popup overlay", §6; media-and-platform §3):
 * pure rules over the stored record and the settings, so a fake clock proves them.
 *
 * - Signed-in accounts always see it, whatever the record, device or trigger says (§6).
 * - `enableMobile` off: never on a mobile screen (up to 432 px wide, media-and-platform §2).
 * - A record of another `version` is ignored: bumping the version shows it to everyone again.
 * - `showUntilSignup`: once the visitor signed up through it, it never comes back (this version).
 * - After a close it comes back once `displayFrequency` days have passed; -1 means never again.
 */

/** The local storage key (media-and-platform §3 "under a popup-overlay key"). */
export const POPUP_STORAGE_KEY = 'popup-overlay';
/** Mobile is a screen up to 432 px wide (media-and-platform §2 "Viewport breakpoints"). */
export const MOBILE_MAX_WIDTH = 432;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** The three stored values, in the spec's names. */
export interface PopupRecord {
  version: number;
  submitted: boolean;
  /** When the visitor closed it (ms since the epoch); null when never closed. */
  'date-closed': number | null;
}

export interface PopupRules {
  version: number;
  displayFrequency: number;
  showUntilSignup: boolean;
  enableMobile: boolean;
}

/** Reads a stored record; anything unreadable counts as no record (the popup may show). */
export function parsePopupRecord(text: string | null): PopupRecord | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Record<string, unknown>;
    if (typeof value !== 'object' || value === null || typeof value.version !== 'number') return null;
    const closed = value['date-closed'];
    return {
      version: value.version,
      submitted: value.submitted === true,
      'date-closed': typeof closed === 'number' && Number.isFinite(closed) ? closed : null,
    };
  } catch {
    return null;
  }
}

export function shouldShowPopup(input: {
  rules: PopupRules;
  record: PopupRecord | null;
  now: number;
  signedIn: boolean;
  mobile: boolean;
}): boolean {
  const { rules, now } = input;
  if (input.signedIn) return true;
  if (input.mobile && !rules.enableMobile) return false;
  const record = input.record?.version === rules.version ? input.record : null;
  if (!record) return true;
  if (record.submitted && rules.showUntilSignup) return false;
  const closed = record['date-closed'];
  if (closed === null) return true;
  if (rules.displayFrequency < 0) return false;
  return now - closed >= rules.displayFrequency * DAY_MS;
}

/** The record after the visitor closed the popup (a sign-up also closes it). */
export function closedRecord(
  previous: PopupRecord | null,
  version: number,
  now: number,
  submitted = false,
): PopupRecord {
  const kept = previous?.version === version ? previous : null;
  return { version, submitted: submitted || (kept?.submitted ?? false), 'date-closed': now };
}
