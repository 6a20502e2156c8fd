import { newId } from '../../../shared/ids';
import {
  block,
  button,
  contactFormDefinition,
  escapeHtml,
  FULL,
  heading,
  image,
  imagesOf,
  layout,
  quote,
  spacer,
  text,
  theme,
} from './blocks';
import type { SiteTemplate } from './template';

/** An illustrator's or photographer's portfolio: selected work in a gallery, a story, a way to commission. */
const img = imagesOf('portfolio');

const WORK = [
  [
    'work-dunes.svg',
    'Sand dunes in layered ochre and rose',
    'Dunes',
    'A travel poster for a desert rail line.',
  ],
  [
    'work-harbour.svg',
    'A small harbour with boats at dusk',
    'Harbour',
    'Cover art for a book of sea stories.',
  ],
  [
    'work-botanical.svg',
    'Large green leaves on a pale background',
    'Botanical',
    'A wallpaper pattern for a florist.',
  ],
  [
    'work-city.svg',
    'A city skyline at night with lit windows',
    'Night city',
    'An editorial illustration on night shifts.',
  ],
] as const;

const galleryItems = (prefix: string) =>
  WORK.map(([file, alt, title, caption], index) => ({
    id: `${prefix}-${index + 1}`,
    src: img(file),
    alt,
    title,
    caption,
    width: 1200,
    height: 900,
  }));

export function portfolioTemplate(title: string): SiteTemplate {
  const contactFormId = newId();
  const name = escapeHtml(title);
  return {
    design: {
      ...theme('midnight'),
      fonts: { heading: 'space-grotesk', body: 'inter' },
      radius: 0,
      spacing: 'spacious',
      animation: { style: 'fade', durationMs: 300 },
    },
    header: { showTitle: true, alignment: 'center', cta: { label: 'Commission work', href: '/contact' } },
    footer: {
      layout: layout(
        text(`<p><strong>${name}</strong><br>Illustration and design for print and screen.</p>`, [1, 6]),
        text('<p><a href="/work">Selected work</a> · <a href="/contact">Commissions</a></p>', [7, 6]),
      ),
      smallPrint: `© ${title}. Please ask before reusing any of the artwork.`,
    },
    settings: { siteDescription: 'Illustration and design for books, posters, brands and the web.' },
    forms: [
      {
        id: contactFormId,
        definition: contactFormDefinition(
          'Commission enquiries',
          ['Book or editorial', 'Poster or print', 'Brand or packaging', 'Something else'],
          '<p><strong>Thank you!</strong> I read every message and reply within two working days.</p>',
        ),
      },
    ],
    entries: [
      {
        kind: 'page',
        title: 'Home',
        urlId: 'home',
        navigation: 'main',
        isHome: true,
        description: `${title}: illustration and design for print and screen.`,
        layout: layout(
          heading(title, 1, FULL, 'center'),
          text(
            '<p>Illustration and design with bold shapes and quiet colour, for books, posters, brands and the web.</p>',
            [3, 8],
            'center',
          ),
          button('See the work', '/work', 'primary', [1, 12], 'center'),
          spacer(24),
          block('gallery', {
            design: 'slideshow',
            items: galleryItems('home'),
            imageAspectRatio: '16:9',
            thumbnails: false,
            autoplay: false,
            metaPosition: 'bottom-left',
          }),
          spacer(32),
          quote(
            'Clear, patient and full of ideas. The cover sold the book before anyone read a page.',
            'An editor',
          ),
        ),
      },
      {
        kind: 'page',
        title: 'Work',
        urlId: 'work',
        navigation: 'main',
        description: 'Selected illustration and design projects.',
        layout: layout(
          heading('Selected work', 1),
          text(
            '<p>A few recent projects. Click a picture to see it larger. Prints of most pieces are available on request.</p>',
            [1, 8],
          ),
          block('gallery', {
            design: 'grid',
            items: galleryItems('grid'),
            imageAspectRatio: '4:3',
            lightbox: true,
          }),
        ),
      },
      {
        kind: 'page',
        title: 'About',
        urlId: 'about',
        navigation: 'main',
        description: 'Who I am, how I work and who I have worked with.',
        layout: layout(
          heading('About', 1),
          image(img('studio.svg'), 'A drawing desk by a tall window', [1, 5], { aspectRatio: '4:3' }),
          text(
            '<p>I draw with ink and finish in colour on screen. Most of my work starts as a small pencil sketch in a notebook that goes everywhere with me.</p><p>Over the last ten years I have made covers for publishers, posters for festivals and packaging for small food brands.</p>',
            [6, 7],
          ),
          heading('How a commission works', 2),
          text(
            '<ol><li>We talk about the brief, the size and the deadline.</li><li>I send two or three rough sketches.</li><li>You choose one, and I draw it in full with one round of changes.</li><li>You receive print-ready and web files.</li></ol>',
          ),
        ),
      },
      {
        kind: 'page',
        title: 'Contact',
        urlId: 'contact',
        navigation: 'main',
        description: 'Commission an illustration or ask about prints.',
        layout: layout(
          heading('Commissions & enquiries', 1),
          text(
            '<p>Tell me a little about your project, your timeline and your budget, and I will get back to you with ideas and a quote.</p>',
            [1, 8],
          ),
          block('form', { formId: contactFormId, showTitle: false }, [1, 8]),
        ),
      },
    ],
  };
}
