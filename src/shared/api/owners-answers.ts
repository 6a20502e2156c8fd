import { z } from 'zod';
import { animationStyles, colourThemeIds, fontIds, spacingScales } from '../design/tokens';
import { GRID_COLUMNS } from '../layout/layout';
import { currencyCodes } from '../money/currencies';

/**
 * What the owners' content and site routes answer: pages, posts, the site overview and
 * Publish, design, settings, header and footer (their requests are in owners.ts, design.ts and
 * site.ts). The routes serialise through these schemas (a field not listed never leaves the
 * server), the OpenAPI document shows them, and the owners' app types its calls with
 * `z.output`. Plain shapes only (no transforms, no coercion): answers are encoded, not parsed.
 */

/** A stored layout as it is sent: checked when it was saved (acceptLayout), not again here. */
export const layoutJson = z.object({
  columns: z.literal(GRID_COLUMNS),
  blocks: z.array(
    z.object({
      id: z.string(),
      type: z.string(),
      grid: z.object({ column: z.number(), span: z.number() }),
      data: z.record(z.string(), z.unknown()),
    }),
  ),
});

// ── Pages ──────────────────────────────────────────────────────────────────────────────────

export const pageSummarySchema = z.object({
  id: z.string(),
  type: z.enum(['page', 'blog', 'products', 'gallery', 'events']),
  title: z.string(),
  urlId: z.string(),
  navigation: z.enum(['main', '_hidden']),
  isHome: z.boolean(),
  published: z.boolean(),
  hasUnpublishedChanges: z.boolean(),
  locked: z.boolean(),
  seo: z.object({
    title: z.string(),
    description: z.string(),
    socialImageUrl: z.string(),
    hideFromSearch: z.boolean(),
  }),
});
export type PageSummary = z.output<typeof pageSummarySchema>;

/** `GET /api/rest/pages` and `PUT /api/rest/navigation`: both navigations, main first. */
export const pagesAnswer = z.object({ pages: z.array(pageSummarySchema) });
export type PagesAnswer = z.output<typeof pagesAnswer>;

export const createdPageAnswer = z.object({
  page: pageSummarySchema.pick({ id: true, type: true, title: true, urlId: true }),
});
export type CreatedPageAnswer = z.output<typeof createdPageAnswer>;
export const renamedPageAnswer = z.object({
  page: pageSummarySchema.pick({ id: true, title: true, urlId: true }),
});
export type RenamedPageAnswer = z.output<typeof renamedPageAnswer>;

/** The page as the editor opens it: its draft layout when it has one. */
export const editorPageAnswer = z.object({
  id: z.string(),
  /** A page of blocks, or a gallery page (its layout is one gallery block). */
  type: z.enum(['page', 'gallery']),
  title: z.string(),
  urlId: z.string(),
  layout: layoutJson,
  published: z.boolean(),
  hasUnpublishedChanges: z.boolean(),
  /** A password protects the published page. */
  locked: z.boolean(),
  /** The draft's version: sent back with the next save, which is refused if another came first. */
  version: z.number(),
});
export type EditorPage = z.output<typeof editorPageAnswer>;

/** The draft as stored (sanitized, video blocks' oEmbed answers filled in). */
export const savedLayoutAnswer = z.object({ layout: layoutJson, version: z.number() });
export type SavedLayoutAnswer = z.output<typeof savedLayoutAnswer>;

// ── Blogs and posts ────────────────────────────────────────────────────────────────────────

export const itemSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  urlId: z.string(),
  status: z.number(),
  /** The spec's status label (Scheduled, Needs Review, Draft, Private), or Published. */
  statusLabel: z.string(),
  publishOn: z.string().nullable(),
});
export type ItemSummary = z.output<typeof itemSummarySchema>;

export const blogAnswer = z.object({
  id: z.string(),
  title: z.string(),
  urlId: z.string(),
  items: z.array(itemSummarySchema),
});
export type BlogAnswer = z.output<typeof blogAnswer>;

/** A post created or saved. */
export const itemAnswer = z.object({ item: itemSummarySchema });
export type ItemAnswer = z.output<typeof itemAnswer>;

export const postAnswer = itemSummarySchema.extend({
  collectionId: z.string(),
  excerpt: z.string(),
  authorName: z.string(),
  tags: z.array(z.string()),
  categories: z.array(z.string()),
  body: layoutJson,
});
export type PostAnswer = z.output<typeof postAnswer>;

// ── The site and Publish ───────────────────────────────────────────────────────────────────

export const siteOverviewAnswer = z.object({
  id: z.string(),
  identifier: z.string(),
  title: z.string(),
  url: z.string(),
  hasUnpublishedChanges: z.boolean(),
  contentVersion: z.number(),
  canEdit: z.boolean(),
});
export type SiteOverview = z.output<typeof siteOverviewAnswer>;

export const publishAnswer = z.object({ contentVersion: z.number() });
export type PublishResponse = z.output<typeof publishAnswer>;

// ── Design, settings, header and footer ────────────────────────────────────────────────────

const designTokensJson = z.object({
  themeId: z.enum([...colourThemeIds, 'custom']),
  palette: z.object({
    background: z.string(),
    surface: z.string(),
    text: z.string(),
    muted: z.string(),
    accent: z.string(),
    onAccent: z.string(),
    border: z.string(),
  }),
  fonts: z.object({
    heading: z.enum(fontIds),
    body: z.enum(fontIds),
    adobeKitId: z.string().optional(),
    adobeHeading: z.string().optional(),
    adobeBody: z.string().optional(),
  }),
  spacing: z.enum(spacingScales),
  radius: z.union([z.literal(0), z.literal(4), z.literal(8)]),
  animation: z.object({ style: z.enum(animationStyles), durationMs: z.number() }),
});

export const designAnswer = z.object({
  /** What the editor shows: the draft when there is one, else the published tokens. */
  design: designTokensJson,
  hasUnpublishedChanges: z.boolean(),
});
export type DesignResponse = z.output<typeof designAnswer>;

export const siteSettingsAnswer = z.object({
  title: z.string(),
  logoUrl: z.string(),
  faviconUrl: z.string(),
  socialImageUrl: z.string(),
  locale: z.string(),
  currency: z.enum(currencyCodes),
  timeZone: z.string(),
  measurementStandard: z.union([z.literal(1), z.literal(2)]),
  escapeKeyLoginAllowed: z.boolean(),
  announcementBar: z.object({ enabled: z.boolean(), text: z.string(), href: z.string() }),
  header: z.object({
    showTitle: z.boolean(),
    alignment: z.enum(['left', 'center']),
    showSearch: z.boolean(),
  }),
  footer: z.object({ smallPrint: z.string() }),
  frameAncestors: z.array(z.string()),
  mail: z.object({ senderName: z.string(), replyTo: z.string() }),
});
export type SiteSettingsAnswer = z.output<typeof siteSettingsAnswer>;

export const headerFooterAnswer = z.object({
  header: z.object({
    showTitle: z.boolean(),
    logoUrl: z.string().optional(),
    logoAlt: z.string().optional(),
    alignment: z.enum(['left', 'center']),
    showSearch: z.boolean().optional(),
    cta: z.object({ label: z.string(), href: z.string() }).optional(),
  }),
  footer: z.object({ layout: layoutJson, smallPrint: z.string() }),
});
export type HeaderFooterAnswer = z.output<typeof headerFooterAnswer>;
