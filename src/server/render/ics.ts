/**
 * A one-event iCalendar file (RFC 5545). Few enough lines to write by hand, with the three
 * rules that matter: TEXT values escape backslash, semicolon, comma and newlines (§3.3.11);
 * lines end in CRLF; lines longer than 75 octets fold with CRLF and a space, never inside a
 * UTF-8 character (§3.1).
 */

export interface IcsEvent {
  uid: string;
  /** When the file was made. */
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  location: string;
  description: string;
  url: string;
  productId: string;
}

export const escapeText = (text: string) =>
  text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/** `20261201T190000Z`: UTC date-time form (§3.3.5, form #2). */
export const icsDateTime = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

const encoder = new TextEncoder();

/** Folds a content line at 75 octets (the continuation's leading space counts toward its 75). */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function icsCalendar(event: IcsEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${escapeText(event.productId)}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${icsDateTime(event.stamp)}`,
    `DTSTART:${icsDateTime(event.start)}`,
    `DTEND:${icsDateTime(event.end.getTime() > event.start.getTime() ? event.end : new Date(event.start.getTime() + 3_600_000))}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    `URL:${event.url}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The plain text of stored (already sanitized) description HTML: block ends become line breaks. */
export function plainTextOf(html: string): string {
  return html
    .replace(/<br\s*\/?>|<\/(p|li|h[1-6]|blockquote|div)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      const code = /^#x/i.test(name)
        ? Number.parseInt(name.slice(2), 16)
        : name.startsWith('#')
          ? Number.parseInt(name.slice(1), 10)
          : null;
      if (code === null) return ENTITIES[name.toLowerCase()] ?? entity;
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    })
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
