import { ProductType } from '../../../shared/enums/platform';
import type { ProductInput } from '../../../shared/api/store';
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
  newsletter,
  newsletterFormDefinition,
  quote,
  spacer,
  text,
  theme,
} from './blocks';
import type { SiteTemplate } from './template';

/** A neighbourhood café with a small shop: menu, visit page with a form, and beans to order. */
const img = imagesOf('cafe');

const variant = (priceCents: number, qtyInStock: number, optionValues: string[] = [], weightGrams = 0) => ({
  sku: '',
  priceCents,
  salePriceCents: 0,
  onSale: false,
  qtyInStock,
  unlimited: false,
  optionValues,
  weightGrams,
});

const products: ProductInput[] = [
  {
    title: 'House Espresso Beans',
    urlId: 'house-espresso',
    description: 'The blend we pour every day: dark chocolate, hazelnut and a clean, sweet finish.',
    productType: ProductType.physical,
    status: 'published',
    publishOn: null,
    images: [img('coffee-bag.svg')],
    optionNames: ['Size'],
    variants: [variant(1400, 30, ['250 g'], 250), variant(4200, 10, ['1 kg'], 1000)],
  },
  {
    title: 'Seasonal Filter Coffee',
    urlId: 'seasonal-filter',
    description:
      'A lighter roast that changes with the harvest. This month: a washed coffee with notes of peach.',
    productType: ProductType.physical,
    status: 'published',
    publishOn: null,
    images: [img('coffee-bag.svg')],
    optionNames: [],
    variants: [variant(1600, 20, [], 250)],
  },
  {
    title: 'Café Gift Card',
    urlId: 'gift-card',
    description: 'Twenty-five dollars to spend on coffee, cake or beans. Sent by e-mail.',
    productType: ProductType.digital,
    status: 'published',
    publishOn: null,
    images: [img('pastry.svg')],
    optionNames: [],
    variants: [variant(2500, 0)],
  },
];

export function cafeTemplate(title: string): SiteTemplate {
  const contactFormId = newId();
  const newsletterFormId = newId();
  const name = escapeHtml(title);
  return {
    design: {
      ...theme('roastery'),
      fonts: { heading: 'playfair-display', body: 'lora' },
      radius: 8,
      spacing: 'comfortable',
    },
    header: { showTitle: true, alignment: 'left', cta: { label: 'Order beans', href: '/shop' } },
    footer: {
      layout: layout(
        text(`<p><strong>${name}</strong><br>Coffee, cake and a warm seat since this morning.</p>`, [1, 4]),
        text('<p>Mon–Fri 7:30–17:00<br>Sat–Sun 9:00–16:00</p>', [5, 4]),
        text('<p><a href="/visit">Find us</a><br><a href="/shop">Shop beans online</a></p>', [9, 4]),
      ),
      smallPrint: `© ${title}. Roasted and brewed with care.`,
    },
    settings: {
      siteDescription: 'A neighbourhood café with fresh coffee, home baking and beans to take home.',
      announcementBar: { enabled: true, text: 'Fresh croissants from 7:30 every morning.', href: '/menu' },
    },
    forms: [
      {
        id: contactFormId,
        definition: contactFormDefinition(
          'Visit enquiries',
          ['Table booking', 'Catering', 'Something else'],
          '<p><strong>Thank you!</strong> We will reply within a day.</p>',
        ),
      },
      { id: newsletterFormId, definition: newsletterFormDefinition('Café news') },
    ],
    entries: [
      {
        kind: 'page',
        title: 'Home',
        urlId: 'home',
        navigation: 'main',
        isHome: true,
        description: `${title}: coffee, home baking and beans to take home.`,
        layout: layout(
          heading(title, 1, [2, 10], 'center'),
          text(
            '<p>Good coffee, cakes baked in our own kitchen and a quiet corner to read in. Come in for a cup, or take a bag of beans home.</p>',
            [3, 8],
            'center',
          ),
          button('See the menu', '/menu', 'primary', [1, 6], 'right'),
          button('Shop beans', '/shop', 'secondary', [7, 6], 'left'),
          spacer(24),
          image(img('storefront.svg'), 'The café’s front window with its striped awning', FULL, {
            aspectRatio: '21:9',
          }),
          spacer(32),
          heading('Coffee', 3, [1, 4]),
          heading('Baking', 3, [5, 4]),
          heading('Beans to go', 3, [9, 4]),
          text('<p>Espresso, filter by the cup and a seasonal single origin on the slow bar.</p>', [1, 4]),
          text('<p>Croissants, cardamom buns and one cake of the day, baked here every morning.</p>', [5, 4]),
          text(
            '<p>Our house espresso and this month’s filter coffee, ground to order if you like.</p>',
            [9, 4],
          ),
          spacer(32),
          quote('The best flat white in the neighbourhood, and the buns sell out by ten.', 'A regular'),
        ),
      },
      {
        kind: 'page',
        title: 'Menu',
        urlId: 'menu',
        navigation: 'main',
        description: 'Coffee, tea and food at the café, with prices.',
        layout: layout(
          heading('Menu', 1),
          text('<p>Oat, soy and whole milk at no extra charge. Ask us about today’s cake.</p>', [1, 8]),
          image(img('pastry.svg'), 'A croissant and a cup of coffee on a small plate', [9, 4], {
            aspectRatio: '1:1',
          }),
          heading('Coffee', 2, [1, 6]),
          heading('Food', 2, [7, 6]),
          text(
            '<ul><li>Espresso — $3.00</li><li>Flat white — $4.20</li><li>Cappuccino — $4.20</li><li>Filter of the day — $3.80</li><li>Iced latte — $4.60</li></ul>',
            [1, 6],
          ),
          text(
            '<ul><li>Butter croissant — $3.50</li><li>Cardamom bun — $4.00</li><li>Cake of the day — $5.00</li><li>Toasted sourdough, butter and jam — $6.50</li></ul>',
            [7, 6],
          ),
          line(),
          text('<p>Allergies? Tell us at the counter and we will go through every ingredient with you.</p>'),
        ),
      },
      {
        kind: 'products',
        title: 'Shop',
        urlId: 'shop',
        description: 'Coffee beans and gift cards from the café, sent to your door.',
        settings: {
          currency: 'USD',
          shippingOptions: [
            {
              id: 'standard',
              name: 'Standard (3–5 days)',
              rateCents: 500,
              freeAboveCents: 4000,
              countries: [],
            },
          ],
          taxRules: [],
          minimumSubtotalCents: 0,
          expressCheckout: false,
          paymentProvider: 'test',
        },
        products,
      },
      {
        kind: 'page',
        title: 'Visit',
        urlId: 'visit',
        navigation: 'main',
        description: 'Opening hours, address and how to book a table or catering.',
        layout: ({ productIds }) =>
          layout(
            heading('Visit us', 1),
            text(
              '<p>We are on the corner by the park, two minutes from the bus stop. Prams, dogs and laptops are all welcome.</p>',
              [1, 8],
            ),
            heading('Opening hours', 3, [1, 6]),
            heading('Get in touch', 3, [7, 6]),
            text('<p>Monday to Friday: 7:30 – 17:00<br>Saturday and Sunday: 9:00 – 16:00</p>', [1, 6]),
            text(
              '<p>For bookings of six or more, catering and anything else, send us a message below.</p>',
              [7, 6],
            ),
            spacer(16),
            heading('Send us a message', 2, [1, 8]),
            block('form', { formId: contactFormId, showTitle: false }, [1, 8]),
            newsletter(
              newsletterFormId,
              'Café news',
              'New cakes, new coffees and events, once a month.',
              [9, 4],
            ),
            spacer(24),
            heading('Take some home', 2),
            block('product', { productId: productIds['house-espresso'] ?? '' }, [1, 6]),
          ),
      },
    ],
  };
}
