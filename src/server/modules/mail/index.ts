/** The mail module's front door: what the rest of the server may use (eslint.config.js refuses other imports). */
export type { MailStatus } from './delivery';
export { createMailOutbox, mailJobs } from './outbox';
export { CAPPED_PURPOSES } from './outbox';
export type { DailyCapState, Executor, MailOutbox, MailTransport } from './outbox';
export { registerMailRoutes } from './routes';
export { createDeliveryHealth } from './delivery-health';
export { smtpTransport } from './transport';
export type { DkimSettings } from './transport';
export { createSiteMail } from './site-mail';
export type { SiteMail, SiteMailContext } from './site-mail';
export {
  formAutoReplyMail,
  formNotificationMail,
  notifyAddressVerificationMail,
  signUpAlreadyRegisteredMail,
  signUpConfirmationMail,
  newOrderNoticeMail,
  newsletterConfirmationMail,
  orderCancelledMail,
  orderConfirmationMail,
  orderFulfilledMail,
  orderRefundedMail,
  passwordResetMail,
  renderMail,
} from './templates';
export { platformBrand } from './templates/brand';
export type { MailBrand, OrderMailView, RenderedMail } from './templates';
