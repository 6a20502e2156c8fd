import { z } from 'zod';

/**
 * What the platform entry's routes answer (sign-up, its confirmation, password reset, the
 * account's sites): the response half of their contracts, as owners-answers.ts is for a site's
 * owners. Plain shapes only: answers are encoded, not parsed.
 */

// The signed-in answers (sign-up, its confirmation, the password reset) are the accounts' own: auth.ts.
export { acceptedAnswer, signedInAnswer, signUpAnswer } from './auth';
export type { LoginResponse, SignUpResponse } from './auth';

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
