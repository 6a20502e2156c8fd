/** Visitor runtime texts (comments): literal, so the feature bundle carries only its own (see ../index.ts). */
export const commentsRuntimeMessages = {
  captchaIncomplete: 'Complete CAPTCHA before submitting.',
} as const;
