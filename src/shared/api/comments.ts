import { z } from 'zod';
import { hasInvalidText } from '../text/invalid-text';

/**
 * First-party comments on blog posts (issue 16; deliberately not the spec's outside comment
 * service, see src/server/modules/comments/CONTEXT.md): the visitor's post, the owners'
 * moderation calls and their answers.
 */
export const COMMENT_LIMITS = { authorName: 80, email: 254, body: 2000 } as const;
/** Comments one address may post to one site per window (counted before any work, valid or not). */
export const COMMENT_RATE_LIMIT = { max: 5, windowMs: 10 * 60_000 } as const;

export const COMMENT_MESSAGES = {
  nameRequired: 'Enter your name',
  nameTooLong: `Your name must be ${COMMENT_LIMITS.authorName} characters or fewer`,
  nameControl: 'Your name cannot contain line breaks or control characters',
  emailInvalid: 'Enter a valid e-mail address',
  bodyRequired: 'Write a comment',
  bodyTooLong: `A comment must be ${COMMENT_LIMITS.body} characters or fewer`,
  invalidText:
    'Your comment contains characters that are not allowed (such as NUL). Remove them and try again.',
} as const;

const noInvalidText = (value: string) => !hasInvalidText(value);

/** What a visitor sends (JSON or the no-JavaScript form: the same field names). */
export const commentInputSchema = z.object({
  authorName: z
    .string({ error: COMMENT_MESSAGES.nameRequired })
    .refine(noInvalidText, COMMENT_MESSAGES.invalidText)
    .transform((value) => value.trim())
    .pipe(
      z
        .string()
        .min(1, COMMENT_MESSAGES.nameRequired)
        .max(COMMENT_LIMITS.authorName, COMMENT_MESSAGES.nameTooLong)
        .regex(/^[^\p{Cc}\p{Cf}]*$/u, COMMENT_MESSAGES.nameControl),
    ),
  email: z
    .string()
    .trim()
    .max(COMMENT_LIMITS.email, COMMENT_MESSAGES.emailInvalid)
    .refine((value) => value === '' || z.email().safeParse(value).success, COMMENT_MESSAGES.emailInvalid)
    .default(''),
  body: z
    .string({ error: COMMENT_MESSAGES.bodyRequired })
    .refine(noInvalidText, COMMENT_MESSAGES.invalidText)
    .transform((value) => value.replace(/\r\n?/g, '\n').trim())
    .pipe(
      z.string().min(1, COMMENT_MESSAGES.bodyRequired).max(COMMENT_LIMITS.body, COMMENT_MESSAGES.bodyTooLong),
    ),
  /** The captcha's answer (ALTCHA's payload). */
  altcha: z.string().max(20_000).optional(),
  /** Left empty by people; a filled one is a bot (answered as if accepted, nothing stored). */
  website: z.string().max(500).optional(),
});
export type CommentInput = z.output<typeof commentInputSchema>;

export const commentStatusNames = ['pending', 'approved', 'spam', 'deleted'] as const;
export type CommentStatusName = (typeof commentStatusNames)[number];

export const commentListQuery = z.object({
  status: z.enum(['pending', 'approved', 'spam']).default('pending'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const commentModerationSchema = z.object({
  action: z.enum(['approve', 'spam', 'delete', 'pending']),
});

export const commentSettingsSchema = z.object({
  enabled: z.boolean(),
  autoApprove: z.boolean(),
});
export type CommentSettings = z.output<typeof commentSettingsSchema>;

// ── Answers ───────────────────────────────────────────────────────────────────────────────

export const commentAnswer = z.object({
  id: z.string(),
  authorName: z.string(),
  authorEmail: z.string(),
  body: z.string(),
  status: z.enum(commentStatusNames),
  createdAt: z.string(),
  post: z.object({ id: z.string(), title: z.string(), href: z.string() }),
});
export type CommentAnswer = z.output<typeof commentAnswer>;

export const commentListAnswer = z.object({
  comments: z.array(commentAnswer),
  counts: z.object({ pending: z.number(), approved: z.number(), spam: z.number() }),
  page: z.number(),
  pageCount: z.number(),
});
export type CommentListAnswer = z.output<typeof commentListAnswer>;

export const commentSettingsAnswer = commentSettingsSchema;
