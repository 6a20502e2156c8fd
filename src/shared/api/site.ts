import { z } from 'zod';
import { layoutSchema } from '../layout/layout';
import { mediaSourceSchema, ownerLinkSchema } from '../links/url-schemas';
import { businessInfoSchema, emptyBusinessInfo } from './business-info';

/** Owner-supplied links: the link rule (src/shared/links/). Script and data URLs never validate. */
export const linkHrefSchema = ownerLinkSchema;

export const siteHeaderSchema = z.object({
  showTitle: z.boolean().default(true),
  logoUrl: z.optional(mediaSourceSchema),
  logoAlt: z.string().max(200).optional(),
  alignment: z.enum(['left', 'center']).default('left'),
  /** The header's search control (site setting "Show search in the header"); absent means on. */
  showSearch: z.boolean().optional(),
  /** An optional call-to-action button at the end of the navigation. */
  cta: z.object({ label: z.string().min(1).max(60), href: linkHrefSchema }).optional(),
});

export const siteFooterSchema = z.object({
  layout: layoutSchema,
  /** Small print under the footer blocks, e.g. a copyright line. */
  smallPrint: z.string().max(500).default(''),
});

export const siteHeaderFooterSchema = z.object({ header: siteHeaderSchema, footer: siteFooterSchema });

export type SiteHeader = z.infer<typeof siteHeaderSchema>;
export type SiteFooter = z.infer<typeof siteFooterSchema>;
export type SiteHeaderFooter = z.infer<typeof siteHeaderFooterSchema>;

/**
 * A site that may show this site's pages in a frame (the CSP `frame-ancestors` host source):
 * a scheme and host, optionally `*.` for its subdomains and a port, no path.
 */
export const frameAncestorSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(253, 'Site addresses must be 253 characters or fewer')
  .regex(
    /^https?:\/\/(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/,
    'Enter a site address like https://example.com (no path)',
  );
export const MAX_FRAME_ANCESTORS = 10;
export const frameAncestorsSchema = z
  .array(frameAncestorSchema)
  .max(MAX_FRAME_ANCESTORS, `List at most ${MAX_FRAME_ANCESTORS} sites`);

/**
 * Who the site's mail is from: the From line shows `"{senderName}" <MAIL_FROM address>` (the
 * platform's address stays the sender, so SPF and DKIM keep passing); replies go to `replyTo`,
 * or for order mail to the owner's own address when it is empty.
 */
export const siteMailSettingsSchema = z.object({
  senderName: z
    .string()
    .trim()
    .max(80, 'Sender names must be 80 characters or fewer')
    .regex(/^[^\p{Cc}\p{Cf}]*$/u, 'The sender name cannot contain line breaks or control characters')
    .default(''),
  replyTo: z
    .string()
    .trim()
    .max(256)
    .refine((value) => value === '' || z.email().safeParse(value).success, 'Enter a valid e-mail address')
    .default(''),
});
export type SiteMailSettings = z.infer<typeof siteMailSettingsSchema>;

/** Site-wide settings kept as one JSON document per site; each area validates its own part. */
export const websiteSettingsSchema = z.object({
  escapeKeyLoginAllowed: z.boolean().default(false),
  announcementBar: z
    .object({
      enabled: z.boolean().default(false),
      text: z.string().max(300).default(''),
      href: z.optional(linkHrefSchema),
    })
    .default({ enabled: false, text: '' }),
  /** Raw cookie banner settings in the spec's naming; normalized by the consent rules. */
  cookieBanner: z.record(z.string(), z.unknown()).default({}),
  popupOverlay: z.record(z.string(), z.unknown()).default({}),
  mobileInfoBar: z.object({ enabled: z.boolean().default(false) }).default({ enabled: false }),
  /** Pinterest "Save" links over content images (link-only, no Pinterest script); off by default. */
  pinterestOverlay: z.object({ enabled: z.boolean().default(false) }).default({ enabled: false }),
  comments: z
    .object({ enabled: z.boolean().default(false), shortname: z.string().max(100).optional() })
    .default({ enabled: false }),
  censusDisabled: z.boolean().default(false),
  /** The starter template the site was made from (performance records' templateId); none for older sites. */
  templateId: z.string().max(40).optional(),
  siteDescription: z.string().max(500).default(''),
  /** The browser tab's icon and the image shown when a page is shared (og:image); '' for none. */
  faviconUrl: z._default(mediaSourceSchema, ''),
  socialImageUrl: z._default(mediaSourceSchema, ''),
  /** Other sites allowed to frame this site's pages; the site itself always may (the editor). */
  frameAncestors: frameAncestorsSchema.default([]),
  mail: siteMailSettingsSchema.default({ senderName: '', replyTo: '' }),
  /** Address, phone, e-mail and opening hours: the footer, the mobile info bar and JSON-LD. */
  business: businessInfoSchema.default(emptyBusinessInfo),
});
export type WebsiteSettings = z.infer<typeof websiteSettingsSchema>;
