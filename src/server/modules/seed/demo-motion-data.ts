import { newId } from '../../../shared/ids';
import { GRID_COLUMNS, type LayoutBlock } from '../../../shared/layout/layout';

/**
 * Relative time, marquee, text highlight and charts (issue 16) on the hidden `/blocks` showcase,
 * after the layout and text blocks (whose e2e specs read the blocks above these).
 */
const block = (type: string, data: Record<string, unknown>): LayoutBlock => ({
  id: newId(),
  type,
  grid: { column: 1, span: GRID_COLUMNS },
  data,
});
const heading = (text: string) => block('heading', { text, level: 2, alignment: 'left' });

/** The image block's layouts (variants 1012–1017), each with a title, its caption as text and a button. */
const imageLayout = (design: string, picture: string, alt: string, title: string, caption: string) =>
  block('image', {
    src: `/assets/static/demo/${picture}`,
    alt,
    caption,
    href: '/contact',
    newWindow: false,
    width: 1600,
    height: 1000,
    aspectRatio: '3:2',
    focalPoint: { x: 0.5, y: 0.5 },
    fill: false,
    lightbox: false,
    lightboxTheme: 'dark',
    design,
    title,
    buttonText: 'Plan a visit',
  });
const imageLayouts: LayoutBlock[] = [
  imageLayout(
    'poster',
    'cafe-window.svg',
    'The café window at night',
    'Alder Street',
    'Open until nine on Fridays.',
  ),
  imageLayout(
    'card',
    'morning-hills.svg',
    'Hills under a morning sky',
    'The roastery',
    'Tours on Saturday mornings.',
  ),
  imageLayout(
    'overlap',
    'origin-mountains.svg',
    'Green mountain ridges',
    'Our farms',
    'Where the beans grow.',
  ),
  imageLayout(
    'collage',
    'evening-coast.svg',
    'A calm sea at dusk',
    'The coast kiosk',
    'Summer weekends only.',
  ),
  {
    ...imageLayout('inline', 'roastery-glow.svg', 'Abstract roaster shapes', 'Cupping', 'Thursdays at four.'),
    grid: { column: 1, span: 6 },
  },
  {
    ...imageLayout('stack', 'pour-over.svg', 'An abstract pour-over', 'Brew class', 'Learn the pour-over.'),
    grid: { column: 7, span: 6 },
  },
];

export const motionDataBlocks: LayoutBlock[] = [
  heading('News from the roaster'),
  block('relative-time', { date: '2026-11-24T09:30:00Z', label: 'Last roast:', alignment: 'left' }),
  block('marquee', {
    text: 'Ethiopia Guji · Colombia Huila · Kenya Nyeri · Guatemala Antigua',
    animationDirection: 'left',
    animationSpeed: 1,
    waveFrequency: 1,
    waveIntensity: 4,
    pausedOnHover: true,
  }),
  block('text-highlight', {
    text: 'Roasted on Tuesday, in your cup by Friday',
    highlight: 'by Friday',
    tag: 'h2',
    shape: 'wave',
    color: 'accent',
    thickness: 4,
    linecap: 'round',
    blend: 'normal',
    opacity: 1,
    animation: 'draw',
    direction: 'right',
    duration: 0.75,
    delay: 250,
    alignment: 'left',
  }),
  heading('This week in numbers'),
  {
    ...block('chart', {
      title: 'Cups sold',
      chartType: 'bar',
      data: 'Day, Espresso, Filter\nMonday, 120, 80\nTuesday, 135, 95\nWednesday, 110, 70\nThursday, 140, 90\nFriday, 180, 120',
    }),
    grid: { column: 1, span: 6 },
  },
  {
    ...block('chart', {
      title: 'What people order',
      chartType: 'pie',
      data: 'Drink, Share\nEspresso, 45\nFilter, 30\nTea, 15\nHot chocolate, 10',
    }),
    grid: { column: 7, span: 6 },
  },
  block('chart', {
    title: 'Beans roasted (kg)',
    chartType: 'line',
    data: 'Month, Ethiopia, Colombia\nJuly, 40, 55\nAugust, 48, 52\nSeptember, 61, 58\nOctober, 70, 66',
  }),
  heading('Visit us'),
  ...imageLayouts,
];
