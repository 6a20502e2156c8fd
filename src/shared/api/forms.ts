import { z } from 'zod';
import { ID_PATTERN } from '../ids';

/**
 * Wire schemas of the form calls (visitor-runtime §7) and of the owners' form, submission,
 * newsletter and outbox endpoints. Shared by the server, the runtime and the owners' app.
 */

const shortText = (max: number) => z.string().max(max).optional();
const flag = z
  .union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')])
  .default(false);

/**
 * POST /api/form/SaveFormSubmission: `form` is the field map serialized as JSON (field id →
 * value), parsed separately so a malformed map gets its own message.
 */
/** A page id the visitor sent: kept when it looks like one, dropped (not refused) otherwise. */
const pageIdField = z
  .string()
  .max(100)
  .optional()
  .transform((value) => (value !== undefined && ID_PATTERN.test(value) ? value : undefined));

export const formSubmissionSchema = z.object({
  key: z.string().min(1).max(400),
  formId: z.string().regex(ID_PATTERN, 'Unknown form'),
  /** The page's collection and the page itself (`pageId`, an item's id when `contentSource` is i). */
  collectionId: pageIdField,
  /** The block holding the form. */
  objectName: shortText(200),
  isOverlayForm: flag,
  submitButtonText: shortText(200),
  form: z.string().max(200_000),
  /** The captcha's answer: an ALTCHA payload or a reCAPTCHA / Turnstile token. */
  captchaKey: shortText(20_000),
  /** Honeypot: a field people never see; anything in it marks a bot. */
  honeypot: shortText(1000),
  // page fields
  pageTitle: shortText(500),
  pageId: pageIdField,
  contentSource: z.enum(['i', 'c']).optional(),
  pagePath: shortText(2048),
  /** What the page says of itself (1 public, 2 password); the server stores its own reading. */
  pagePermissionTypeValue: z
    .union([z.number().int().min(0).max(99), z.string().regex(/^\d{1,2}$/)])
    .optional(),
  // analytics event fields
  visitorCookie: shortText(500),
  referrer: shortText(2048),
  clientDate: z.union([z.number(), z.string().max(40)]).optional(),
  userAgent: shortText(1000),
});
export type FormSubmissionPayload = z.input<typeof formSubmissionSchema>;
/** A submission as the route's schema passes it on. */
export type FormSubmission = z.output<typeof formSubmissionSchema>;

/** Owners' list endpoints: free-text search and pages. */
export const listQuerySchema = z.object({
  query: z.string().trim().max(200).default(''),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

export interface Page<Row> {
  rows: Row[];
  total: number;
  page: number;
  pageSize: number;
}

export interface OutboxRow {
  id: string;
  to: string;
  subject: string;
  purpose: string;
  /** partial: some recipients took it and some refused it (lastError says who and why). */
  /** held: never sent, the site's daily e-mail limit was reached (lastError says so). */
  status: 'queued' | 'sending' | 'sent' | 'partial' | 'failed' | 'held';
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

export const notifyAddressResendSchema = z.object({
  email: z.string().trim().toLowerCase().email('Enter a valid e-mail address').max(320),
});

/** Newsletter confirmation and unsubscribe links carry one signed token. */
export const newsletterTokenQuerySchema = z.object({ token: z.string().min(10).max(1000) });

// The answers' schemas (and these types, inferred from them) are in forms-answers.ts.
export type {
  FormAnswer,
  FormSubmissionAnswer,
  FormSubmissionKeyAnswer,
  FormSummary,
  NotifyAddressState,
  SubmissionRow,
  SubmissionsPage,
  SubscriberRow,
} from './forms-answers';
