import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { getBlockDefinition } from '../../shared/blocks/registry';
import { monthGrid } from '../../shared/events/month-grid';
import { makeBlock } from '../testing/fixtures';
import { rendererOf } from './render-registry';
import { BlockResourcesContext, type BlockResources } from './resources';

function renderBlock(type: string, data: Record<string, unknown>, resources: Partial<BlockResources> = {}) {
  const definition = getBlockDefinition(type);
  const Render = rendererOf(type);
  if (!definition || !Render) throw new Error(`no block ${type}`);
  return renderToString(
    <BlockResourcesContext.Provider value={{ forms: {}, ...resources }}>
      <Render block={makeBlock(type, definition.schema.parse(data))} />
    </BlockResourcesContext.Provider>,
  );
}

describe('calendar block', () => {
  const id = 'c'.repeat(24);
  const event = {
    id: 'e'.repeat(24),
    title: 'Jam <night>',
    href: '/gigs/jam',
    startsAt: '2026-12-05T21:00:00Z',
    endsAt: '2026-12-05T23:00:00Z',
    location: '',
  };
  const calendar = {
    month: '2026-12',
    timeZone: 'Europe/Lisbon',
    weeks: monthGrid('2026-12', 'Europe/Lisbon', [event]),
    previousHref: '/gigs?view=month&month=2026-11',
    nextHref: '/gigs?view=month&month=2027-01',
  };

  it('renders the month the server read as a table, events as links on their day', () => {
    const html = renderBlock('calendar', { collectionId: id }, { calendars: { [id]: calendar } });
    expect(html).toContain('<h3 class="event-calendar__title">December 2026</h3>');
    expect(html).toMatch(/<th scope="col"><abbr title="Sunday">Sun<\/abbr><\/th>/);
    expect(html).toMatch(
      /data-date="2026-12-05">.*?<a href="\/gigs\/jam">.*?9:00\s?PM.*?Jam &lt;night&gt;<\/a>/s,
    );
    expect(html).toContain('href="/gigs?view=month&amp;month=2027-01"');
  });

  it('renders nothing for an events page the server did not read (none chosen, another site’s)', () => {
    expect(renderBlock('calendar', { collectionId: id })).toBe('');
    expect(renderBlock('calendar', {}, { calendars: { [id]: calendar } })).toBe('');
  });
});

describe('tour dates block', () => {
  const dates = [
    { date: '2027-03-16', venue: 'Rough Trade', city: 'London', soldOut: true },
    { date: '2026-10-01', venue: 'Old Hall', city: 'York' },
    { date: '2027-03-14', venue: 'The Lantern', city: 'Bristol', ticketUrl: 'https://tickets.example.org/l' },
  ];

  it('lists upcoming dates soonest first, hides past ones, marks sold out, links tickets', () => {
    const html = renderBlock('tour-dates', { dates }, { today: '2026-11-20' });
    expect(html.indexOf('The Lantern')).toBeLessThan(html.indexOf('Rough Trade'));
    expect(html).not.toContain('Old Hall');
    expect(html).toContain('<time class="tour-dates__date" dateTime="2027-03-14">March 14, 2027</time>');
    expect(html).toContain('href="https://tickets.example.org/l"');
    expect(html).toContain('aria-label="Tickets for The Lantern, Bristol"');
    expect(html).toMatch(/Rough Trade.*?Sold out/s);
  });

  it('shows past dates after the others, marked past, when asked', () => {
    const html = renderBlock('tour-dates', { dates, showPast: true }, { today: '2026-11-20' });
    expect(html).toMatch(/tour-dates__row--past.*?Old Hall.*?Past/s);
    expect(html.indexOf('Rough Trade')).toBeLessThan(html.indexOf('Old Hall'));
  });
});

describe('album block', () => {
  it('is a native audio player with the first track and a list of links to every file', () => {
    const html = renderBlock('album', {
      title: 'Live at the Lantern',
      artist: 'The Quiet Set',
      tracks: [
        { title: 'Opening <song>', src: '/media/one.mp3' },
        { title: 'Encore', src: 'https://cdn.example.org/two.mp3' },
      ],
    });
    expect(html).toMatch(/<audio class="album__player" controls="" preload="none" src="\/media\/one.mp3"/);
    expect(html).toContain('data-album=""');
    expect(html).toMatch(/<ol class="album__tracks" aria-label="Tracks">/);
    expect(html).toMatch(
      /<a class="album__track" href="\/media\/one.mp3" data-album-track="0" aria-current="true">/,
    );
    expect(html).toContain('href="https://cdn.example.org/two.mp3" data-album-track="1"');
    expect(html).toContain('Opening &lt;song&gt;');
  });
});
