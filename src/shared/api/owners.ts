import { z } from 'zod';
import { SITE_IDENTIFIER_PATTERN } from '../text/url-safe';
import { currencyCodes as supportedCurrencies } from '../money/currencies';
import { MAX_CATEGORY_LENGTH, MAX_TAG_LENGTH } from './item-limits';
import { itemCategoriesSchema, itemTagsSchema } from './taxonomy';
import { mediaSourceSchema } from '../links/url-schemas';
import { frameAncestorsSchema, linkHrefSchema, siteMailSettingsSchema } from './site';
import { siteTemplateIdSchema } from './site-templates';
import { isSupportedTimeZone, supportedLocales } from './site-locales';

/** Wire schemas of the owners' app and the platform entry (shared by server and app): their requests. */

export type { ItemSummary, PageSummary, PublishResponse, SiteOverview } from './owners-answers';
export type { SignUpResponse, SiteSummary } from './platform-answers';

export const signUpRequestSchema = z.object({
  displayName: z.string().trim().min(1, 'Enter your name').max(120, 'Names must be 120 characters or fewer'),
  email: z
    .string()
    .trim()
    .min(3, 'Enter your e-mail address')
    .max(256, 'E-mail addresses must be 256 characters or fewer')
    .email('Enter a valid e-mail address'),
  password: z
    .string()
    .min(8, 'Use at least 8 characters')
    .max(1024, 'Passwords must be 1024 characters or fewer'),
});
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;

/** The token of an e-mailed sign-up link (`/confirm-sign-up#token=…`). */
export const confirmSignUpRequestSchema = z.object({
  token: z.string().min(16, 'This link is incomplete').max(128),
});

export const createSiteRequestSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'Enter a site title')
    .max(120, 'Site titles must be 120 characters or fewer'),
  /** Optional: derived from the title when absent. */
  identifier: z
    .string()
    .trim()
    .toLowerCase()
    .regex(
      SITE_IDENTIFIER_PATTERN,
      'Use 1 to 63 lowercase letters, digits and hyphens, not starting or ending with a hyphen',
    )
    .optional(),
  /** The starter template (site-templates.ts); blank when absent. */
  template: siteTemplateIdSchema.optional(),
});
export type CreateSiteRequest = z.infer<typeof createSiteRequestSchema>;

export const pageTitleSchema = z
  .string()
  .trim()
  .min(1, 'Enter a page title')
  .max(200, 'Page titles must be 200 characters or fewer');
export const pageUrlIdSchema = z
  .string()
  .trim()
  .min(1, 'Enter a URL')
  .max(150, 'URLs must be shorter than 150 characters');

/** A page's own search and sharing settings (Pages → Settings). Empty texts: the page's title and description. */
export const pageSeoSchema = z.object({
  title: z.string().trim().max(200, 'SEO titles must be 200 characters or fewer'),
  description: z.string().trim().max(500, 'SEO descriptions must be 500 characters or fewer'),
  /** From the media library; '' for the site's sharing image. */
  socialImageUrl: mediaSourceSchema,
  /** A noindex meta, and left out of the sitemap. */
  hideFromSearch: z.boolean(),
});
export type PageSeo = z.infer<typeof pageSeoSchema>;

const navigationNameSchema = z.enum(['main', '_hidden'], {
  error: 'Choose the main navigation or hidden pages',
});

export const createPageRequestSchema = z.object({
  title: pageTitleSchema,
  /** A plain page, a blog (posts), a shop (products), a gallery page or an events page. */
  type: z
    .enum(['page', 'blog', 'products', 'gallery', 'events'], {
      error: 'Choose a page, a blog, a shop, a gallery or an events page',
    })
    .default('page'),
  urlId: pageUrlIdSchema.optional(),
  navigation: navigationNameSchema.default('main'),
});
export type CreatePageRequest = z.infer<typeof createPageRequestSchema>;

export const updatePageRequestSchema = z
  .object({
    title: pageTitleSchema.optional(),
    urlId: pageUrlIdSchema.optional(),
    /** Moves this one page to the end of that list: no whole order to go stale under other edits. */
    navigation: navigationNameSchema.optional(),
    /** Search engines and sharing: applies at once, like the title. */
    seo: pageSeoSchema.optional(),
  })
  .refine(
    (body) =>
      body.title !== undefined ||
      body.urlId !== undefined ||
      body.navigation !== undefined ||
      body.seo !== undefined,
    {
      message: 'Change the title, the URL or the navigation',
      path: ['title'],
    },
  );
export type UpdatePageRequest = z.infer<typeof updatePageRequestSchema>;

const pageIdList = z
  .array(z.string().regex(/^[0-9a-f]{24}$/, 'Unknown page'))
  .max(250, 'A navigation holds at most 250 pages');
/** The whole order of both navigations: moving a page to `_hidden` hides it from the menu. */
export const navigationOrderSchema = z.object({ main: pageIdList, _hidden: pageIdList });
export type NavigationOrder = z.infer<typeof navigationOrderSchema>;

/** The 27 supported currencies (spec visitor-runtime §3): one list, kept with the money rules. */
export { supportedCurrencies };

export const siteSettingsSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'Enter a site title')
    .max(120, 'Site titles must be 120 characters or fewer'),
  logoUrl: z._default(mediaSourceSchema, ''),
  /** Left as they are when omitted (clients that predate them). */
  faviconUrl: z.optional(mediaSourceSchema),
  socialImageUrl: z.optional(mediaSourceSchema),
  locale: z.enum(supportedLocales, { error: 'Choose one of the listed languages' }),
  currency: z.enum(supportedCurrencies, { error: 'Choose one of the supported currencies' }),
  timeZone: z
    .string()
    .trim()
    .min(1, 'Choose a time zone')
    .max(64, 'Choose a time zone from the list')
    .refine(isSupportedTimeZone, 'Choose a time zone from the list'),
  measurementStandard: z.union([z.literal(1), z.literal(2)], { error: 'Choose imperial or metric' }),
  escapeKeyLoginAllowed: z.boolean(),
  announcementBar: z.object({
    enabled: z.boolean(),
    text: z.string().trim().max(300, 'Announcements must be 300 characters or fewer'),
    href: z._default(linkHrefSchema, ''),
  }),
  header: z.object({
    showTitle: z.boolean(),
    alignment: z.enum(['left', 'center']),
    /** "Show search in the header"; left as it is when omitted (clients that predate it). */
    showSearch: z.boolean().optional(),
  }),
  footer: z.object({ smallPrint: z.string().max(500, 'The small print must be 500 characters or fewer') }),
  /** Other sites that may show the site's pages in a frame; left as they are when omitted. */
  frameAncestors: frameAncestorsSchema.optional(),
  /** Sender name and reply-to of the site's mail; left as they are when omitted. */
  mail: siteMailSettingsSchema.optional(),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/** Boot data the server embeds in an app shell (`<script id="app-boot">`), so the app draws its frame at once. */
export interface AppBoot {
  app: 'config' | 'platform';
  account: { id: string; email: string; displayName: string } | null;
  site: { id: string; identifier: string; title: string; url: string } | null;
  appDomain: string;
  /** The seeded demo site, when there is one (the platform entry links to it). */
  demoUrl?: string | null;
}

export { MAX_CATEGORY_LENGTH, MAX_TAG_LENGTH };

// Each name within the spec's limits (tag 50, category 25 per nested segment), duplicates kept once.
const tagList = itemTagsSchema;
const categoryList = itemCategoriesSchema;

/** Item statuses an owner may set: published 1, scheduled 2, needs review 3, draft 4, private 5. */
export const editableItemStatusSchema = z.union(
  [z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)],
  { error: 'Choose a status' },
);

export const itemRequestSchema = z
  .object({
    title: z.string().trim().min(1, 'Enter a title').max(200, 'Titles must be 200 characters or fewer'),
    urlId: pageUrlIdSchema.optional(),
    excerpt: z.string().trim().max(1000, 'Excerpts must be 1000 characters or fewer').default(''),
    authorName: z.string().trim().max(120, 'Author names must be 120 characters or fewer').default(''),
    status: editableItemStatusSchema,
    /** ISO instant; required when scheduled. */
    publishOn: z.string().datetime({ offset: true, error: 'Choose a valid date and time' }).optional(),
    tags: tagList.default([]),
    categories: categoryList.default([]),
    body: z.unknown().optional(),
  })
  .refine((item) => item.status !== 2 || item.publishOn !== undefined, {
    message: 'Choose when to publish',
    path: ['publishOn'],
  });
export type ItemRequest = z.input<typeof itemRequestSchema>;
