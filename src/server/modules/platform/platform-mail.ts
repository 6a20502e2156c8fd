import type { AppConfig } from '../../config';
import type { Addressee, SignUpMail } from '../accounts';
import { passwordResetMail, platformBrand, renderMail, type Executor, type MailOutbox } from '../mail';

/**
 * The platform's own mail to owners (no site's: `websiteId` null, so no site's owners can read
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
  const signUp: SignUpMail = {
    async confirmation(executor: Executor, to: Addressee, token: string) {
      await outbox.enqueue(executor, {
        websiteId: null,
        to: to.email,
        subject: 'Confirm your Sitebuilder account',
        text: `Hello ${to.displayName},\n\nWelcome to Sitebuilder. Confirm that this is your e-mail address to finish signing up:\n\n${entry}/confirm-sign-up#token=${token}\n\nThe link works once, within 24 hours, and signs you in. If you did not sign up, ignore this e-mail: nobody can use the account without this confirmation.`,
        purpose: 'sign-up-confirmation',
      });
    },
    async alreadyRegistered(executor: Executor, to: Addressee) {
      await outbox.enqueue(executor, {
        websiteId: null,
        to: to.email,
        subject: 'You already have a Sitebuilder account',
        text: `Hello ${to.displayName},\n\nSomeone (hopefully you) tried to sign up for Sitebuilder with this e-mail address, which already has an account. Nothing has changed.\n\nSign in here:\n${entry}/sign-in\n\nForgot your password? Choose a new one here:\n${entry}/reset-password\n\nIf it was not you, ignore this e-mail: your account and password stay as they are.`,
        purpose: 'sign-up-already-registered',
      });
    },
  };
  return {
    signUp,
    /** The owners' password reset, from its branded template (HTML and text). */
    async passwordReset(executor: Executor, to: Addressee, token: string) {
      const mail = await renderMail(passwordResetMail, {
        brand: platformBrand(entry),
        displayName: to.displayName,
        resetUrl: `${entry}/reset-password#token=${token}`,
      });
      await outbox.enqueue(executor, { websiteId: null, to: to.email, ...mail, purpose: 'password-reset' });
    },
  };
}
