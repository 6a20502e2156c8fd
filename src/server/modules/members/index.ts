/** The members module's front door: site visitors' accounts (eslint.config.js refuses other imports). */
import type { JobDefinition } from '../../jobs';
import { defineModule } from '../../module-contract';
import type { PasswordHasher, SignInLimiter } from '../accounts';
import { memberAccountMail, type SiteMail, type SiteMailContext } from '../mail';
import type { Store } from '../store';
import { createMemberAccountData, type MemberAccountData } from './account-data';
import { registerMemberApiRoutes } from './api-routes';
import { createMemberBrowser } from './browser-session';
import { registerMemberPageRoutes } from './page-routes';
import { createMemberAccounts, type MemberAccounts, type MemberMailer } from './service';
import { createMemberSessions, type MemberSessions } from './sessions';

export { MEMBER_COOKIE, SITE_USER_XSRF_HEADER } from './sessions';
export type { Member, MemberAccounts } from './service';
export type { MemberBrowser } from './browser-session';

/** What the routes share. */
export interface MemberAccountParts {
  accounts: MemberAccounts;
  sessions: MemberSessions;
  data: MemberAccountData;
}

/** The links mailed to members, on the site's own host (its primary domain, never a request's headers). */
const LINK_PATH = {
  verify: '/account/verify',
  reset: '/account/reset-password',
  already: '/account/reset-password',
};

function siteMailer(siteMail: SiteMail): MemberMailer {
  return {
    prepare: (websiteId) => siteMail.contextOf(websiteId),
    async write(executor, prepared, mail) {
      const context = prepared as SiteMailContext;
      const url = `${context.brand.siteUrl}${LINK_PATH[mail.kind]}?token=${encodeURIComponent(mail.token)}`;
      await siteMail.write(
        executor,
        context,
        memberAccountMail,
        { brand: context.brand, kind: mail.kind, displayName: mail.displayName, url },
        { to: mail.to },
      );
    },
  };
}

/** Members: visitors' accounts on one site (sign-up by e-mail, sessions, reset, account page, erasure). */
export const membersModule = defineModule({
  name: 'members',
  create(
    { config, db, clock, secret },
    needs: { passwords: PasswordHasher; signInLimiter: SignInLimiter; siteMail: SiteMail; store: Store },
  ) {
    const accounts = createMemberAccounts({
      db,
      passwords: needs.passwords,
      mail: siteMailer(needs.siteMail),
      clock,
    });
    const sessions = createMemberSessions({ db, secret, clock });
    const data = createMemberAccountData({ db, carts: needs.store.memberCarts, clock });
    const browser = createMemberBrowser({
      accounts,
      sessions,
      limiter: needs.signInLimiter,
      carts: needs.store.memberCarts,
      secureCookies: config.secureCookies,
    });
    const jobs: JobDefinition[] = [
      {
        name: 'members.purge',
        every: { seconds: 60 * 60 },
        run: async () => {
          await sessions.purgeExpired();
          await accounts.purgeExpired();
        },
      },
    ];
    return {
      services: { members: { accounts, sessions, browser } },
      jobs,
      registerRoutes: (app, { pages }) => {
        const perMinute = config.signInRateLimitPerMinute;
        registerMemberApiRoutes(app, { accounts, sessions, data, browser, perMinute });
        registerMemberPageRoutes(app, { accounts, sessions, data, browser, pages, perMinute });
      },
    };
  },
});
