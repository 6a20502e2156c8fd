import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, icsCalendar, plainTextOf } from './ics';

describe('iCalendar file', () => {
  it('escapes TEXT values (RFC 5545 §3.3.11)', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds lines at 75 octets without splitting a UTF-8 character (§3.1)', () => {
    const line = `DESCRIPTION:${'é'.repeat(100)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    for (const part of parts) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(parts.map((part, index) => (index === 0 ? part : part.slice(1))).join('')).toBe(line);
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
  });

  it('writes one event with CRLF line ends, UTC times and the escaped fields', () => {
    const file = icsCalendar({
      uid: 'abc@example.org',
      stamp: new Date('2026-11-20T12:00:00Z'),
      start: new Date('2026-12-05T19:30:00Z'),
      end: new Date('2026-12-05T19:30:00Z'),
      summary: 'Choir; strings, brass',
      location: '',
      description: 'Line one\nLine two',
      url: 'https://example.org/events/choir',
      productId: '-//Site//Events//EN',
    });
    expect(file.split('\r\n').slice(0, 3)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Site//Events//EN',
    ]);
    expect(file).not.toMatch(/[^\r]\n/);
    expect(file).toContain('\r\nDTSTAMP:20261120T120000Z\r\n');
    expect(file).toContain('\r\nDTSTART:20261205T193000Z\r\n');
    // An event with no length gets an hour, so calendars show it.
    expect(file).toContain('\r\nDTEND:20261205T203000Z\r\n');
    expect(file).toContain('\r\nSUMMARY:Choir\\; strings\\, brass\r\n');
    expect(file).toContain('\r\nDESCRIPTION:Line one\\nLine two\r\n');
    expect(file).not.toContain('LOCATION');
    expect(file.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
  });

  it('reads stored description HTML as text', () => {
    expect(plainTextOf('<p>Fish &amp; chips</p><p>At&nbsp;8 &#x2014; &#8212; &#99999999;</p>')).toBe(
      'Fish & chips\nAt 8 — — &#99999999;',
    );
  });
});
