/** The forms module's front door: what the rest of the server may use (eslint.config.js refuses other imports). */
export { captchaJobs, createCaptchaService } from './captcha';
export { createNewsletterService } from './newsletter';
export { createNotifyAddressService } from './notify-addresses';
export { registerFormOwnerRoutes } from './owner-routes';
export { registerFormRoutes } from './routes';
export { createFormService } from './service';
export type { FormService } from './service';
export { createSigner } from './signing';
export { createSubmissionService } from './submissions';
