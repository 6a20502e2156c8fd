/**
 * The form submission flow of visitor-runtime §4 and §8, free of the DOM so it runs in Node
 * tests against the real server: key → SaveFormSubmission → the answer turned into what the
 * visitor sees. The controller (forms-controller.ts) owns the page; this owns the protocol.
 */
import type { FormSubmissionPayload } from '../../shared/api/forms';
import type { FormSubmissionAnswer, FormSubmissionKeyAnswer } from '../../shared/api/forms-answers';
import type { DataLayer } from '../core/data-layer';
import type { PageContext } from '../core/page-context';
import { DataLayerError } from '../core/data-layer';
import { formRuntimeMessages } from '../../shared/messages/en-US/runtime/forms';

export { formRuntimeMessages };

export interface SubmitInput {
  formId: string;
  /** The form map, serialized by the caller or here. */
  values: Record<string, unknown>;
  captchaKey?: string;
  honeypot?: string;
  submitButtonText?: string;
  isOverlayForm?: boolean;
  /** The block that holds the form. */
  objectName?: string;
  page: Pick<
    FormSubmissionPayload,
    'pageTitle' | 'pageId' | 'collectionId' | 'contentSource' | 'pagePath' | 'pagePermissionTypeValue'
  >;
  analytics?: Pick<FormSubmissionPayload, 'visitorCookie' | 'referrer'> & { clientDate?: number };
}

export type SubmitOutcome =
  | { ok: true; submissionId: string }
  /** `fieldErrors` keyed by field id (400 with data.errors); `message` for the whole form. */
  | { ok: false; status: number; message: string; fieldErrors: Record<string, string> };

/** The message for a failed SaveFormSubmission answer, by status (visitor-runtime §8). */
export function submitFailureMessage(status: number, body: unknown): string {
  const error =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>).error : undefined;
  if (status === 401) return formRuntimeMessages.unauthorized;
  if (status === 404) return formRuntimeMessages.notConfigured;
  if (status === 429) return formRuntimeMessages.rateLimited;
  if (status === 500) return formRuntimeMessages.serverError;
  return typeof error === 'string' && error !== '' ? error : formRuntimeMessages.unknown;
}

/**
 * The page fields of a submission from the page context: the page is the item when there is
 * one (contentSource i), else the collection itself (c).
 */
export function pageFieldsOf(
  context: Pick<PageContext, 'collection' | 'item' | 'pagePermissionTypeValue'> | null,
): SubmitInput['page'] {
  if (!context?.collection) return {};
  return {
    collectionId: context.collection.id,
    pageId: context.item?.id ?? context.collection.id,
    contentSource: context.item ? 'i' : 'c',
    pagePermissionTypeValue: context.pagePermissionTypeValue,
  };
}

/** Gets a key, then sends the submission; never throws for an answer the spec describes. */
export async function submitForm(dataLayer: DataLayer, input: SubmitInput): Promise<SubmitOutcome> {
  let key: string;
  try {
    // Typed from the contract, still checked: a proxy or an old server may answer anything.
    const answer = await dataLayer.post<Partial<FormSubmissionKeyAnswer> | undefined>(
      'form/FormSubmissionKey',
    );
    if (typeof answer?.key !== 'string') throw new Error('no key');
    key = answer.key;
  } catch {
    return { ok: false, status: 0, message: formRuntimeMessages.keyFailed, fieldErrors: {} };
  }

  let form: string;
  try {
    form = JSON.stringify(input.values);
  } catch {
    return { ok: false, status: 0, message: formRuntimeMessages.parseFailed, fieldErrors: {} };
  }

  try {
    const body: FormSubmissionPayload = {
      key,
      formId: input.formId,
      form,
      isOverlayForm: input.isOverlayForm ?? false,
      ...(input.objectName ? { objectName: input.objectName } : {}),
      ...(input.submitButtonText ? { submitButtonText: input.submitButtonText } : {}),
      ...(input.captchaKey ? { captchaKey: input.captchaKey } : {}),
      ...(input.honeypot ? { honeypot: input.honeypot } : {}),
      ...input.page,
      ...input.analytics,
    };
    const answer = await dataLayer.post<Partial<FormSubmissionAnswer> | undefined>(
      'form/SaveFormSubmission',
      {
        json: body,
      },
    );
    if (typeof answer?.submissionId !== 'string')
      return { ok: false, status: 200, message: formRuntimeMessages.processing, fieldErrors: {} };
    return { ok: true, submissionId: answer.submissionId };
  } catch (error) {
    if (!(error instanceof DataLayerError))
      return { ok: false, status: 0, message: formRuntimeMessages.processing, fieldErrors: {} };
    const body = error.body as { errors?: unknown } | undefined;
    const errors =
      body && typeof body.errors === 'object' && body.errors !== null
        ? (body.errors as Record<string, string>)
        : {};
    if (error.status === 400 && Object.keys(errors).length > 0)
      return { ok: false, status: 400, message: formRuntimeMessages.noticeAbove, fieldErrors: errors };
    if (error.status === 0) return { ok: false, status: 0, message: error.message, fieldErrors: {} };
    return {
      ok: false,
      status: error.status,
      message: submitFailureMessage(error.status, error.body),
      fieldErrors: {},
    };
  }
}
