import { z } from 'zod';

/**
 * Members' (site users') calls: spec media-and-platform §3 (site-user session payload) and §7.
 * After sign-in, every site-user call that changes something repeats the answer's `xsrfToken`
 * in the `X-Site-User-Xsrf-Token` header (a form post: the `xsrfToken` field).
 */
export const SITE_USER_XSRF_HEADER_NAME = 'X-Site-User-Xsrf-Token';

const email = z
  .string()
  .trim()
  .min(3, 'Enter your e-mail address')
  .max(256)
  .email('Enter a valid e-mail address');
const newPassword = z
  .string()
  .min(8, 'Use at least 8 characters')
  .max(1024, 'Passwords must be 1024 characters or fewer');
const displayName = z.string().trim().max(100, 'Names must be 100 characters or fewer');

/** POST /api/site-users/account/session */
export const siteUserSessionRequestSchema = z.object({
  email,
  password: z.string().min(1, 'Enter your password').max(1024),
  rememberMe: z.boolean().default(false),
});
export type SiteUserSessionRequest = z.infer<typeof siteUserSessionRequestSchema>;

export const siteUserAnswer = z.object({ id: z.string(), email: z.string(), displayName: z.string() });
export const siteUserSessionAnswer = z.object({ xsrfToken: z.string(), siteUser: siteUserAnswer });
export type SiteUserSessionAnswer = z.infer<typeof siteUserSessionAnswer>;

/** GET /api/site-users/account: who this browser is signed in as on this site (and the XSRF token), or null. */
export const siteUserMeAnswer = z.object({
  siteUser: siteUserAnswer.nullable(),
  xsrfToken: z.string().nullable(),
});

/** DELETE /api/site-users/account/session?cloneCart= */
export const siteUserSignOutQuery = z.object({
  cloneCart: z.enum(['true', 'false']).default('false'),
});

/** The header every site-user mutation repeats after sign-in (named here for the API document). */
export const siteUserXsrfHeaders = z.object({
  'x-site-user-xsrf-token': z
    .string()
    .max(128)
    .optional()
    .describe('The xsrfToken of the sign-in answer; required on every site-user mutation while signed in.'),
});

/** POST /api/site-users/account: sign-up (202 whatever the address; the link is mailed). */
export const siteUserSignUpSchema = z.object({ email, password: newPassword, displayName });
export type SiteUserSignUp = z.infer<typeof siteUserSignUpSchema>;

export const siteUserTokenSchema = z.object({
  token: z.string().min(16, 'This link is incomplete').max(128),
});
export const siteUserResetRequestSchema = z.object({ email });
export const siteUserResetCompleteSchema = z.object({
  token: z.string().min(16, 'This link is incomplete').max(128),
  password: newPassword,
});
export const siteUserProfileSchema = z.object({ displayName });

export const siteUserAcceptedAnswer = z.object({});
