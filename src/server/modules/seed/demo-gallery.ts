import { newId } from '../../../shared/ids';
import { GRID_COLUMNS, type Layout, type LayoutBlock } from '../../../shared/layout/layout';
import type { DemoPage } from './demo-content';

/**
 * The demo's Gallery page (`/gallery`): every gallery design on the demo's own drawn images
 * (src/site/static/demo/, no downloads), so a new owner sees what each design does.
 */
const IMAGES = '/assets/static/demo';

const PICTURES = [
  ['morning-hills.svg', 'Rolling hills under a warm morning sky', 'Morning hills', 1600, 1000],
  ['roastery-glow.svg', 'Warm abstract shapes, like coffee beans in the roaster', 'Roastery glow', 1200, 900],
  ['pour-over.svg', 'An abstract pour-over: arches, a cone and falling drops', 'Pour-over', 1200, 1200],
  ['origin-mountains.svg', 'Misty green mountain ridges at a coffee farm', 'Origin', 1600, 1000],
  ['evening-coast.svg', 'A calm sea at dusk with a low sun', 'Evening coast', 1600, 1000],
  ['cup-steam.svg', 'A cup of coffee with a curl of steam', 'First cup', 1000, 1250],
  ['bean-pattern.svg', 'Roasted coffee beans in rows', 'Tuesday’s roast', 1200, 800],
  ['cafe-window.svg', 'The café window on Alder Street at night', 'Alder Street', 1600, 900],
] as const;

const CAPTIONS = [
  'Where the day starts: the view from the roastery’s back door.',
  'Beans turning from green to brown in the drum.',
  'A slow pour, two minutes and forty seconds.',
  'The farms we buy from, high in the clouds.',
  'Closing time by the water.',
  'The first cup of the morning, always a cortado.',
  'Every Tuesday, a few hundred kilos.',
  'Open until nine on Fridays.',
];

const items = (
  prefix: string,
  count: number = PICTURES.length,
  extra: (index: number) => Record<string, unknown> = () => ({}),
) =>
  PICTURES.slice(0, count).map(([file, alt, title, width, height], index) => ({
    id: `${prefix}-${index + 1}`,
    src: `${IMAGES}/${file}`,
    alt,
    title,
    caption: CAPTIONS[index],
    width,
    height,
    ...extra(index),
  }));

const block = (type: string, data: Record<string, unknown>): LayoutBlock => ({
  id: newId(),
  type,
  grid: { column: 1, span: GRID_COLUMNS },
  data,
});
const heading = (text: string, level: 1 | 2) => block('heading', { text, level, alignment: 'left' });
const text = (html: string) => block('text', { html, alignment: 'left' });

const layout: Layout = {
  columns: GRID_COLUMNS,
  blocks: [
    heading('Gallery', 1),
    text(
      '<p>Eight ways to show a set of pictures. Each one works without JavaScript and comes alive with it.</p>',
    ),
    heading('Slideshow with thumbnails', 2),
    block('gallery', {
      design: 'slideshow',
      items: items('slide'),
      imageAspectRatio: '16:9',
      thumbnails: true,
      autoplay: true,
      history: true,
      metaPosition: 'bottom-left',
    }),
    heading('Grid', 2),
    block('gallery', {
      design: 'grid',
      items: items('grid'),
      imageAspectRatio: '1:1',
      lightbox: true,
      history: true,
    }),
    heading('Carousel', 2),
    block('gallery', { design: 'carousel', items: items('carousel'), imageAspectRatio: '4:3' }),
    heading('Slider', 2),
    block('gallery', { design: 'slider', items: items('slider', 5), imageAspectRatio: '16:9', loop: false }),
    heading('Autocolumns', 2),
    block('gallery', { design: 'autocolumns', items: items('columns'), gutter: 12 }),
    heading('Autogrid', 2),
    block('gallery', { design: 'autogrid', items: items('autogrid'), imageAspectRatio: '3:2', gutter: 8 }),
    heading('List', 2),
    block('gallery', {
      design: 'list',
      items: items('list', 3, (index) => (index === 0 ? { href: '/about' } : {})),
      imageAspectRatio: '3:2',
      listImageSize: 40,
    }),
    heading('Stacked', 2),
    block('gallery', { design: 'stacked', items: items('stacked', 3), imageAspectRatio: '16:9' }),
  ],
};

export const galleryPage: DemoPage = {
  title: 'Gallery',
  urlId: 'gallery',
  navigation: '_hidden',
  description: 'Pictures from the roastery and the café, in every gallery design.',
  layout,
};

/**
 * The demo's gallery page (`/roastery-photos`, hidden): a page of the Gallery kind, its slides
 * addressed as `/roastery-photos?itemId=photo-3` (media-and-platform §2).
 */
export const galleryCollectionPage: DemoPage = {
  kind: 'gallery',
  title: 'Roastery photos',
  urlId: 'roastery-photos',
  navigation: '_hidden',
  description: 'A gallery page: the roastery and the café, one picture at a time.',
  layout: {
    columns: GRID_COLUMNS,
    blocks: [
      block('gallery', {
        design: 'slideshow',
        items: items('photo'),
        imageAspectRatio: '3:2',
        thumbnails: true,
        lightbox: true,
        history: true,
        metaPosition: 'bottom-left',
      }),
    ],
  },
};
