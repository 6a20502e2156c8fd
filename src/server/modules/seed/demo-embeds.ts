import { newId } from '../../../shared/ids';
import { GRID_COLUMNS, type LayoutBlock } from '../../../shared/layout/layout';

/**
 * Third-party embeds without tracking (issue 17) on the hidden `/blocks` showcase: nothing here
 * reaches another host until a visitor asks (a play press, a booking button, a link).
 */
const block = (
  type: string,
  data: Record<string, unknown>,
  column = 1,
  span = GRID_COLUMNS,
): LayoutBlock => ({
  id: newId(),
  type,
  grid: { column, span },
  data,
});

export const embedBlocks: LayoutBlock[] = [
  block('heading', { text: 'Listen, follow, book', level: 2, alignment: 'left' }),
  block(
    'audio',
    {
      url: '/assets/static/demo/roaster-crackle.wav',
      title: 'First crack',
      artist: 'The roastery',
      caption: 'What a good roast sounds like, a second of it.',
    },
    1,
    6,
  ),
  block(
    'audio',
    {
      url: 'https://soundcloud.com/example-roastery/morning-roast',
      title: 'Morning roast playlist',
      artist: 'Roastery radio',
      caption: '',
    },
    7,
    6,
  ),
  block(
    'instagram',
    {
      postUrl: 'https://www.instagram.com/p/demo-roastery/',
      image: '/assets/static/demo/bean-pattern.svg',
      alt: 'Freshly roasted beans, as a pattern',
      text: 'Tuesday is roast day. Come smell it from the street.',
      author: '@alder.street.coffee',
      providerEmbed: false,
    },
    1,
    6,
  ),
  block(
    'twitter',
    {
      postUrl: 'https://x.com/alderstreet/status/1',
      image: '',
      alt: '',
      text: 'New beans in: Kenya Nyeri, bright and juicy. Filter of the week from Monday.',
      author: '@alderstreet',
      providerEmbed: false,
    },
    7,
    6,
  ),
  block('amazon', {
    productUrl: 'https://www.amazon.com/dp/B000000000',
    title: 'The burr grinder we use at home',
    image: '/assets/static/demo/morning-hills.svg',
    alt: 'The grinder’s box: hills under a morning sky',
    price: '$129.00',
    description: 'Forty grind settings; the one we recommend for pour-over is 18.',
    buttonText: 'View on Amazon',
  }),
  block('booking', {
    provider: 'opentable',
    widget: 'reservations',
    venue: '412345',
    link: 'https://www.opentable.com/restref/client/?rid=412345',
    linkTitle: '',
    title: 'Book a table',
    description: 'Breakfast and lunch, Tuesday to Sunday.',
  }),
  block('booking', {
    provider: 'tock',
    widget: 'ordering',
    venue: 'alder-street',
    link: 'https://www.exploretock.com/alder-street',
    linkTitle: '',
    title: 'Beans to take home',
    description: 'Order ahead and pick up at the counter.',
  }),
];
