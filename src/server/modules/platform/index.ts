/** The platform module's front door: what the rest of the server may use (eslint.config.js refuses other imports). */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { defineModule } from '../../module-contract';
import {
  createPasswordResets,
  createSignUpConfirmations,
  type AccountService,
  type HandoffService,
  type PasswordHasher,
  type PasswordSignIn,
} from '../accounts';
import type { SiteTemplates } from '../templates';
import type { MailOutbox } from '../mail';
import type { WebsiteService } from '../websites';
import { createPlatformMail } from './platform-mail';
import { platformHome, registerPlatformRoutes } from './routes';
import { createPlatformService } from './service';

export { PLATFORM_SCREEN_STYLES } from './pages';
export { platformHome } from './routes';
export { createPlatformService } from './service';
export { createPlatformMail } from './platform-mail';

/** The platform entry at the bare app domain: sign-up, sign-in, password resets, a site list, the hand-off to a site. */
export const platformModule = defineModule({
  name: 'platform',
  create(
    { config, db, clock, manifest },
    needs: {
      accounts: AccountService;
      passwords: PasswordHasher;
      signIn: PasswordSignIn;
      handoff: HandoffService;
      websites: WebsiteService;
      /** Starter templates for new sites (modules/templates). */
      templates: SiteTemplates;
      outbox: MailOutbox;
      /** False in single-operator mode (no SMTP_URL): sign-up then signs in at once. */
      mailDelivered: boolean;
    },
  ) {
    const { accounts, passwords, signIn, handoff, websites, templates, outbox } = needs;
    const platform = createPlatformService({ accounts, websites, handoff, config, templates });
    const platformMail = createPlatformMail({ outbox, config });
    const passwordResets = createPasswordResets({
      db,
      accounts,
      clock,
      sendLink: (account, token) => platformMail.passwordReset(db, account, token),
    });
    const signUpConfirmations = needs.mailDelivered
      ? createSignUpConfirmations({ db, passwords, mail: platformMail.signUp, clock })
      : null;
    return {
      services: {
        platform,
        passwordResets,
        signUpConfirmations,
        /** The platform's own page at the bare app domain (the site routes answer it there). */
        home: (request: FastifyRequest, reply: FastifyReply) =>
          platformHome(request, reply, { config, manifest }),
      },
      registerRoutes: (app) =>
        registerPlatformRoutes(app, {
          accounts,
          signIn,
          passwordResets,
          signUpConfirmations,
          handoff,
          platform,
          config,
          manifest,
        }),
    };
  },
});
