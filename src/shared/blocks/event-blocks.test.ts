import { describe, expect, it } from 'vitest';
import { monthGrid } from '../events/month-grid';
import { instantOfWallTime, shiftMonth, wallTimeOf } from '../events/zoned-time';
import { ALBUM_TOO_MANY_TRACKS, albumBlock, albumCspSources, MAX_ALBUM_TRACKS } from './album';
import { calendarBlock, calendarCollectionIdsOf } from './calendar';
import { runtimeFeaturesOf } from './registry';
import { tourDatesBlock } from './tour-dates';

function problems(schema: { safeParse(value: unknown): unknown }, data: unknown) {
  const result = schema.safeParse(data) as {
    error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
  };
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('site time zone', () => {
  it('reads wall times in the zone, across daylight saving, and back', () => {
    expect(instantOfWallTime('2026-12-05T19:30', 'Europe/Lisbon')?.toISOString()).toBe(
      '2026-12-05T19:30:00.000Z',
    );
    expect(instantOfWallTime('2027-07-01T19:30', 'Europe/Lisbon')?.toISOString()).toBe(
      '2027-07-01T18:30:00.000Z',
    );
    expect(instantOfWallTime('2026-03-08T12:00', 'America/New_York')?.toISOString()).toBe(
      '2026-03-08T16:00:00.000Z',
    );
    expect(instantOfWallTime('2026-03-07T12:00', 'America/New_York')?.toISOString()).toBe(
      '2026-03-07T17:00:00.000Z',
    );
    expect(wallTimeOf(new Date('2027-07-01T18:30:00Z'), 'Europe/Lisbon')).toBe('2027-07-01T19:30');
    expect(wallTimeOf(new Date('2026-12-31T23:30:00Z'), 'Asia/Tokyo')).toBe('2027-01-01T08:30');
    expect(instantOfWallTime('2026-02-30T10:00', 'UTC')).toBeNull();
    expect(instantOfWallTime('2026-12-05 19:30', 'UTC')).toBeNull();
    // An unknown zone falls back to UTC rather than breaking a page.
    expect(wallTimeOf(new Date('2026-12-05T19:30:00Z'), 'Mars/Olympus')).toBe('2026-12-05T19:30');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
  });

  it('lays a month out in Sunday-first weeks, events on each local day they touch', () => {
    const weekend = { startsAt: '2026-12-04T23:30:00Z', endsAt: '2026-12-06T10:00:00Z' };
    const weeks = monthGrid('2026-12', 'America/New_York', [weekend]);
    expect(weeks[0]![0]!.date).toBe('2026-11-29');
    expect(weeks[0]![0]!.inMonth).toBe(false);
    expect(weeks.at(-1)!.at(-1)!.date).toBe('2027-01-02');
    const days = weeks
      .flat()
      .filter((day) => day.events.length > 0)
      .map((day) => day.date);
    // 23:30 UTC on the 4th is 18:30 on the 4th in New York; 10:00 UTC on the 6th is 05:00 there.
    expect(days).toEqual(['2026-12-04', '2026-12-05', '2026-12-06']);
  });
});

describe('calendar block', () => {
  it('names an events page by id, or none', () => {
    expect(calendarBlock.schema.parse({})).toEqual({ collectionId: '' });
    expect(problems(calendarBlock.schema, { collectionId: 'x' })).toEqual({
      collectionId: 'Choose an events page',
    });
    const id = 'a'.repeat(24);
    const layout = {
      blocks: [
        { type: 'calendar', data: { collectionId: id } },
        { type: 'calendar', data: { collectionId: '' } },
      ],
    };
    expect(calendarCollectionIdsOf([layout, null])).toEqual([id]);
  });
});

describe('tour dates block', () => {
  it('takes the owner’s list with real dates, venues and safe links', () => {
    const parsed = tourDatesBlock.schema.parse({
      dates: [{ date: '2027-03-14', venue: 'Hall', city: 'Leeds' }],
    });
    expect(parsed).toEqual({
      dates: [{ date: '2027-03-14', venue: 'Hall', city: 'Leeds', ticketUrl: '', soldOut: false }],
      showPast: false,
    });
    expect(
      problems(tourDatesBlock.schema, {
        dates: [
          { date: '2027-02-30', venue: 'Hall', city: 'Leeds' },
          { date: '14/03/2027', venue: '', city: 'Leeds', ticketUrl: 'javascript:alert(1)' },
        ],
      }),
    ).toMatchObject({
      'dates.0.date': 'Enter a real date',
      'dates.1.date': 'Enter the date as YYYY-MM-DD',
      'dates.1.venue': 'Enter the venue',
      'dates.1.ticketUrl': expect.any(String),
    });
  });
});

describe('album block', () => {
  const track = (n: number) => ({ title: `Track ${n}`, src: `/media/track-${n}.mp3` });
  it('holds at most 60 tracks, and says so past it', () => {
    expect(MAX_ALBUM_TRACKS).toBe(60);
    const full = Array.from({ length: 60 }, (_, n) => track(n));
    expect(albumBlock.schema.safeParse({ tracks: full }).success).toBe(true);
    expect(problems(albumBlock.schema, { tracks: [...full, track(61)] })).toEqual({
      tracks: ALBUM_TOO_MANY_TRACKS,
    });
    expect(
      problems(albumBlock.schema, { tracks: [{ title: '', src: 'javascript:alert(1)' }] }),
    ).toMatchObject({
      'tracks.0.title': 'Enter the track title',
      'tracks.0.src': expect.any(String),
    });
  });

  it('loads the album feature for two tracks or more, and allows other hosts’ audio in media-src', () => {
    const layout = (tracks: unknown[]) => ({
      columns: 12 as const,
      blocks: [{ id: 'b'.repeat(24), type: 'album', grid: { column: 1, span: 12 }, data: { tracks } }],
    });
    expect(runtimeFeaturesOf([layout([track(1)])])).not.toContain('album');
    expect(runtimeFeaturesOf([layout([track(1), track(2)])])).toContain('album');
    expect(
      albumCspSources({ tracks: [track(1), { title: 'Far', src: 'https://cdn.example.org/a.mp3' }] }),
    ).toEqual({ 'media-src': ['https://cdn.example.org'] });
  });
});
