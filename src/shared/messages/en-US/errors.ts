/**
 * The error registry's messages (src/shared/errors.ts reads them from here): keyed `error.{code}`,
 * ICU MessageFormat. The spec's exact wording where it gives one. `error.{code}.title` is the
 * heading of the dialog that shows it, where the spec gives one.
 */
export const errorMessages = {
  'error.validation': 'One or more fields is invalid, please check your entries.',
  'error.malformedJson': 'Could not parse the form fields, please check your entries.',
  'error.invalidText':
    'The request contains characters that are not allowed (such as NUL). Remove them and try again.',
  'error.badRequest': 'The request could not be understood. Check the address and try again.',
  'error.layoutTooManyBlocks': 'A layout can hold at most 60 blocks. Remove a block before adding another.',
  'error.unauthorized': 'Unauthorized request.',
  'error.loginRequired': 'Please sign in to continue.',
  'error.authorizationFail': 'Your session has ended. Reload the page to continue.',
  'error.invalidCredentials': 'That e-mail and password do not match an account.',
  'error.forbidden': 'Unauthorized request.',
  'error.siteUserXsrfFail': 'Your session has changed. Reload the page and try again.',
  'error.memberUnverified': 'Confirm your e-mail address first: open the link we sent you.',
  'error.crumbFail': 'Your session token has expired. Please try again.',
  'error.crossSiteRequest':
    'This request came from another website and was refused. Open this site and try again.',
  'error.notFound': 'Unable to locate content',
  'error.siteNotFound': 'No site is published at this address.',
  'error.methodNotAllowed': 'This address does not accept that kind of request.',
  'error.conflict': 'This was changed elsewhere. Reload and try again.',
  'error.pageChangedElsewhere': 'This page changed in another window. Reload it to see the latest version.',
  'error.payloadTooLarge': 'The request is too large.',
  'error.preconditionFailed': 'The file changed since it was requested. Reload and try again.',
  'error.rangeNotSatisfiable': 'The requested range of this file is not available.',
  'error.rateLimited': 'Too many requests. Please wait a moment and try again.',
  'error.signInLocked':
    'Too many failed sign-in attempts for this account. Please wait a few minutes and try again.',
  'error.pagePasswordLocked':
    'Too many wrong passwords for this page. Please wait a few minutes and try again.',
  'error.passwordCheckBusy':
    'Too many people are signing in right now. Please wait a few seconds and try again.',
  'error.accountExists': 'An account with this e-mail already exists. Sign in instead.',
  'error.passwordResetInvalid':
    'This password reset link has expired or was already used. Ask for a new one.',
  'error.accountUnconfirmed':
    'Confirm your e-mail address first: open the link we sent you when you signed up. No e-mail? We can send it again.',
  'error.signUpConfirmationInvalid':
    'This confirmation link has expired or was already used. Sign in, or sign up again for a new link.',
  'error.currentPasswordWrong': 'Your current password is not correct.',
  'error.handoffInvalid':
    'This sign-in link has expired or was already used. Open the site again from your sites list.',
  'error.cartAddFailed': 'Unable to add item',
  'error.cartUpdateFailed': 'Unable to update quantity',
  'error.cartRemoveFailed': 'Unable to remove item',
  'error.checkoutNoCart':
    'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.',
  'error.checkoutEmptyCart': 'Your cart is empty.',
  'error.checkoutBelowMinimum': 'To check out, your order subtotal must be {subtotal} or more.',
  'error.checkoutOutOfStock': 'Some items in your cart are no longer available in the quantity you chose.',
  'error.checkoutPaymentUnavailable':
    'Payments are unavailable right now. Your cart is saved: please try again in a moment.',
  'error.productNotSellable':
    'Gift cards and paywall products cannot be sold yet. Keep this product hidden until they can.',
  'error.couponRefused': 'Unable to apply code',
  'error.checkoutSubscriptionAlone':
    'A subscription is checked out on its own. Check out your subscription and your other items separately.',
  'error.subscriptionProviderUnsupported':
    'Subscriptions cannot be paid with this store’s payment provider yet. Please contact the store.',
  'error.checkoutTotalTooLarge':
    'This order is larger than our payment provider can take in one payment. Split it into smaller orders.',
  'error.orderTransitionInvalid': 'This order cannot be changed that way.',
  'error.refundTooLarge': 'A refund cannot be more than what is left to refund.',
  'error.webhookInvalid': 'The webhook signature is not valid.',
  'error.idempotencyKeyReused':
    'This Idempotency-Key was already used for a different request. Send a new key for a new checkout.',
  'error.idempotencyKeyInProgress':
    'A request with this Idempotency-Key is still being processed. Try again in a moment.',
  'error.internal': 'Internal server error. Please try again later.',
  'error.unavailable': 'This service is temporarily unavailable. Please try again later.',
  'error.censusBusy': 'This service is temporarily unavailable. Please try again later.',
  'error.analyticsForbidden': 'Your role on this site does not include analytics.',
  'error.formNotConfigured': 'This form has not been configured yet.',
  'error.formKeyInvalid': 'Unable to submit form. Please try again later.',
  'error.formRateLimited': 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
  'error.commentsClosed': 'This post does not take comments.',
  'error.commentRateLimited': 'You have posted several comments in a short time. Please try again later.',
  'error.commentNotFound': 'This comment no longer exists.',
  'error.captchaIncomplete': 'Complete CAPTCHA before submitting.',
  'error.formSubmissionSetAside':
    'This form could not take your submission. It was kept, but the site’s owner has not been notified: please contact them another way.',
  'error.newsletterLinkInvalid': 'This link is invalid or has expired. Sign up again to get a new one.',
  'error.notifyLinkInvalid':
    'This link is invalid, has expired or was already used. Ask the site’s owner to send a new one.',
  'error.mediaUploadFailed': 'There was a problem while uploading your file.',
  'error.mediaUploadFailed.title': 'Unable to Upload File',
  'error.mediaUploadIncomplete': 'File upload failed to complete',
  'error.mediaUploadError': 'Error uploading',
  'error.mediaTooLarge': 'This file is too large.',
  'error.mediaUnsupportedType':
    'This file type is not supported. Upload an image (JPEG, PNG, WebP, GIF, AVIF), a video (MP4, WebM, MOV), audio (MP3, M4A, WAV, OGG, FLAC) or a document (PDF, Word, Excel, PowerPoint, OpenDocument).',
  'error.mediaProcessingFailed': 'File processing failed',
  'error.mediaProcessingIncomplete': 'File processing failed to complete',
  'error.mediaProcessingCancelled': 'File processing cancelled',
  'error.mediaTooManyPixels':
    'File processing failed: this image has too many pixels. Images can have at most 100 megapixels.',
  'error.mediaBudgetFull':
    "This site's media storage is full. Delete files you no longer need, then try again.",
  'error.mediaRenameFailed': 'There was a problem while renaming your file.',
  'error.mediaRenameFailed.title': 'Unable to Rename File',
  'error.mediaFileNameRequired': 'Please enter a file name',
  'error.mediaFileNameTaken': 'Another file already has this name. Choose a different name.',
  'error.mediaFileNameTaken.title': 'Unable to Rename File',
  'error.mediaInUse': 'This file is used on your site. Remove it from the places listed, then delete it.',
  'error.transferArchiveRefused': 'The archive was refused: it is damaged, unsafe or too large.',
  'error.transferFileInvalid': 'The file could not be read as an export of a site.',
} as const;
