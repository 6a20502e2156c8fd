import type { SiteFooter, SiteHeader, WebsiteSettings } from '../../../shared/api/site';
import type { FormDefinitionInput } from '../../../shared/forms/definition';
import type { Layout } from '../../../shared/layout/layout';
import {
  ADDRESS_HTML,
  EMAIL,
  FULL,
  IMAGES,
  PHONE_DISPLAY,
  PHONE_HREF,
  block,
  button,
  heading,
  image,
  layout,
  quote,
  spacer,
  text,
} from './demo-blocks';
import { contactForm, DEMO_CONTACT_FORM_ID, DEMO_NEWSLETTER_FORM_ID, newsletterForm } from './demo-forms';
import { galleryCollectionPage, galleryPage } from './demo-gallery';
import { faqPage, layoutTextPage } from './demo-layout-text';
import { posts } from './demo-posts';

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
  /** A gallery page (one gallery block at its own URL); absent, a page of blocks. */
  kind?: 'gallery';
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
  pages: [home, about, contact, wholesale, galleryPage, galleryCollectionPage, faqPage, layoutTextPage],
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
