import { z } from 'zod';

export const loginRequestSchema = z.object({
  email: z.string().trim().min(3, 'Enter your e-mail address').max(256).email('Enter a valid e-mail address'),
  password: z.string().min(1, 'Enter your password').max(1024),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export interface LoginResponse {
  account: { id: string; email: string; displayName: string };
}

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
