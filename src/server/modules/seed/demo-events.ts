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
