import { errorMessages } from './messages/en-US/errors';

/**
 * The one error registry: every error a user can meet has a stable code, an HTTP status and
 * the message shown to people, from the messages catalogue (src/shared/messages). The server's
 * error handler turns an AppError into `{ code, error, errors? }`; clients key on `code`.
 */
export const errorCatalogue = {
  validation: { status: 400, message: errorMessages['error.validation'] },
  malformedJson: { status: 400, message: errorMessages['error.malformedJson'] },
  /** The text rule (src/shared/text/invalid-text.ts): NUL or unpaired UTF-16 surrogates. */
  invalidText: {
    status: 400,
    message: errorMessages['error.invalidText'],
  },
  badRequest: {
    status: 400,
    message: errorMessages['error.badRequest'],
  },
  layoutTooManyBlocks: {
    status: 400,
    message: errorMessages['error.layoutTooManyBlocks'],
  },
  unauthorized: { status: 401, message: errorMessages['error.unauthorized'] },
  loginRequired: { status: 401, message: errorMessages['error.loginRequired'] },
  /** The call carried a session the server no longer accepts (it ended mid-page): the runtime shows its system error overlay. */
  authorizationFail: { status: 401, message: errorMessages['error.authorizationFail'] },
  invalidCredentials: { status: 401, message: errorMessages['error.invalidCredentials'] },
  forbidden: { status: 403, message: errorMessages['error.forbidden'] },
  crumbFail: { status: 403, message: errorMessages['error.crumbFail'] },
  crossSiteRequest: {
    status: 403,
    message: errorMessages['error.crossSiteRequest'],
  },
  notFound: { status: 404, message: errorMessages['error.notFound'] },
  siteNotFound: { status: 404, message: errorMessages['error.siteNotFound'] },
  methodNotAllowed: { status: 405, message: errorMessages['error.methodNotAllowed'] },
  conflict: { status: 409, message: errorMessages['error.conflict'] },
  /** A page draft saved from an editor that had not seen the latest save (two tabs, two people). */
  pageChangedElsewhere: { status: 409, message: errorMessages['error.pageChangedElsewhere'] },
  payloadTooLarge: { status: 413, message: errorMessages['error.payloadTooLarge'] },
  preconditionFailed: {
    status: 412,
    message: errorMessages['error.preconditionFailed'],
  },
  rangeNotSatisfiable: { status: 416, message: errorMessages['error.rangeNotSatisfiable'] },
  rateLimited: { status: 429, message: errorMessages['error.rateLimited'] },
  // owners' app and platform entry (issue 3)
  signInLocked: {
    status: 429,
    message: errorMessages['error.signInLocked'],
  },
  pagePasswordLocked: {
    status: 429,
    message: errorMessages['error.pagePasswordLocked'],
  },
  /** The password hashing queue is full (a sign-in flood): the client may retry shortly. */
  passwordCheckBusy: {
    status: 503,
    message: errorMessages['error.passwordCheckBusy'],
  },
  accountExists: { status: 409, message: errorMessages['error.accountExists'] },
  passwordResetInvalid: {
    status: 400,
    message: errorMessages['error.passwordResetInvalid'],
  },
  accountUnconfirmed: { status: 403, message: errorMessages['error.accountUnconfirmed'] },
  signUpConfirmationInvalid: { status: 400, message: errorMessages['error.signUpConfirmationInvalid'] },
  /** A signed-in member's call without (or with another session's) X-Site-User-Xsrf-Token. */
  siteUserXsrfFail: { status: 403, message: errorMessages['error.siteUserXsrfFail'] },
  memberUnverified: { status: 403, message: errorMessages['error.memberUnverified'] },
  currentPasswordWrong: { status: 400, message: errorMessages['error.currentPasswordWrong'] },
  handoffInvalid: {
    status: 400,
    message: errorMessages['error.handoffInvalid'],
  },
  // Store (issue 6): cart, checkout, orders, payments. Cart messages are the spec's.
  cartAddFailed: { status: 400, message: errorMessages['error.cartAddFailed'] },
  cartUpdateFailed: { status: 400, message: errorMessages['error.cartUpdateFailed'] },
  cartRemoveFailed: { status: 400, message: errorMessages['error.cartRemoveFailed'] },
  checkoutNoCart: {
    status: 400,
    message: errorMessages['error.checkoutNoCart'],
  },
  checkoutEmptyCart: { status: 400, message: errorMessages['error.checkoutEmptyCart'] },
  checkoutBelowMinimum: {
    status: 400,
    message: errorMessages['error.checkoutBelowMinimum'],
  },
  checkoutOutOfStock: {
    status: 409,
    message: errorMessages['error.checkoutOutOfStock'],
  },
  checkoutPaymentUnavailable: {
    status: 503,
    message: errorMessages['error.checkoutPaymentUnavailable'],
  },
  // Store money safety (issue 11): what cannot be sold, codes, and totals a provider cannot take.
  productNotSellable: {
    status: 400,
    message: errorMessages['error.productNotSellable'],
  },
  couponRefused: { status: 400, message: errorMessages['error.couponRefused'] },
  checkoutSubscriptionAlone: {
    status: 422,
    message: errorMessages['error.checkoutSubscriptionAlone'],
  },
  subscriptionProviderUnsupported: {
    status: 422,
    message: errorMessages['error.subscriptionProviderUnsupported'],
  },
  checkoutTotalTooLarge: {
    status: 422,
    message: errorMessages['error.checkoutTotalTooLarge'],
  },
  orderTransitionInvalid: { status: 409, message: errorMessages['error.orderTransitionInvalid'] },
  refundTooLarge: { status: 400, message: errorMessages['error.refundTooLarge'] },
  webhookInvalid: { status: 400, message: errorMessages['error.webhookInvalid'] },
  idempotencyKeyReused: {
    status: 422,
    message: errorMessages['error.idempotencyKeyReused'],
  },
  idempotencyKeyInProgress: {
    status: 409,
    message: errorMessages['error.idempotencyKeyInProgress'],
  },
  internal: { status: 500, message: errorMessages['error.internal'] },
  unavailable: { status: 503, message: errorMessages['error.unavailable'] },
  // tracking: census ingestion buffers full (the client may retry), analytics access.
  censusBusy: { status: 503, message: errorMessages['error.censusBusy'] },
  analyticsForbidden: { status: 403, message: errorMessages['error.analyticsForbidden'] },
  // forms and newsletter (visitor-runtime §5, §8)
  formNotConfigured: { status: 404, message: errorMessages['error.formNotConfigured'] },
  formKeyInvalid: { status: 401, message: errorMessages['error.formKeyInvalid'] },
  formRateLimited: {
    status: 429,
    message: errorMessages['error.formRateLimited'],
  },
  captchaIncomplete: { status: 400, message: errorMessages['error.captchaIncomplete'] },
  /**
   * The database refused this submission's data (e.g. its form was deleted a moment before): it
   * is kept in form_dead_letters, but the owner is not notified. Sending it again does not help.
   */
  formSubmissionSetAside: { status: 422, message: errorMessages['error.formSubmissionSetAside'] },
  // first-party comments on blog posts (issue 16)
  commentsClosed: { status: 404, message: errorMessages['error.commentsClosed'] },
  commentRateLimited: { status: 429, message: errorMessages['error.commentRateLimited'] },
  commentNotFound: { status: 404, message: errorMessages['error.commentNotFound'] },
  newsletterLinkInvalid: {
    status: 400,
    message: errorMessages['error.newsletterLinkInvalid'],
  },
  notifyLinkInvalid: { status: 400, message: errorMessages['error.notifyLinkInvalid'] },
  // media library and uploads (issue 14; media-and-platform §8, §9). Messages that name a file
  // or a size are filled in by the media module; these are their generic forms.
  mediaUploadFailed: {
    status: 400,
    title: errorMessages['error.mediaUploadFailed.title'],
    message: errorMessages['error.mediaUploadFailed'],
  },
  /** The upload's body ended early (the client stopped sending, or the connection broke). */
  mediaUploadIncomplete: { status: 400, message: errorMessages['error.mediaUploadIncomplete'] },
  /** Storage refused the file: our side's failure, said in the spec's words. */
  mediaUploadError: { status: 500, message: errorMessages['error.mediaUploadError'] },
  mediaTooLarge: { status: 413, message: errorMessages['error.mediaTooLarge'] },
  mediaUnsupportedType: {
    status: 415,
    message: errorMessages['error.mediaUnsupportedType'],
  },
  mediaProcessingFailed: { status: 422, message: errorMessages['error.mediaProcessingFailed'] },
  mediaProcessingIncomplete: { status: 503, message: errorMessages['error.mediaProcessingIncomplete'] },
  mediaProcessingCancelled: { status: 503, message: errorMessages['error.mediaProcessingCancelled'] },
  mediaTooManyPixels: {
    status: 422,
    message: errorMessages['error.mediaTooManyPixels'],
  },
  mediaBudgetFull: {
    status: 507,
    message: errorMessages['error.mediaBudgetFull'],
  },
  mediaRenameFailed: {
    status: 400,
    title: errorMessages['error.mediaRenameFailed.title'],
    message: errorMessages['error.mediaRenameFailed'],
  },
  mediaFileNameRequired: { status: 400, message: errorMessages['error.mediaFileNameRequired'] },
  mediaFileNameTaken: {
    status: 409,
    title: errorMessages['error.mediaFileNameTaken.title'],
    message: errorMessages['error.mediaFileNameTaken'],
  },
  mediaInUse: {
    status: 409,
    message: errorMessages['error.mediaInUse'],
  },
  // site export and import, WordPress import (issue 26): messages name the refused entry or limit.
  transferArchiveRefused: { status: 400, message: errorMessages['error.transferArchiveRefused'] },
  transferFileInvalid: { status: 400, message: errorMessages['error.transferFileInvalid'] },
} as const satisfies Record<string, { status: number; message: string; title?: string }>;

export type ErrorCode = keyof typeof errorCatalogue;

/** Field id → message, as the spec's `data.errors`. */
export type FieldErrors = Record<string, string>;

export class AppError extends Error {
  readonly status: number;
  /** Sent as `Retry-After` (seconds) when the client should wait before trying again (429, 503). */
  retryAfterSeconds: number | undefined;
  /** More of the answer's body (a refused delete lists where the file is used). */
  details: Record<string, unknown> | undefined;
  constructor(
    readonly code: ErrorCode,
    readonly fieldErrors?: FieldErrors,
    message?: string,
  ) {
    super(message ?? errorCatalogue[code].message);
    this.name = 'AppError';
    this.status = errorCatalogue[code].status;
  }

  /** This error with more fields in its answer's body. */
  withDetails(details: Record<string, unknown>): this {
    this.details = details;
    return this;
  }

  /** This error, telling the client how long to wait (rounded up to whole seconds). */
  retryAfter(milliseconds: number): this {
    this.retryAfterSeconds = Math.max(1, Math.ceil(milliseconds / 1000));
    return this;
  }
}

/** The JSON body of every error answer from `/api/`. */
export interface ErrorBody {
  code: ErrorCode;
  /** A dialog's heading, where the spec gives one ("Unable to Upload File"). */
  title?: string;
  error: string;
  errors?: FieldErrors;
  crumbFail?: true;
  crumb?: string;
  loginRequired?: true;
  authorizationFail?: true;
}
