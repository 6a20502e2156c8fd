import type { SiteFooter, SiteHeader, WebsiteSettings } from '../../../shared/api/site';
import type { FormDefinitionInput } from '../../../shared/forms/definition';
import { newId } from '../../../shared/ids';
import { GRID_COLUMNS } from '../../../shared/layout/layout';
import type { Layout, LayoutBlock } from '../../../shared/layout/layout';
import { galleryPage } from './demo-gallery';
import { faqPage, layoutTextPage } from './demo-layout-text';

/**
 * The demo site seeded on a fresh install: a neighbourhood coffee roaster. It shows off
 * every shipped block type, a blog with a code sample and a password-protected page, so a
 * new owner sees what the builder does before building anything themselves.
 */
export interface DemoPage {
  title: string;
  urlId: string;
  navigation: 'main' | '_hidden';
  description: string;
  layout: Layout;
  password?: string;
  isHome?: boolean;
}

export interface DemoPost {
  title: string;
  urlId: string;
  excerpt: string;
  authorName: string;
  /** ISO instant. */
  publishedAt: string;
  tags: string[];
  categories: string[];
  imageUrl?: string;
  body: Layout;
}

export interface DemoSiteContent {
  title: string;
  header: SiteHeader;
  footer: SiteFooter;
  settings: Partial<WebsiteSettings>;
  pages: DemoPage[];
  blog: { title: string; urlId: string; description: string; posts: DemoPost[] };
  lockedPagePassword: string;
  /** Form definitions (forms module) that the pages' form and newsletter blocks show. */
  forms?: Array<{ id: string; definition: FormDefinitionInput }>;
}

const IMAGES = '/assets/static/demo';

type Placement = [column: number, span: number];
const FULL: Placement = [1, GRID_COLUMNS];

const block = (
  type: string,
  data: Record<string, unknown>,
  [column, span]: Placement = FULL,
): LayoutBlock => ({
  id: newId(),
  type,
  grid: { column, span },
  data,
});
const layout = (...blocks: LayoutBlock[]): Layout => ({ columns: GRID_COLUMNS, blocks });

const heading = (text: string, level: 1 | 2 | 3 | 4, at?: Placement, alignment: 'left' | 'center' = 'left') =>
  block('heading', { text, level, alignment }, at);
const text = (html: string, at?: Placement, alignment: 'left' | 'center' = 'left') =>
  block('text', { html, alignment }, at);
const spacer = (height: number) => block('spacer', { height });
const image = (file: string, alt: string, at?: Placement, extra: Record<string, unknown> = {}) =>
  block('image', { src: `${IMAGES}/${file}`, alt, ...extra }, at);
const button = (
  label: string,
  href: string,
  style: 'primary' | 'secondary' | 'tertiary',
  at?: Placement,
  extra: Record<string, unknown> = {},
) => block('button', { label, href, style, size: 'large', alignment: 'center', ...extra }, at);
const quote = (quoteText: string, source: string, at?: Placement) =>
  block('quote', { text: quoteText, source }, at);

const ADDRESS_HTML = '<p>214 Alder Street<br>Portland, OR 97205</p>';
const EMAIL = 'hello@larkspur-coffee.example';
const PHONE_DISPLAY = '(503) 555-0142';
const PHONE_HREF = 'tel:+15035550142';

const home: DemoPage = {
  title: 'Home',
  urlId: 'home',
  navigation: 'main',
  isHome: true,
  description: 'Larkspur is a small-batch coffee roaster and café on Alder Street, Portland.',
  layout: layout(
    heading('Small-batch coffee, roasted down the street.', 1, [2, 10], 'center'),
    text(
      '<p>Larkspur is a twelve-seat café with a roaster in the back room. Every Tuesday we roast a few hundred kilos of coffee from farms we know by name, and every morning we brew it for the neighbourhood.</p>',
      [3, 8],
      'center',
    ),
    // Two half-rows meeting in the middle read as one centred pair on wide screens.
    button('Plan a visit', '/contact', 'primary', [1, 6], { alignment: 'right' }),
    button('Read the journal', '/journal', 'secondary', [7, 6], { alignment: 'left' }),
    spacer(24),
    image('morning-hills.svg', 'Layered hills in warm light, the colours of a medium roast', FULL, {
      aspectRatio: '21:9',
      focalPoint: { x: 0.6, y: 0.6 },
    }),
    spacer(32),
    heading('Roasted on Tuesdays', 3, [1, 4]),
    heading('Brewed with patience', 3, [5, 4]),
    heading('Sourced by name', 3, [9, 4]),
    text(
      '<p>Small batches, once a week, so the bag you take home is never more than seven days from the drum.</p>',
      [1, 4],
    ),
    text(
      '<p>Filter by the cup, espresso on a lever machine, and a slow bar on weekends for anyone who wants to talk coffee.</p>',
      [5, 4],
    ),
    text(
      '<p>We buy from a handful of producers in Colombia, Ethiopia and Guatemala, and we pay well above the market price.</p>',
      [9, 4],
    ),
    spacer(32),
    block('line', { width: 'full' }),
    spacer(32),
    image('roastery-glow.svg', 'Coffee beans glowing in warm light, as they do in the roaster', [1, 6], {
      aspectRatio: '4:3',
    }),
    text(
      '<h3>Come and watch a roast</h3><p>The roaster runs from eight until noon on Tuesdays. Pull up a stool by the window, ask questions, and taste the week’s coffees as they cool.</p><p>Beans are sold by the bag at the counter, ground to order if you like. <a href="/contact">Find us on Alder Street</a>.</p>',
      [7, 6],
    ),
  ),
};

const about: DemoPage = {
  title: 'About',
  urlId: 'about',
  navigation: 'main',
  description: 'How a home roasting habit became a neighbourhood café.',
  layout: layout(
    heading('About Larkspur', 1),
    text(
      '<p>Larkspur started in 2016 with a popcorn popper, a notebook and a kitchen that always smelled faintly of smoke. Maya Ortiz roasted for friends, then for friends of friends, and eventually for a farmers’ market stall that sold out by ten every Saturday.</p><p>Today we are a team of six with a 15-kilo roaster, a café that seats twelve, and the same notebook, now on its ninth volume.</p>',
      [1, 7],
    ),
    // Opens in the lightbox's light theme (and origin-mountains below in the default dark one).
    image('pour-over.svg', 'An illustrated pour-over cone dripping into a cup', [8, 5], {
      aspectRatio: '1:1',
      lightbox: true,
      lightboxTheme: 'light',
    }),
    spacer(16),
    quote(
      'We want every cup to taste like the place it came from, and every visit to feel like coming home.',
      'Maya Ortiz, founder',
      [2, 10],
    ),
    spacer(16),
    // A video with a poster of our own: nothing of the provider loads until a visitor presses play
    // (and, on this site's cookie policy, agrees), so the demo needs no internet to look right.
    block('video', {
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      title: 'A morning at the roastery',
      poster: `${IMAGES}/roastery-glow.svg`,
      caption: 'First batch of the day, from green beans to the cooling tray.',
    }),
    spacer(16),
    heading('How we work', 2, [1, 6]),
    heading('Who we are', 2, [7, 6]),
    text(
      '<ul><li>We visit the farms we buy from, and we publish what we pay.</li><li>We roast light enough to taste the fruit, dark enough to taste like coffee.</li><li>Our spent grounds go to the community garden on Fifth.</li></ul>',
      [1, 6],
    ),
    text(
      '<p>Roasters, baristas and one very good baker. Most of us came to coffee from somewhere else: a kitchen, a chemistry lab, a record shop. Say hello at the counter.</p>',
      [7, 6],
    ),
    image('origin-mountains.svg', 'Misty green ridges of a coffee-growing region', FULL, {
      aspectRatio: '16:9',
      caption: 'The hills above Pitalito, Huila, where our Colombian coffees are grown.',
      lightbox: true,
    }),
  ),
};

/** The Contact page's form: one field of every kind, so a new owner sees them all working. */
export const DEMO_CONTACT_FORM_ID = newId();
export const DEMO_NEWSLETTER_FORM_ID = newId();

const contactForm: FormDefinitionInput = {
  name: 'Contact us',
  kind: 'form',
  fields: [
    { id: 'name', type: 'name', title: 'Name', required: true },
    { id: 'email', type: 'email', title: 'Email', required: true, placeholder: 'you@example.com' },
    { id: 'phone', type: 'phone', title: 'Phone', description: 'We only call about your order or booking.' },
    {
      id: 'topic',
      type: 'select',
      title: 'Topic',
      required: true,
      options: ['Beans & orders', 'Wholesale', 'Private tasting', 'Something else'],
    },
    {
      id: 'visit',
      type: 'section',
      title: 'About your visit',
      description: 'Only if you are planning to come by.',
      underline: true,
    },
    { id: 'visit-date', type: 'date', title: 'Preferred date' },
    { id: 'visit-time', type: 'time', title: 'Preferred time' },
    { id: 'party', type: 'number', title: 'Party size', placeholder: '2' },
    { id: 'budget', type: 'currency', title: 'Budget for a tasting', currencySymbol: '$' },
    {
      id: 'address',
      type: 'address',
      title: 'Delivery address',
      description: 'For wholesale deliveries within the city.',
    },
    { id: 'website', type: 'website', title: 'Your café’s website', placeholder: 'example.com' },
    { id: 'roast', type: 'radio', title: 'Favourite roast', options: ['Light', 'Medium', 'Dark'] },
    {
      id: 'brew',
      type: 'checkbox',
      title: 'How do you brew?',
      options: ['Espresso', 'Pour-over', 'French press', 'Cold brew'],
    },
    {
      id: 'opinion',
      type: 'likert',
      title: 'Tell us what you think',
      options: ['The coffee is fresh', 'The staff are friendly'],
    },
    {
      id: 'message',
      type: 'textarea',
      title: 'Message',
      required: true,
      maxLength: 500,
      placeholder: 'How can we help?',
    },
    { id: 'source', type: 'hidden', key: 'utm_source', value: 'direct', title: 'Source' },
    { id: 'company', type: 'text', title: 'Company' },
  ],
  settings: {
    submitButtonText: 'Send message',
    storage: { notifyEmails: [EMAIL], emailSubject: 'New message from the website' },
    advanced: {
      successMessage: '<p><strong>Thank you!</strong> We will get back to you within a day.</p>',
      redirectUrl: '',
      postSubmitHtml: '',
    },
    captcha: { provider: 'altcha', siteKey: '' },
    disclaimer: { enabled: false, html: '', requireAcceptance: false },
  },
};

const newsletterForm: FormDefinitionInput = {
  name: 'Roast notes newsletter',
  kind: 'newsletter',
  fields: [
    { id: 'email', type: 'email', title: 'Email Address', required: true, placeholder: 'Email Address' },
  ],
  settings: {
    submitButtonText: 'Sign Up',
    advanced: {
      successMessage: '<p>Thank you! Check your inbox to confirm your subscription.</p>',
      redirectUrl: '',
      postSubmitHtml: '',
    },
    captcha: { provider: 'altcha', siteKey: '' },
  },
};

const contact: DemoPage = {
  title: 'Contact',
  urlId: 'contact',
  navigation: 'main',
  description: 'Opening hours, address, e-mail and phone for Larkspur Coffee Roasters.',
  layout: layout(
    heading('Visit & contact', 1),
    text(
      '<p>We are on the corner of Alder and Sixth, a short walk from the river. Come by for a cup, or get in touch about beans, wholesale or private tastings.</p>',
      [1, 8],
    ),
    spacer(16),
    heading('Address', 3, [1, 4]),
    heading('Opening hours', 3, [5, 4]),
    heading('Get in touch', 3, [9, 4]),
    text(ADDRESS_HTML, [1, 4]),
    text('<p>Monday to Friday: 7:00 – 16:00<br>Saturday: 8:00 – 17:00<br>Sunday: 9:00 – 14:00</p>', [5, 4]),
    text(
      `<p>E-mail: <a href="mailto:${EMAIL}">${EMAIL}</a><br>Phone: <a href="${PHONE_HREF}">${PHONE_DISPLAY}</a></p>`,
      [9, 4],
    ),
    spacer(16),
    button(
      'Get directions',
      'https://www.openstreetmap.org/search?query=Alder%20Street%20Portland',
      'secondary',
      [1, 4],
      {
        size: 'medium',
        alignment: 'left',
        newWindow: true,
      },
    ),
    spacer(24),
    heading('Send us a message', 2, [1, 8]),
    block('form', { formId: DEMO_CONTACT_FORM_ID, showTitle: false }, [1, 8]),
    block(
      'newsletter',
      {
        formId: DEMO_NEWSLETTER_FORM_ID,
        title: 'Roast notes',
        description: 'One short e-mail a week: what we are roasting and what we are drinking.',
        alignment: 'left',
      },
      [9, 4],
    ),
  ),
};

export const DEMO_LOCKED_PAGE_PASSWORD = 'demo-password';

const wholesale: DemoPage = {
  title: 'Wholesale',
  urlId: 'wholesale',
  navigation: '_hidden',
  password: DEMO_LOCKED_PAGE_PASSWORD,
  description: 'Price list and ordering for cafés, restaurants and offices.',
  layout: layout(
    heading('Wholesale price list', 1),
    text(
      '<p>Thanks for partnering with us. Prices are per 5 lb bag, roasted to order every Tuesday and delivered free within the city on Wednesdays.</p>',
      [1, 8],
    ),
    text(
      '<ul><li><strong>Alder House Blend</strong>: $62</li><li><strong>Huila, Colombia (washed)</strong>: $74</li><li><strong>Guji, Ethiopia (natural)</strong>: $81</li><li><strong>Decaf, sugarcane process</strong>: $70</li></ul>',
      [1, 8],
    ),
    button('Place an order', `mailto:${EMAIL}?subject=Wholesale%20order`, 'primary', [1, 4], {
      size: 'medium',
      alignment: 'left',
    }),
  ),
};

const roastLogSample = `{
  "batch": "2025-02-04-03",
  "coffee": "Huila, Colombia (washed)",
  "greenWeightKg": 12.0,
  "chargeTempC": 205,
  "firstCrack": "8:42",
  "dropTime": "10:15",
  "developmentPercent": 15.2,
  "roastedWeightKg": 10.3,
  "notes": "Sweet, red apple, a little cocoa. Rest four days."
}`;

const posts: DemoPost[] = [
  {
    title: 'Why we roast on Tuesdays',
    urlId: 'why-we-roast-on-tuesdays',
    excerpt:
      'One roast day a week keeps every bag fresh, and gives the rest of the week to tasting, brewing and fixing what we got wrong.',
    authorName: 'Maya Ortiz',
    publishedAt: '2025-05-06T15:00:00.000Z',
    tags: ['roasting', 'freshness'],
    categories: ['Roastery'],
    imageUrl: `${IMAGES}/roastery-glow.svg`,
    body: layout(
      text(
        '<p>People ask why the roaster sits cold six days a week. The short answer: freshness. The longer answer is that a single roast day changes how the whole café works.</p><p>Coffee needs a few days to rest after roasting, and it is at its best for about three weeks. Roasting once a week means every bag on our shelf is between four and ten days old, right in the sweet spot.</p>',
      ),
      quote('A roaster that runs every day is a roaster that never gets listened to.', 'Sam, head roaster'),
      text(
        '<p>It also gives us a rhythm. Monday is for cupping last week’s batches, Tuesday is for roasting, and the rest of the week is for brewing, tasting and adjusting the profiles for next time.</p>',
      ),
      image('morning-hills.svg', 'Warm layered hills at sunrise', FULL, { aspectRatio: '16:9' }),
    ),
  },
  {
    title: 'A week in Huila: notes from origin',
    urlId: 'a-week-in-huila',
    excerpt:
      'Steep hills, patient pickers and a lot of tinto. What we learned visiting the farms behind our Colombian coffees.',
    authorName: 'Maya Ortiz',
    publishedAt: '2025-04-14T15:00:00.000Z',
    tags: ['colombia', 'sourcing'],
    categories: ['Origin'],
    imageUrl: `${IMAGES}/origin-mountains.svg`,
    body: layout(
      text(
        '<p>In March we spent a week with the growers of the Asociación Los Naranjos, outside Pitalito. We have bought their coffee for four years; this was our first harvest with them.</p>',
      ),
      image('origin-mountains.svg', 'Green mountain ridges wrapped in morning mist', FULL, {
        aspectRatio: '21:9',
        caption: 'Morning mist over the ridges above Pitalito.',
      }),
      heading('Picking is the whole game', 2),
      text(
        '<p>Every cherry is picked by hand, and only the ripe ones. On the steepest plots a picker might fill two baskets in a morning. When you taste that red-apple sweetness in the cup, this is where it comes from.</p>',
      ),
      quote('Good coffee is made on the tree. After that, you can only lose it.', 'Don Álvaro, producer'),
    ),
  },
  {
    title: 'Brew guide: a better V60 at home',
    urlId: 'brew-guide-v60',
    excerpt:
      'Fifteen grams of coffee, four minutes and a steady hand. Our baristas’ method for a sweet, clear pour-over.',
    authorName: 'Jonah Reyes',
    publishedAt: '2025-03-20T15:00:00.000Z',
    tags: ['brew guide', 'pour-over'],
    categories: ['Brewing'],
    imageUrl: `${IMAGES}/pour-over.svg`,
    body: layout(
      text(
        '<p>The V60 rewards attention. Get the grind and the pour right and it makes the clearest, most fragrant cup of any brewer we know.</p>',
      ),
      image('pour-over.svg', 'An illustrated pour-over cone dripping into a cup', [3, 8], {
        aspectRatio: '1:1',
      }),
      heading('What you need', 2),
      text(
        '<ul><li>15 g of coffee, ground like coarse sand</li><li>250 g of water just off the boil (about 94 °C)</li><li>A paper filter, rinsed with hot water</li><li>A scale and a timer</li></ul>',
      ),
      heading('The method', 2),
      text(
        '<ol><li>Bloom with 40 g of water and wait 40 seconds.</li><li>Pour in slow circles to 150 g by 1:15.</li><li>Pour to 250 g by 2:00, then give the brewer a gentle swirl.</li><li>Let it drain. Aim to finish between 3:00 and 3:30.</li></ol><p>Too bitter? Grind coarser. Sour or thin? Grind finer.</p>',
      ),
    ),
  },
  {
    title: 'Inside our roast log',
    urlId: 'inside-our-roast-log',
    excerpt:
      'Every batch we roast gets a record. Here is what we write down, and why a plain text file beats fancy software.',
    authorName: 'Sam Okafor',
    publishedAt: '2025-02-11T15:00:00.000Z',
    tags: ['roasting', 'behind the scenes'],
    categories: ['Roastery'],
    body: layout(
      text(
        '<p>Roasting is a craft of small adjustments, and you cannot adjust what you do not measure. So every batch gets a record in a shared file: temperatures, times, weights and a tasting note once it has rested.</p>',
      ),
      heading('One batch, one record', 2),
      text('<p>Here is a real entry from February, exactly as it sits in the log:</p>'),
      block('code', { mode: 'code', language: 'JSON', code: roastLogSample }),
      text(
        '<p>The number we watch most closely is development: the share of the roast after first crack. Around 15% suits our washed coffees; naturals like a touch less.</p>',
      ),
    ),
  },
];

const footer: SiteFooter = {
  layout: layout(
    text(
      '<p><strong>Larkspur Coffee Roasters</strong><br>Small-batch coffee, roasted in Portland since 2016.</p>',
      [1, 4],
    ),
    text(`${ADDRESS_HTML}<p>Mon–Fri 7–16 · Sat 8–17 · Sun 9–14</p>`, [5, 4]),
    text(
      `<p><a href="mailto:${EMAIL}">${EMAIL}</a><br><a href="${PHONE_HREF}">${PHONE_DISPLAY}</a></p>`,
      [9, 4],
    ),
  ),
  smallPrint: '© 2025 Larkspur Coffee Roasters. Made with care, and a lot of coffee.',
};

export const demoSiteContent: DemoSiteContent = {
  title: 'Larkspur Coffee Roasters',
  header: { showTitle: true, alignment: 'left', cta: { label: 'Plan a visit', href: '/contact' } },
  footer,
  settings: {
    announcementBar: {
      enabled: true,
      text: 'New this week: a natural Ethiopian from Guji, roasted Tuesday.',
      href: '/journal',
    },
    siteDescription: 'A small-batch coffee roaster and café on Alder Street, Portland.',
    // Privacy first: a restrictive policy, so nothing tracks a visitor until they accept.
    cookieBanner: {
      isCookieBannerEnabled: true,
      cookieBannerText:
        '<p>We use cookies to count visits and improve this site. Nothing is tracked unless you accept.</p>',
      cookieBannerCtaText: 'Accept',
      cookieBannerOptOutCtaText: 'Decline',
      cookieBannerVariant: 'BAR',
      cookieBannerPosition: 'BOTTOM',
      cookieBannerTheme: 'DARK',
      cookieBannerCtaVariant: 'BUTTON',
      cookieBannerAcceptType: 'OPT_IN_AND_OUT',
      isAnalyticsCookiesDisabled: true,
      isActivityLogEnabled: true,
    },
  },
  pages: [home, about, contact, wholesale, galleryPage, faqPage, layoutTextPage],
  blog: {
    title: 'Journal',
    urlId: 'journal',
    description:
      'Notes from the roastery: brewing guides, visits to origin and what we are drinking this week.',
    posts,
  },
  lockedPagePassword: DEMO_LOCKED_PAGE_PASSWORD,
  forms: [
    { id: DEMO_CONTACT_FORM_ID, definition: contactForm },
    { id: DEMO_NEWSLETTER_FORM_ID, definition: newsletterForm },
  ],
};
