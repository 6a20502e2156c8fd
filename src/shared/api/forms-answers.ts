import { z } from 'zod';
import { formDefinitionSchema } from '../forms/definition';
import { ID_PATTERN } from '../ids';

/**
 * What the form, captcha, newsletter and notification-address routes answer: the response half
 * of their contracts. The routes serialise through these (a field not listed never leaves), the
 * OpenAPI document shows them, and the owners' app and the visitor runtime type their calls
 * with `z.infer` (the runtime imports types only).
 */

const isoTime = z.string();

/** `{formId}` of the owners' form routes. */
export const formParams = z.object({ formId: z.string().regex(ID_PATTERN, 'Unknown form') });

// ── Visitors ────────────────────────────────────────────────────────────────────────────────

/** POST /api/form/FormSubmissionKey answers `{ key }` (the spec's `data.key`). */
export const formSubmissionKeyAnswer = z.object({ key: z.string() });
export type FormSubmissionKeyAnswer = z.infer<typeof formSubmissionKeyAnswer>;

/** The answer to an accepted submission. */
export const formSubmissionAnswer = z.object({ success: z.literal(true), submissionId: z.string() });
export type FormSubmissionAnswer = z.infer<typeof formSubmissionAnswer>;

/** GET /api/form/captcha/challenge: an ALTCHA (v2) challenge for the form's widget to solve. */
export const altchaChallengeAnswer = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    memoryCost: z.number().optional(),
    parallelism: z.number().optional(),
    expiresAt: z.number().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string().optional(),
});

// ── Owners ──────────────────────────────────────────────────────────────────────────────────

/** A page of an owners' list (`?query&page&pageSize`). */
const pageOf = <Row extends z.ZodType>(row: Row) =>
  z.object({ rows: z.array(row), total: z.number(), page: z.number(), pageSize: z.number() });

const formSummary = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(['form', 'newsletter']),
  submissionCount: z.number(),
  updatedAt: isoTime,
});
export type FormSummary = z.infer<typeof formSummary>;
/** GET /api/rest/forms. */
export const formListAnswer = z.object({ forms: z.array(formSummary) });
export type FormListAnswer = z.infer<typeof formListAnswer>;

/**
 * GET|PUT /api/rest/forms/{id} and POST /api/rest/forms answer the stored definition (it passed
 * the definition's schema when it was saved) with its id and times.
 */
export const formAnswer = z.intersection(
  formDefinitionSchema,
  z.object({ id: z.string(), createdAt: isoTime, updatedAt: isoTime }),
);
export type FormAnswer = z.infer<typeof formAnswer>;

const submissionRow = z.object({
  id: z.string(),
  createdAt: isoTime,
  /** Field id → value as stored. */
  values: z.record(z.string(), z.unknown()),
  /** Field id → value as people read it (N/A for empty). */
  display: z.record(z.string(), z.string()),
  pagePath: z.string().nullable(),
  /** held: not sent, the site's daily e-mail limit was reached. */
  notification: z.enum(['none', 'queued', 'sent', 'partial', 'failed', 'held']),
});
export type SubmissionRow = z.infer<typeof submissionRow>;
/** GET /api/rest/forms/{id}/submissions: a page of rows and the columns (input fields) to show. */
export const submissionsPageAnswer = pageOf(submissionRow).extend({
  fields: z.array(z.object({ id: z.string(), title: z.string() })),
});
export type SubmissionsPage = z.infer<typeof submissionsPageAnswer>;

const subscriberRow = z.object({
  id: z.string(),
  email: z.string(),
  status: z.enum(['pending', 'confirmed', 'unsubscribed']),
  formId: z.string().nullable(),
  createdAt: isoTime,
  confirmedAt: isoTime.nullable(),
  unsubscribedAt: isoTime.nullable(),
});
export type SubscriberRow = z.infer<typeof subscriberRow>;
/** GET /api/rest/newsletter/subscribers. */
export const subscribersPageAnswer = pageOf(subscriberRow);
export type SubscribersPage = z.infer<typeof subscribersPageAnswer>;

/**
 * A form notification address and whether it receives mail: the owner's own address does at
 * once; any other only once confirmed through the link mailed to it.
 */
const notifyAddressState = z.object({
  email: z.string(),
  status: z.enum(['owner', 'verified', 'pending']),
  /** When the last verification mail was queued (pending ones). */
  verificationSentAt: isoTime.nullable(),
});
export type NotifyAddressState = z.infer<typeof notifyAddressState>;
/** GET /api/rest/forms/notify-addresses. */
export const notifyAddressesAnswer = z.object({ addresses: z.array(notifyAddressState) });
export type NotifyAddressesAnswer = z.infer<typeof notifyAddressesAnswer>;
/** POST /api/rest/forms/notify-addresses/resend: whether a verification mail was queued. */
export const notifyAddressResendAnswer = z.object({ sent: z.boolean() });
export type NotifyAddressResendAnswer = z.infer<typeof notifyAddressResendAnswer>;
