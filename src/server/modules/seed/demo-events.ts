import { newId } from '../../../shared/ids';
import { GRID_COLUMNS, type LayoutBlock } from '../../../shared/layout/layout';

/** Tour dates (issue 16, events part) on the hidden `/blocks` showcase, after the motion and data blocks. */
const block = (type: string, data: Record<string, unknown>): LayoutBlock => ({
  id: newId(),
  type,
  grid: { column: 1, span: GRID_COLUMNS },
  data,
});

export const eventShowcaseBlocks: LayoutBlock[] = [
  block('heading', { text: 'On the road', level: 2, alignment: 'left' }),
  block('tour-dates', {
    dates: [
      {
        date: '2031-04-12',
        venue: 'Cupping Hall',
        city: 'Portland',
        ticketUrl: 'https://example.com/tickets/portland',
        soldOut: false,
      },
      { date: '2031-03-02', venue: 'The Roastery Yard', city: 'Seattle', ticketUrl: '', soldOut: true },
      {
        date: '2031-05-20',
        venue: 'Bean & Barrel',
        city: 'Oakland',
        ticketUrl: 'https://example.com/tickets/oakland',
        soldOut: false,
      },
    ],
    showPast: false,
  }),
];

/** The demo's events page, hidden from the navigation like the other showcases. */
export const demoEventsPage = {
  title: 'Tastings',
  urlId: 'tastings',
  description: 'Cuppings and brew classes at the café: come and taste this week’s roasts with us.',
};

/**
 * Three published events in the weeks after the site is seeded (wall times in the site's time
 * zone), so the events page, its month view and the calendar always have something upcoming.
 */
export function demoEvents(seededAt: Date) {
  const day = (days: number) => new Date(seededAt.getTime() + days * 86_400_000).toISOString().slice(0, 10);
  const event = (title: string, days: number, from: string, to: string, description: string) => ({
    title,
    status: 1 as const,
    startsAt: `${day(days)}T${from}`,
    endsAt: `${day(days)}T${to}`,
    location: 'Larkspur Coffee Roasters, Alder Street',
    description,
  });
  return [
    event(
      'Cupping night: new Huila lots',
      7,
      '18:30',
      '20:00',
      '<p>Slurp, score and compare three washed lots from Huila with our roasters. Free, twelve seats.</p>',
    ),
    event(
      'Pour-over class',
      14,
      '10:00',
      '11:30',
      '<p>Grind size, water and timing on the V60: you brew, we taste. Beans to take home included.</p>',
    ),
    event(
      'Roastery open morning',
      28,
      '09:00',
      '12:00',
      '<p>The roaster runs all morning: watch a batch from green to first crack, and ask anything.</p>',
    ),
  ];
}

/** The calendar on `/blocks`, over the events page (its id exists once the page is made). */
export const calendarShowcaseBlocks = (collectionId: string): LayoutBlock[] => [
  block('heading', { text: 'What’s on', level: 2, alignment: 'left' }),
  block('calendar', { collectionId }),
];
