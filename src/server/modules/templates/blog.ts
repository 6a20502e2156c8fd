import { newId } from '../../../shared/ids';
import {
  button,
  escapeHtml,
  FULL,
  heading,
  image,
  imagesOf,
  layout,
  newsletter,
  newsletterFormDefinition,
  quote,
  spacer,
  text,
  theme,
} from './blocks';
import type { SiteTemplate, TemplatePost } from './template';

/** A personal journal about seasonal cooking: posts, an about page and a newsletter. */
const img = imagesOf('blog');

const posts: TemplatePost[] = [
  {
    title: 'Tomato season, and what to do with all of them',
    urlId: 'tomato-season',
    excerpt:
      'Three simple ways to use a glut of ripe tomatoes, from a ten-minute salad to a sauce for the freezer.',
    authorName: 'The editor',
    publishedAt: '2025-08-21T08:00:00.000Z',
    tags: ['summer', 'vegetables'],
    categories: ['Recipes'],
    imageUrl: img('tomatoes.svg'),
    body: layout(
      text(
        '<p>For a few weeks every August the kitchen counter disappears under tomatoes. Here is how we keep up.</p>',
      ),
      image(img('tomatoes.svg'), 'Red and yellow tomatoes on a blue cloth', FULL, { aspectRatio: '16:9' }),
      heading('1. A salad that needs nothing else', 2),
      text(
        '<p>Slice the ripest ones thickly, salt them, wait ten minutes, then add olive oil and torn basil.</p>',
      ),
      heading('2. A slow sauce for winter', 2),
      text(
        '<p>Halve, roast at 150 °C for two hours with garlic, blend and freeze in jars of one portion each.</p>',
      ),
      quote('A tomato in August needs salt and a little patience. Nothing more.', 'My grandmother'),
    ),
  },
  {
    title: 'How I plan a week of dinners in twenty minutes',
    urlId: 'plan-a-week-of-dinners',
    excerpt: 'One list, one shop and a few base recipes that turn into different meals.',
    authorName: 'The editor',
    publishedAt: '2025-07-02T08:00:00.000Z',
    tags: ['planning', 'weeknight'],
    categories: ['Kitchen notes'],
    imageUrl: img('notebook.svg'),
    body: layout(
      text(
        '<p>Planning sounds like work, but twenty minutes on a Sunday saves an hour of wondering every evening.</p>',
      ),
      text(
        '<ul><li>Pick two base recipes: a pot of beans and a tray of roast vegetables.</li><li>Plan three meals around each.</li><li>Leave one night free for leftovers.</li></ul>',
      ),
      image(img('notebook.svg'), 'An open notebook with a shopping list and a pencil', [3, 8], {
        aspectRatio: '4:3',
      }),
    ),
  },
  {
    title: 'Bread for beginners: one loaf, no machine',
    urlId: 'bread-for-beginners',
    excerpt: 'Flour, water, salt and yeast, and a method that forgives mistakes.',
    authorName: 'The editor',
    publishedAt: '2025-05-14T08:00:00.000Z',
    tags: ['baking', 'bread'],
    categories: ['Recipes'],
    imageUrl: img('bread.svg'),
    body: layout(
      text(
        '<p>If you have never baked bread, start here. This loaf needs no kneading and no special tools.</p>',
      ),
      heading('You will need', 2),
      text(
        '<ul><li>500 g strong white flour</li><li>375 g lukewarm water</li><li>10 g salt</li><li>3 g dried yeast</li></ul>',
      ),
      heading('Method', 2),
      text(
        '<ol><li>Mix everything in a bowl until no dry flour is left.</li><li>Cover and leave for 12 to 18 hours.</li><li>Shape, rest for an hour, then bake in a hot covered pot for 45 minutes.</li></ol>',
      ),
      image(img('bread.svg'), 'A round loaf of bread with a golden crust', [3, 8], { aspectRatio: '1:1' }),
    ),
  },
];

export function blogTemplate(title: string): SiteTemplate {
  const newsletterFormId = newId();
  const name = escapeHtml(title);
  return {
    design: {
      ...theme('forest'),
      fonts: { heading: 'lora', body: 'system' },
      radius: 4,
      spacing: 'comfortable',
    },
    header: { showTitle: true, alignment: 'center' },
    footer: {
      layout: layout(
        text(`<p><strong>${name}</strong><br>Seasonal cooking from a small kitchen.</p>`, [1, 6]),
        text('<p><a href="/journal">All posts</a> · <a href="/about">About</a></p>', [7, 6]),
      ),
      smallPrint: `© ${title}. Recipes may be shared with a link back.`,
    },
    settings: {
      siteDescription: 'A journal about seasonal cooking, simple baking and eating well every day.',
    },
    forms: [{ id: newsletterFormId, definition: newsletterFormDefinition('New posts') }],
    entries: [
      {
        kind: 'page',
        title: 'Home',
        urlId: 'home',
        navigation: 'main',
        isHome: true,
        description: `${title}: seasonal cooking, simple baking and eating well every day.`,
        layout: layout(
          heading(title, 1, FULL, 'center'),
          text(
            '<p>Recipes and notes from a small kitchen: what is in season, what we are cooking, and what went wrong along the way.</p>',
            [3, 8],
            'center',
          ),
          button('Read the journal', '/journal', 'primary', [1, 12], 'center'),
          spacer(24),
          image(img('kitchen-table.svg'), 'A kitchen table with bowls, herbs and a teapot', FULL, {
            aspectRatio: '21:9',
          }),
          spacer(32),
          heading('Latest favourites', 2),
          text(
            '<p><a href="/journal/tomato-season">Tomato season, and what to do with all of them</a><br><a href="/journal/bread-for-beginners">Bread for beginners: one loaf, no machine</a></p>',
            [1, 7],
          ),
          newsletter(
            newsletterFormId,
            'New posts by e-mail',
            'One e-mail when a new post goes up. No spam.',
            [8, 5],
          ),
        ),
      },
      {
        kind: 'blog',
        title: 'Journal',
        urlId: 'journal',
        description: 'Recipes, kitchen notes and what is in season.',
        posts,
      },
      {
        kind: 'page',
        title: 'About',
        urlId: 'about',
        navigation: 'main',
        description: 'Who writes this journal, and why.',
        layout: layout(
          heading('About this journal', 1),
          image(img('notebook.svg'), 'An open notebook with a shopping list and a pencil', [1, 5], {
            aspectRatio: '4:3',
          }),
          text(
            '<p>I started writing down what I cooked so I would stop forgetting the good ones. A few friends asked for the notes, and the notes became this journal.</p><p>Everything here is cooked in an ordinary kitchen with ordinary tools. If a recipe does not work for you, tell me and I will fix it.</p>',
            [6, 7],
          ),
          newsletter(newsletterFormId, 'Stay in touch', 'New posts by e-mail, about twice a month.', [1, 8]),
        ),
      },
    ],
  };
}
