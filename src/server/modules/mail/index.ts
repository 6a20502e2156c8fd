/** The mail module's front door: what the rest of the server may use (eslint.config.js refuses other imports). */
import { defineModule } from '../../module-contract';
import type { AccountService } from '../accounts';
import type { WebsiteService } from '../websites';
import { createMailOutbox, mailJobs, type MailTransport } from './outbox';
import { createDeliveryHealth } from './delivery-health';
import { registerMailRoutes } from './routes';
import { createSiteMail } from './site-mail';
import { smtpTransport } from './transport';

export type { MailStatus } from './delivery';
export { createMailOutbox, mailJobs } from './outbox';
export { CAPPED_PURPOSES } from './outbox';
export type { DailyCapState, Executor, MailOutbox, MailTransport } from './outbox';
export { smtpTransport } from './transport';
export type { DkimSettings } from './transport';
export { createSiteMail } from './site-mail';
export type { PreparedMail, SiteMail, SiteMailContext } from './site-mail';
export {
  donationReceiptMail,
  formAutoReplyMail,
  formNotificationMail,
  giftCardMail,
  notifyAddressVerificationMail,
  signUpAlreadyRegisteredMail,
  signUpConfirmationMail,
  newOrderNoticeMail,
  newsletterConfirmationMail,
  orderCancelledMail,
  orderConfirmationMail,
  orderFulfilledMail,
  orderRefundedMail,
  memberAccountMail,
  passwordResetMail,
  subscriptionNoticeMail,
  renderMail,
} from './templates';
export type { MemberMailKind } from './templates/member-account';
export type { SubscriptionNoticeKind } from './templates/subscription-notice';
export { platformBrand } from './templates/brand';
/** The e-mails' text from the messages catalogue, for the parts other modules build (totals' labels, subjects). */
export { t as mailText } from './templates/text';
export type { MailBrand, OrderMailView, RenderedMail, SubscriptionMailPart } from './templates';

/** E-mail: the outbox every message is written to, its delivery job, and each site's mail brand. */
export const mailModule = defineModule({
  name: 'mail',
  create(
    { config, db, clock, log },
    needs: {
      websites: WebsiteService;
      accounts: AccountService;
      /** Replaces SMTP_URL's transport (tests); null delivers nothing, like no SMTP_URL. */
      transport: MailTransport | null | undefined;
    },
  ) {
    const { websites, accounts, transport } = needs;
    const outbox = createMailOutbox({
      db,
      transport: transport === undefined ? smtpTransport(config.smtpUrl, config.dkim) : transport,
      from: config.mailFrom,
      clock,
      log,
      dailyCapPerSite: config.mailDailyCapPerSite,
    });
    // Mail can reach people: sign-ups are confirmed by e-mail. Without it, single-operator mode.
    const mailDelivered = transport === undefined ? Boolean(config.smtpUrl) : transport !== null;
    if (!mailDelivered)
      log.warn(
        'No SMTP_URL: single-operator mode. E-mail waits in the outbox (site mail is readable in the owners’ app); owners’ password-reset links cannot be delivered, and sign-up signs in at once without confirming the address (it says when an address is already registered). Set SMTP_URL to confirm sign-ups by e-mail.',
      );
    const siteMail = createSiteMail({ outbox, websites, accounts, config });
    return {
      services: { outbox, siteMail, mailDelivered },
      jobs: mailJobs(outbox),
      registerRoutes: (app) =>
        registerMailRoutes(app, {
          outbox,
          accounts,
          siteMail,
          deliveryHealth: createDeliveryHealth({ db, delivering: mailDelivered, clock }),
        }),
    };
  },
});
