import type { Account } from '../modules/accounts';
import type { WebsiteRow } from '../modules/websites/tables';

declare module 'fastify' {
  interface FastifyRequest {
    /** The site this request's Host serves; null on the platform host. */
    site: WebsiteRow | null;
    /** The signed-in account, from the session cookie. */
    account: Account | null;
    sessionToken: string | null;
    /** The visitor's crumb (anti-forgery token), issued on first contact. */
    crumb: string;
    /** A new crumb not yet sent as a cookie (plugins/crumb.ts: never on shared pages). */
    crumbToIssue: boolean;
  }
  interface FastifyContextConfig {
    /**
     * How a state-changing route is protected from cross-site requests (plugins/crumb.ts):
     * `crumb` (the default), `same-origin` (anonymous no-JavaScript posts, beacons) or `none`.
     */
    csrf?: CsrfRule;
  }
}

export type CsrfRule = 'crumb' | 'same-origin' | 'none';

export const COOKIE = {
  session: 'sid',
  crumb: 'crumb',
  /** The shared last-identity cookie (spec): the account id, cleared on logout. */
  lastIdentity: 'ss_lastid',
} as const;
