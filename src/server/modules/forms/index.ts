/** The forms module's front door: what the rest of the server may use (eslint.config.js refuses other imports). */
import { defineModule } from '../../module-contract';
import { pageSecurityHeaders } from '../../render/content-security-policy';
import type { AccountService } from '../accounts';
import type { ContentReader } from '../content';
import type { MailOutbox, SiteMail } from '../mail';
import type { WebsiteService } from '../websites';
import { captchaJobs, createCaptchaService } from './captcha';
import { createNewsletterService } from './newsletter';
import { createNotifyAddressService } from './notify-addresses';
import { registerFormOwnerRoutes } from './owner-routes';
import { registerFormRoutes } from './routes';
import { createFormService } from './service';
import { createSigner } from './signing';
import { createSubmissionService } from './submissions';

export { captchaJobs, createCaptchaService } from './captcha';
export type { CaptchaService } from './captcha';
export { createNewsletterService } from './newsletter';
export { createNotifyAddressService } from './notify-addresses';
export { createFormService } from './service';
export type { FormService } from './service';
export { createSigner } from './signing';
export { createSubmissionService } from './submissions';

/** Forms on published pages, their submissions, the captcha, the newsletter and notification addresses. */
export const formsModule = defineModule({
  name: 'forms',
  create(
    { config, db, clock, secret, log },
    needs: {
      websites: WebsiteService;
      outbox: MailOutbox;
      siteMail: SiteMail;
      accounts: AccountService;
      pages: Pick<ContentReader, 'confirmPageReference'>;
    },
  ) {
    const { websites, outbox, siteMail, accounts, pages } = needs;
    const signer = createSigner(secret);
    const captcha = createCaptchaService({ db, config: { secret, ...config.captcha }, clock });
    const notifyAddresses = createNotifyAddressService({ db, siteMail, signer, clock });
    const forms = createFormService({ db, websites, captcha, outbox, notifyAddresses, clock });
    const newsletter = createNewsletterService({ db, siteMail, signer, clock });
    const submissions = createSubmissionService({
      db,
      forms,
      newsletter,
      notifyAddresses,
      captcha,
      siteMail,
      signer,
      pages,
      clock,
      onWriteError: (error, name) => log.error({ err: error }, `${name} write failed; retrying`),
    });
    return {
      services: { captcha, notifyAddresses, forms, newsletter, submissions },
      jobs: captchaJobs(captcha),
      registerRoutes: (app, { pages }) => {
        registerFormOwnerRoutes(app, { forms, newsletter, accounts, notifyAddresses });
        registerFormRoutes(app, {
          submissions,
          newsletter,
          notifyAddresses,
          captcha,
          signer,
          limits: config.formRateLimits,
          clock,
          // Without JavaScript a form posts here and its result is the page it was on, re-rendered.
          renderFormResult: async (request, reply, pagePath, formResult) => {
            const page = await pages.page({
              website: request.site!,
              path: pagePath,
              query: {},
              account: request.account,
              cookies: request.cookies,
              formResult,
            });
            return reply
              .type('text/html; charset=utf-8')
              .header('cache-control', 'private, no-store')
              .headers(pageSecurityHeaders(page, request.site!))
              .send(page.html);
          },
        });
      },
      // Submissions still gathering are committed (or refused) before the database closes.
      close: () => submissions.close(),
    };
  },
});
