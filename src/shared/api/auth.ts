import { z } from 'zod';

export const loginRequestSchema = z.object({
  email: z.string().trim().min(3, 'Enter your e-mail address').max(256).email('Enter a valid e-mail address'),
  password: z.string().min(1, 'Enter your password').max(1024),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** The signed-in account as the API shows it (never its password hash or sessions). */
export const accountAnswer = z.object({ id: z.string(), email: z.string(), displayName: z.string() });
export type AccountAnswer = z.infer<typeof accountAnswer>;

/** Signed in: POST /api/auth/Login, the sign-up confirmation and the password reset's completion. */
export const signedInAnswer = z.object({ account: accountAnswer });
export type LoginResponse = z.infer<typeof signedInAnswer>;

/** GET /api/auth/me: who this browser is signed in as on this host, or null. */
export const meAnswer = z.object({ account: accountAnswer.nullable() });
export type MeAnswer = z.infer<typeof meAnswer>;

/**
 * The answer to a sign-up: signed in at once (201, single-operator mode), or `account: null`
 * (202) when the address must be confirmed first; that answer is the same whether or not the
 * address was registered already.
 */
export const signUpAnswer = z.object({ account: accountAnswer.nullable() });
export type SignUpResponse = z.infer<typeof signUpAnswer>;

/** 202 of the calls that only (maybe) send mail: nothing to tell, on purpose. */
export const acceptedAnswer = z.object({});

const newPassword = z
  .string()
  .min(8, 'Use at least 8 characters')
  .max(1024, 'Passwords must be 1024 characters or fewer');

/** Password change in the owners' app (signs out every other session). */
export const changePasswordRequestSchema = z.object({
  currentPassword: z.string().min(1, 'Enter your current password').max(1024),
  newPassword,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** "Forgot password": the answer is the same whether or not the address has an account. */
export const passwordResetRequestSchema = z.object({
  email: z.string().trim().min(3, 'Enter your e-mail address').max(256).email('Enter a valid e-mail address'),
});
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

export const completePasswordResetSchema = z.object({
  token: z.string().min(16, 'This link is incomplete').max(128),
  password: newPassword,
});
export type CompletePasswordReset = z.infer<typeof completePasswordResetSchema>;
