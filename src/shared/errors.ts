/**
 * The one error registry: every error a user can meet has a stable code, an HTTP status and
 * the message shown to people (the spec's exact wording where it gives one). The server's
 * error handler turns an AppError into `{ code, error, errors? }`; clients key on `code`.
 */
export const errorCatalogue = {
  validation: { status: 400, message: 'One or more fields is invalid, please check your entries.' },
  malformedJson: { status: 400, message: 'Could not parse the form fields, please check your entries.' },
  /** The text rule (src/shared/text/invalid-text.ts): NUL or unpaired UTF-16 surrogates. */
  invalidText: {
    status: 400,
    message: 'The request contains characters that are not allowed (such as NUL). Remove them and try again.',
  },
  badRequest: {
    status: 400,
    message: 'The request could not be understood. Check the address and try again.',
  },
  layoutTooManyBlocks: {
    status: 400,
    message: 'A layout can hold at most 60 blocks. Remove a block before adding another.',
  },
  unauthorized: { status: 401, message: 'Unauthorized request.' },
  loginRequired: { status: 401, message: 'Please sign in to continue.' },
  invalidCredentials: { status: 401, message: 'That e-mail and password do not match an account.' },
  forbidden: { status: 403, message: 'Unauthorized request.' },
  crumbFail: { status: 403, message: 'Your session token has expired. Please try again.' },
  crossSiteRequest: {
    status: 403,
    message: 'This request came from another website and was refused. Open this site and try again.',
  },
  notFound: { status: 404, message: 'Unable to locate content' },
  siteNotFound: { status: 404, message: 'No site is published at this address.' },
  methodNotAllowed: { status: 405, message: 'This address does not accept that kind of request.' },
  conflict: { status: 409, message: 'This was changed elsewhere. Reload and try again.' },
  payloadTooLarge: { status: 413, message: 'The request is too large.' },
  preconditionFailed: {
    status: 412,
    message: 'The file changed since it was requested. Reload and try again.',
  },
  rangeNotSatisfiable: { status: 416, message: 'The requested range of this file is not available.' },
  rateLimited: { status: 429, message: 'Too many requests. Please wait a moment and try again.' },
  // owners' app and platform entry (issue 3)
  signInLocked: {
    status: 429,
    message: 'Too many failed sign-in attempts for this account. Please wait a few minutes and try again.',
  },
  pagePasswordLocked: {
    status: 429,
    message: 'Too many wrong passwords for this page. Please wait a few minutes and try again.',
  },
  /** The password hashing queue is full (a sign-in flood): the client may retry shortly. */
  passwordCheckBusy: {
    status: 503,
    message: 'Too many people are signing in right now. Please wait a few seconds and try again.',
  },
  accountExists: { status: 409, message: 'An account with this e-mail already exists. Sign in instead.' },
  passwordResetInvalid: {
    status: 400,
    message: 'This password reset link has expired or was already used. Ask for a new one.',
  },
  currentPasswordWrong: { status: 400, message: 'Your current password is not correct.' },
  handoffInvalid: {
    status: 400,
    message: 'This sign-in link has expired or was already used. Open the site again from your sites list.',
  },
  // Store (issue 6): cart, checkout, orders, payments. Cart messages are the spec's.
  cartAddFailed: { status: 400, message: 'Unable to add item' },
  cartUpdateFailed: { status: 400, message: 'Unable to update quantity' },
  cartRemoveFailed: { status: 400, message: 'Unable to remove item' },
  checkoutNoCart: {
    status: 400,
    message:
      'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.',
  },
  checkoutEmptyCart: { status: 400, message: 'Your cart is empty.' },
  checkoutBelowMinimum: {
    status: 400,
    message: 'To check out, your order subtotal must be {subtotal} or more.',
  },
  checkoutOutOfStock: {
    status: 409,
    message: 'Some items in your cart are no longer available in the quantity you chose.',
  },
  checkoutPaymentUnavailable: {
    status: 503,
    message: 'Payments are unavailable right now. Your cart is saved: please try again in a moment.',
  },
  // Store money safety (issue 11): what cannot be sold, codes, and totals a provider cannot take.
  productNotSellable: {
    status: 400,
    message: 'Gift cards and paywall products cannot be sold yet. Keep this product hidden until they can.',
  },
  couponRefused: { status: 400, message: 'Unable to apply code' },
  checkoutTotalTooLarge: {
    status: 422,
    message:
      'This order is larger than our payment provider can take in one payment. Split it into smaller orders.',
  },
  orderTransitionInvalid: { status: 409, message: 'This order cannot be changed that way.' },
  refundTooLarge: { status: 400, message: 'A refund cannot be more than what is left to refund.' },
  webhookInvalid: { status: 400, message: 'The webhook signature is not valid.' },
  idempotencyKeyReused: {
    status: 422,
    message:
      'This Idempotency-Key was already used for a different request. Send a new key for a new checkout.',
  },
  idempotencyKeyInProgress: {
    status: 409,
    message: 'A request with this Idempotency-Key is still being processed. Try again in a moment.',
  },
  internal: { status: 500, message: 'Internal server error. Please try again later.' },
  unavailable: { status: 503, message: 'This service is temporarily unavailable. Please try again later.' },
  // tracking: census ingestion buffers full (the client may retry), analytics access.
  censusBusy: { status: 503, message: 'This service is temporarily unavailable. Please try again later.' },
  analyticsForbidden: { status: 403, message: 'Your role on this site does not include analytics.' },
  // forms and newsletter (visitor-runtime §5, §8)
  formNotConfigured: { status: 404, message: 'This form has not been configured yet.' },
  formKeyInvalid: { status: 401, message: 'Unable to submit form. Please try again later.' },
  formRateLimited: {
    status: 429,
    message: 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
  },
  captchaIncomplete: { status: 400, message: 'Complete CAPTCHA before submitting.' },
  newsletterLinkInvalid: {
    status: 400,
    message: 'This link is invalid or has expired. Sign up again to get a new one.',
  },
  // media library and uploads (issue 14; media-and-platform §8, §9). Messages that name a file
  // or a size are filled in by the media module; these are their generic forms.
  mediaUploadFailed: {
    status: 400,
    title: 'Unable to Upload File',
    message: 'There was a problem while uploading your file.',
  },
  /** The upload's body ended early (the client stopped sending, or the connection broke). */
  mediaUploadIncomplete: { status: 400, message: 'File upload failed to complete' },
  /** Storage refused the file: our side's failure, said in the spec's words. */
  mediaUploadError: { status: 500, message: 'Error uploading' },
  mediaTooLarge: { status: 413, message: 'This file is too large.' },
  mediaUnsupportedType: {
    status: 415,
    message:
      'This file type is not supported. Upload an image (JPEG, PNG, WebP, GIF, AVIF), a video (MP4, WebM, MOV), audio (MP3, M4A, WAV, OGG, FLAC) or a document (PDF, Word, Excel, PowerPoint, OpenDocument).',
  },
  mediaProcessingFailed: { status: 422, message: 'File processing failed' },
  mediaProcessingIncomplete: { status: 503, message: 'File processing failed to complete' },
  mediaProcessingCancelled: { status: 503, message: 'File processing cancelled' },
  mediaTooManyPixels: {
    status: 422,
    message:
      'File processing failed: this image has too many pixels. Images can have at most 100 megapixels.',
  },
  mediaBudgetFull: {
    status: 507,
    message: "This site's media storage is full. Delete files you no longer need, then try again.",
  },
  mediaRenameFailed: {
    status: 400,
    title: 'Unable to Rename File',
    message: 'There was a problem while renaming your file.',
  },
  mediaFileNameRequired: { status: 400, message: 'Please enter a file name' },
  mediaFileNameTaken: {
    status: 409,
    title: 'Unable to Rename File',
    message: 'Another file already has this name. Choose a different name.',
  },
  mediaInUse: {
    status: 409,
    message: 'This file is used on your site. Remove it from the places listed, then delete it.',
  },
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
}
