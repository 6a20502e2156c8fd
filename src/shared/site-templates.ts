/**
 * The starter templates a new site can be created from (issue 24): their ids (the wire values
 * of `POST /api/platform/sites`'s `template`, validated by src/shared/api/site-templates.ts) and
 * the platform app's cards. No zod here, so the platform app's bundle stays small; the server's
 * templates module holds what each one creates.
 */
export const siteTemplateIds = ['blank', 'cafe', 'portfolio', 'blog', 'services'] as const;
export type SiteTemplateId = (typeof siteTemplateIds)[number];

export interface SiteTemplateCard {
  id: SiteTemplateId;
  name: string;
  /** One line under the name. */
  description: string;
  /** A drawn miniature of the template's home page (src/site/static/templates/). */
  thumbnail: string;
}

export const siteTemplateCards: readonly SiteTemplateCard[] = [
  {
    id: 'cafe',
    name: 'Café & shop',
    description: 'A menu, opening hours and a small online shop for beans and gifts.',
    thumbnail: '/assets/static/templates/cafe/thumbnail.svg',
  },
  {
    id: 'portfolio',
    name: 'Portfolio',
    description: 'Your work in a gallery, a short story about you and a way to get in touch.',
    thumbnail: '/assets/static/templates/portfolio/thumbnail.svg',
  },
  {
    id: 'blog',
    name: 'Blog',
    description: 'A journal with posts, an about page and a newsletter sign-up.',
    thumbnail: '/assets/static/templates/blog/thumbnail.svg',
  },
  {
    id: 'services',
    name: 'Services',
    description: 'What you offer, your prices and a contact form for enquiries.',
    thumbnail: '/assets/static/templates/services/thumbnail.svg',
  },
  {
    id: 'blank',
    name: 'Blank',
    description: 'One page with your site’s title. Build everything yourself.',
    thumbnail: '/assets/static/templates/blank/thumbnail.svg',
  },
];
