import { z } from 'zod';

export const codeSchema = z.object({
  /** `code` shows source text to read and copy; `html` renders the owner's (sanitized) markup. */
  mode: z.enum(['code', 'html']).default('code'),
  code: z.string().max(50_000, 'Code must be 50,000 characters or fewer').default(''),
  /** A label such as "TypeScript", shown above the code. */
  language: z.string().trim().max(40, 'The language label must be 40 characters or fewer').default(''),
  /** Sanitized by the server (policy `embed`) before it is stored. */
  html: z.string().max(100_000, 'This HTML is too long').default(''),
});

export type CodeData = z.infer<typeof codeSchema>;

export const codeDefaults: CodeData = { mode: 'code', code: '', language: '', html: '' };
