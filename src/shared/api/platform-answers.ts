import { z } from 'zod';

/**
 * What the platform entry's routes answer (sign-up, its confirmation, password reset, the
 * account's sites): the response half of their contracts, as owners-answers.ts is for a site's
 * owners. Plain shapes only: answers are encoded, not parsed.
 */

export const accountJson = z.object({ id: z.string(), email: z.string(), displayName: z.string() });

/** A signed-in account: the sign-up confirmed, the password reset completed. */
export const accountAnswer = z.object({ account: accountJson });
export type AccountAnswer = z.output<typeof accountAnswer>;

/**
 * The answer to a sign-up: signed in at once (201, single-operator mode), or `account: null`
 * (202) when the address must be confirmed first; that answer is the same whether or not the
 * address was registered already.
 */
export const signUpAnswer = z.object({ account: accountJson.nullable() });
export type SignUpResponse = z.output<typeof signUpAnswer>;

/** Accepted, nothing to tell (a mail may be on its way; whether one is says nothing here). */
export const acceptedAnswer = z.object({});

export const siteSummarySchema = z.object({
  id: z.string(),
  identifier: z.string(),
  title: z.string(),
  url: z.string(),
  /** The account's ContributorRole on the site. */
  role: z.number(),
});
export type SiteSummary = z.output<typeof siteSummarySchema>;

export const sitesAnswer = z.object({ sites: z.array(siteSummarySchema) });
export type SitesAnswer = z.output<typeof sitesAnswer>;
export const createdSiteAnswer = z.object({ site: siteSummarySchema });
export type CreatedSiteAnswer = z.output<typeof createdSiteAnswer>;
/** The site's hand-off address: opening it signs the account in on the site's own host. */
export const openSiteAnswer = z.object({ url: z.string() });
export type OpenSiteAnswer = z.output<typeof openSiteAnswer>;
