import type { AppConfig } from '../../config';
import type { Addressee, SignUpMail } from '../accounts';
import {
  passwordResetMail,
  platformBrand,
  renderMail,
  signUpAlreadyRegisteredMail,
  signUpConfirmationMail,
  type Executor,
  type MailOutbox,
} from '../mail';

/**
 * The platform's own mail to owners, each from its template like a site's (no site's: `websiteId` null, so no site's owners can read
 * it in their outbox), in one place. Links go to the platform entry, built from
 * `PUBLIC_PROTOCOL` and `APP_DOMAIN`; tokens travel in the fragment, so they never reach a log
 * or a Referer.
 */
export function createPlatformMail({
  outbox,
  config,
}: {
  outbox: Pick<MailOutbox, 'enqueue'>;
  config: Pick<AppConfig, 'publicProtocol' | 'appDomain'>;
}) {
  const entry = `${config.publicProtocol}://${config.appDomain}`;
  const brand = platformBrand(entry);
  const signUp: SignUpMail = {
    async confirmation(executor: Executor, to: Addressee, token: string) {
      const mail = await renderMail(signUpConfirmationMail, {
        brand,
        displayName: to.displayName,
        confirmUrl: `${entry}/confirm-sign-up#token=${token}`,
      });
      await outbox.enqueue(executor, {
        websiteId: null,
        to: to.email,
        ...mail,
        purpose: 'sign-up-confirmation',
      });
    },
    async alreadyRegistered(executor: Executor, to: Addressee) {
      const mail = await renderMail(signUpAlreadyRegisteredMail, {
        brand,
        displayName: to.displayName,
        signInUrl: `${entry}/sign-in`,
        resetUrl: `${entry}/reset-password`,
      });
      await outbox.enqueue(executor, {
        websiteId: null,
        to: to.email,
        ...mail,
        purpose: 'sign-up-already-registered',
      });
    },
  };
  return {
    signUp,
    /** The owners' password reset, from its branded template (HTML and text). */
    async passwordReset(executor: Executor, to: Addressee, token: string) {
      const mail = await renderMail(passwordResetMail, {
        brand,
        displayName: to.displayName,
        resetUrl: `${entry}/reset-password#token=${token}`,
      });
      await outbox.enqueue(executor, { websiteId: null, to: to.email, ...mail, purpose: 'password-reset' });
    },
  };
}
