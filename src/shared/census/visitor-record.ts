/**
 * The visitor tracking cookies (spec visitor-runtime §3, §4, §5, §9): the visitor record
 * `ss_cvr` = `{id}|{firstVisit}|{previousVisit}|{currentVisit}|{visitCount}` (an id then four
 * positive integers, 2 years) and the visit cookie `ss_cvt` = the last activity's timestamp
 * (a positive integer, 30 minutes). Pure, so Node tests cover every rule.
 */
export const VISITOR_RECORD_COOKIE = 'ss_cvr';
export const VISIT_COOKIE = 'ss_cvt';
export const VISITOR_RECORD_LIFETIME_SECONDS = 2 * 365 * 24 * 60 * 60;
export const VISIT_LIFETIME_SECONDS = 30 * 60;
/** Analytics id cookie and local storage key (media-and-platform §4, §9: 390 days). */
export const ANALYTICS_ID_KEY = 'ss_aid';
export const ANALYTICS_ID_LIFETIME_SECONDS = 390 * 24 * 60 * 60;

export interface VisitorRecord {
  id: string;
  firstVisit: number;
  previousVisit: number;
  currentVisit: number;
  visitCount: number;
}

const VISITOR_ID = /^[A-Za-z0-9-]{8,64}$/;
const POSITIVE_INTEGER = /^[1-9][0-9]{0,15}$/;

export function serializeVisitorRecord(record: VisitorRecord): string {
  return [record.id, record.firstVisit, record.previousVisit, record.currentVisit, record.visitCount].join(
    '|',
  );
}

export function parseVisitorRecord(value: string | undefined | null): VisitorRecord | null {
  if (!value) return null;
  const parts = value.split('|');
  if (parts.length !== 5) return null;
  const [id = '', ...numbers] = parts;
  if (!VISITOR_ID.test(id) || !numbers.every((part) => POSITIVE_INTEGER.test(part))) return null;
  const [firstVisit, previousVisit, currentVisit, visitCount] = numbers.map(Number) as [
    number,
    number,
    number,
    number,
  ];
  return { id, firstVisit, previousVisit, currentVisit, visitCount };
}

export function parseVisitTimestamp(value: string | undefined | null): number | null {
  return value && POSITIVE_INTEGER.test(value) ? Number(value) : null;
}

/**
 * The visitor cookie rule: a new record when absent (or unreadable); when the record exists
 * but the visit cookie has expired, the visit count increments and the visit is renewed.
 * The caller writes back both cookies (the visit cookie's 30 minutes slide with activity).
 */
export function nextVisitorRecord(
  existing: VisitorRecord | null,
  visitCookie: number | null,
  now: number,
  newId: () => string,
): { record: VisitorRecord; newVisit: boolean } {
  if (!existing)
    return {
      record: { id: newId(), firstVisit: now, previousVisit: now, currentVisit: now, visitCount: 1 },
      newVisit: true,
    };
  if (visitCookie === null) {
    return {
      record: {
        ...existing,
        previousVisit: existing.currentVisit,
        currentVisit: now,
        visitCount: existing.visitCount + 1,
      },
      newVisit: true,
    };
  }
  return { record: existing, newVisit: false };
}
