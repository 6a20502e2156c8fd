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
  line,
  quote,
  spacer,
  text,
  theme,
} from './blocks';
import type { SiteTemplate } from './template';

/** A small service business (garden design and care): services with prices, about, and a quote request form. */
const img = imagesOf('services');

export function servicesTemplate(title: string): SiteTemplate {
  const quoteFormId = newId();
  const name = escapeHtml(title);
  return {
    design: {
      ...theme('ocean'),
      fonts: { heading: 'inter', body: 'inter' },
      radius: 8,
      spacing: 'comfortable',
    },
    header: { showTitle: true, alignment: 'left', cta: { label: 'Get a quote', href: '/contact' } },
    footer: {
      layout: layout(
        text(`<p><strong>${name}</strong><br>Garden design, planting and care.</p>`, [1, 4]),
        text('<p>Monday to Saturday, 8:00 – 18:00<br>Free visits within 20 miles.</p>', [5, 4]),
        text(
          '<p><a href="/services">Services and prices</a><br><a href="/contact">Request a quote</a></p>',
          [9, 4],
        ),
      ),
      smallPrint: `© ${title}. Fully insured, references on request.`,
    },
    settings: {
      siteDescription: 'Garden design, planting and year-round care for homes and small businesses.',
    },
    forms: [
      {
        id: quoteFormId,
        definition: contactFormDefinition(
          'Quote requests',
          ['Garden design', 'Planting', 'Regular care', 'Something else'],
          '<p><strong>Thank you!</strong> We will call or e-mail you within two working days to arrange a visit.</p>',
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
        description: `${title}: garden design, planting and year-round care.`,
        layout: layout(
          heading(title, 1),
          text(
            '<p>We design, plant and look after gardens of every size, from a courtyard to a country plot. One team from the first sketch to the first bloom.</p>',
            [1, 8],
          ),
          button('Request a free visit', '/contact', 'primary', [9, 4], 'right'),
          spacer(16),
          image(img('garden.svg'), 'A garden with a curved lawn, flower beds and a small tree', FULL, {
            aspectRatio: '21:9',
            focalPoint: { x: 0.5, y: 0.6 },
          }),
          spacer(32),
          heading('Design', 3, [1, 4]),
          heading('Planting', 3, [5, 4]),
          heading('Care', 3, [9, 4]),
          text(
            '<p>A plan drawn for your space, your light and the time you want to spend outside.</p>',
            [1, 4],
          ),
          text('<p>Trees, hedges, borders and lawns, planted at the right time of year.</p>', [5, 4]),
          text('<p>Mowing, pruning and seasonal tidy-ups, weekly or monthly.</p>', [9, 4]),
          spacer(32),
          quote(
            'They turned a bare patch of grass into the place we have breakfast every summer.',
            'A client',
          ),
        ),
      },
      {
        kind: 'page',
        title: 'Services',
        urlId: 'services',
        navigation: 'main',
        description: 'What we do and what it costs.',
        layout: layout(
          heading('Services and prices', 1),
          text(
            '<p>Every job starts with a free visit. Prices below are a guide; your quote is fixed before we start.</p>',
            [1, 8],
          ),
          image(img('planting.svg'), 'Young plants in a fresh flower bed', [9, 4], { aspectRatio: '1:1' }),
          heading('Garden design', 2, [1, 6]),
          heading('Planting', 2, [7, 6]),
          text(
            '<p>A measured plan, a planting list and a visit to walk you through it. <strong>From $450.</strong></p>',
            [1, 6],
          ),
          text(
            '<p>Supply and planting of trees, shrubs, borders and new lawns. <strong>Quoted per job.</strong></p>',
            [7, 6],
          ),
          heading('Regular care', 2, [1, 6]),
          heading('Seasonal tidy-up', 2, [7, 6]),
          text(
            '<p>Mowing, edging, weeding and pruning on a schedule that suits you. <strong>From $45 an hour.</strong></p>',
            [1, 6],
          ),
          text(
            '<p>Leaves cleared, beds mulched and everything cut back for winter. <strong>From $180.</strong></p>',
            [7, 6],
          ),
          line(),
          button('Request a quote', '/contact', 'primary', FULL, 'center'),
        ),
      },
      {
        kind: 'page',
        title: 'About',
        urlId: 'about',
        navigation: 'main',
        description: 'The team behind the gardens.',
        layout: layout(
          heading('About us', 1),
          text(
            '<p>We are a team of four gardeners and one garden designer. We started with one van and a lawnmower, and we still answer the phone ourselves.</p><p>We compost everything we take away, we use peat-free soil, and we plant for bees and birds as well as for people.</p>',
            [1, 7],
          ),
          image(img('tools.svg'), 'A spade, a rake and a watering can against a fence', [8, 5], {
            aspectRatio: '4:3',
          }),
        ),
      },
      {
        kind: 'page',
        title: 'Contact',
        urlId: 'contact',
        navigation: 'main',
        description: 'Request a free visit and a quote.',
        layout: layout(
          heading('Request a quote', 1),
          text(
            '<p>Tell us about your garden and what you would like done. We will arrange a free visit at a time that suits you.</p>',
            [1, 8],
          ),
          block('form', { formId: quoteFormId, showTitle: false }, [1, 8]),
          text('<p><strong>Working hours</strong><br>Monday to Saturday, 8:00 – 18:00</p>', [9, 4]),
        ),
      },
    ],
  };
}
