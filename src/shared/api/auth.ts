import { z } from 'zod';

export const loginRequestSchema = z.object({
  email: z.string().trim().min(3, 'Enter your e-mail address').max(256).email('Enter a valid e-mail address'),
  password: z.string().min(1, 'Enter your password').max(1024),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export interface LoginResponse {
  account: { id: string; email: string; displayName: string };
}
