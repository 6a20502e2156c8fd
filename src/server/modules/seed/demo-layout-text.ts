import { newId } from '../../../shared/ids';
import { GRID_COLUMNS, type Layout, type LayoutBlock } from '../../../shared/layout/layout';
import type { DemoPage } from './demo-content';
import { eventShowcaseBlocks } from './demo-events';
import { motionDataBlocks } from './demo-motion-data';
import { embedBlocks } from './demo-embeds';
import { mapDemoBlocks } from './demo-map';

/**
 * Showcases of the layout and text blocks (issue 16), hidden from the navigation:
 * - `/faq`: text and an accordion only, the page whose JavaScript the bench weighs (the
 *   accordion chunk alone must stay within 5 KB gzip);
 * - `/blocks`: scaled text, the café menu as tabs, shapes, share buttons and social icons.
 */
const block = (type: string, data: Record<string, unknown>): LayoutBlock => ({
  id: newId(),
  type,
  grid: { column: 1, span: GRID_COLUMNS },
  data,
});
const heading = (text: string, level: 1 | 2) => block('heading', { text, level, alignment: 'left' });
const text = (html: string) => block('text', { html, alignment: 'left' });
const withAnimation = (animation: LayoutBlock['animation'], target: LayoutBlock): LayoutBlock => ({
  ...target,
  animation,
});
const page = (blocks: LayoutBlock[]): Layout => ({ columns: GRID_COLUMNS, blocks });

export const faqPage: DemoPage = {
  title: 'Questions',
  urlId: 'faq',
  navigation: '_hidden',
  description: 'Answers to what people ask us most: opening hours, shipping, grinding and subscriptions.',
  layout: page([
    heading('Questions we hear a lot', 1),
    text('<p>Short answers to what people ask at the counter. Anything else: write to us.</p>'),
    block('accordion', {
      items: [
        { title: 'When is the café open?', body: 'Every day from 7 am to 6 pm.\n\nUntil 9 pm on Fridays.' },
        {
          title: 'Do you ship abroad?',
          body: 'Yes, to most of Europe. Orders placed before noon leave the same day.',
        },
        {
          title: 'Can you grind the beans for me?',
          body: 'Of course. Choose the grind when you order: espresso, filter, French press or whole beans.',
        },
        {
          title: 'How do subscriptions work?',
          body: 'A bag every two or four weeks. Pause or stop any time.',
        },
      ],
      allowMultipleOpen: false,
      firstOpen: true,
    }),
  ]),
};

export const layoutTextPage: DemoPage = {
  title: 'Blocks',
  urlId: 'blocks',
  navigation: '_hidden',
  description: 'The café’s menu, share buttons and where to follow us: layout and text blocks at work.',
  layout: page([
    block('scaled-text', { text: 'Roasted on Tuesdays', tag: 'h1', maxFontSize: 160, alignment: 'center' }),
    heading('Our menu', 2),
    block('menu', {
      menus: [
        {
          title: 'Breakfast',
          body: 'Granola, yogurt and stewed plums — $8\n\nEggs on sourdough — $10\nWith smoked trout — $13',
        },
        { title: 'Lunch', body: 'Soup of the day with bread — $9\n\nGrilled cheese and pickles — $11' },
        { title: 'Drinks', body: 'Espresso — $3\n\nFilter coffee of the week — $4\n\nCortado — $4' },
      ],
    }),
    heading('Shapes', 2),
    {
      ...block('shape', { shape: 'circle', ratio: 'square', fill: 'accent', image: '', alt: '' }),
      grid: { column: 1, span: 4 },
    },
    {
      ...block('shape', {
        shape: 'arch',
        ratio: 'tall',
        fill: 'surface',
        image: '/assets/static/demo/cup-steam.svg',
        alt: 'A cup of coffee with a curl of steam',
      }),
      grid: { column: 5, span: 4 },
      // Entrance animations (visitor-runtime §4): played once half of the block shows.
      animation: { style: 'slide', threshold: 0.5 },
    },
    {
      ...block('shape', { shape: 'hexagon', ratio: 'wide', fill: 'muted', image: '', alt: '' }),
      grid: { column: 9, span: 4 },
    },
    heading('Tell a friend', 2),
    block('share-buttons', {
      facebook: true,
      x: true,
      linkedin: true,
      pinterest: false,
      bluesky: true,
      whatsapp: false,
      email: true,
      showLabels: true,
      alignment: 'left',
    }),
    heading('Follow the roastery', 2),
    withAnimation(
      { style: 'fade', threshold: 1 },
      block('social-icons', {
        links: [
          { network: 'instagram', href: 'https://www.instagram.com/' },
          { network: 'mastodon', href: 'https://mastodon.social/' },
          { network: 'youtube', href: 'https://www.youtube.com/' },
          { network: 'email', href: 'mailto:hello@example.com' },
        ],
        size: 'large',
        alignment: 'left',
      }),
    ),
    ...motionDataBlocks,
    ...embedBlocks,
    ...eventShowcaseBlocks,
    ...mapDemoBlocks,
  ]),
};
