/** Visitor runtime texts (forms): literal, one file per group so each feature bundle carries only its own (see ../index.ts). */
export const formRuntimeMessages = {
  noticeAbove: 'Your form has encountered a problem. Please scroll down to review.',
  noticeBelow: 'scroll up to review',
  unauthorized: 'Unable to submit form. Please try again later.',
  notConfigured: 'This form has not been configured yet.',
  rateLimited: 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
  serverError: 'Unable to send form. Please try again later.',
  unknown: 'Unknown error, please try again later.',
  keyFailed: 'Could not get a form submission key, please try again later.',
  parseFailed: 'Could not parse the form fields, please check your entries.',
  processing: 'Error processing form submission. Please reload and try again.',
  submitting: 'Submitting…',
  acceptTerms: 'Please accept the terms to continue.',
} as const;
