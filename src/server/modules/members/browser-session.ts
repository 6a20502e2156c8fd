import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../../shared/errors';
import type { SignInLimiter } from '../accounts';
import { CART_COOKIE, rememberCartCount, setCartCookie, type MemberCarts } from '../store';
import type { WebsiteRow } from '../websites/tables';
import { normalizeEmail, type Member, type MemberAccounts } from './service';
import { MEMBER_COOKIE, SITE_USER_XSRF_HEADER, type MemberSessions } from './sessions';

export type MemberBrowser = ReturnType<typeof createMemberBrowser>;

export function siteOf(request: FastifyRequest): WebsiteRow {
  if (!request.site) throw new AppError('notFound');
  return request.site;
}

const signedIn = new WeakMap<FastifyRequest, { member: Member | null; token: string | null }>();

/**
 * A browser's member session on one site: sign-in (limited, session id rotated, anonymous cart
 * merged into the member's), sign-out (the cart copied for the now-anonymous visitor when asked),
 * and who is signed in. Shared by the JSON calls and the account page's form posts.
 */
export function createMemberBrowser(deps: {
  accounts: MemberAccounts;
  sessions: MemberSessions;
  limiter: SignInLimiter;
  carts: Pick<MemberCarts, 'merge' | 'clone'>;
  secureCookies: boolean;
}) {
  const { accounts, sessions, limiter, carts, secureCookies } = deps;

  const clearMemberCookie = (reply: FastifyReply) => reply.clearCookie(MEMBER_COOKIE, { path: '/' });

  /** Sets the browser's member cookie and hands the member's cart to it. */
  async function startFor(
    request: FastifyRequest,
    reply: FastifyReply,
    member: Member,
    rememberMe: boolean,
  ): Promise<{ member: Member; xsrfToken: string }> {
    const session = await sessions.start(member, { rememberMe, replacing: request.cookies[MEMBER_COOKIE] });
    reply.setCookie(MEMBER_COOKIE, session.token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookies,
      ...(session.persistent ? { expires: session.expiresAt } : {}),
    });
    const row = await accounts.findById(member.websiteId, member.id);
    const kept = await carts.merge(member.websiteId, request.cookies[CART_COOKIE], row?.cartToken ?? null);
    if ((kept?.token ?? null) !== (row?.cartToken ?? null))
      await accounts.setCartToken(member, kept?.token ?? null);
    if (kept) {
      setCartCookie(reply, kept.token, secureCookies);
      rememberCartCount(reply, kept.totalQuantity, secureCookies);
    }
    signedIn.set(request, { member, token: session.token });
    return { member, xsrfToken: sessions.xsrfTokenFor(session.token) };
  }

  return {
    startFor,

    /** Email and password under the members' sign-in limits (8 tries), per site. */
    async signIn(
      request: FastifyRequest,
      reply: FastifyReply,
      input: { email: string; password: string; rememberMe: boolean },
    ): Promise<{ member: Member; xsrfToken: string }> {
      const site = siteOf(request);
      const result = await limiter.attempt(
        {
          scope: 'member',
          subject: `${site.id}:${normalizeEmail(input.email)}`,
          address: request.ip,
          knownDevice: false,
        },
        () => accounts.checkPassword(site.id, input.email, input.password),
      );
      if (!result.ok && result.locked) throw new AppError('signInLocked').retryAfter(result.retryAfterMs);
      if (!result.ok) throw new AppError('invalidCredentials');
      const { verified, ...member } = result.value;
      if (!verified) throw new AppError('memberUnverified');
      return startFor(request, reply, member, input.rememberMe);
    },

    /** Ends this browser's session; `cloneCart` leaves the visitor a copy of the member's cart. */
    async signOut(request: FastifyRequest, reply: FastifyReply, cloneCart: boolean): Promise<void> {
      const { member, token } = await this.current(request);
      if (token) await sessions.end(token);
      clearMemberCookie(reply);
      signedIn.set(request, { member: null, token: null });
      if (!member) return;
      // The cart this browser used while signed in is the member's (it may have been made after sign-in).
      const row = await accounts.findById(member.websiteId, member.id);
      const browserCart = request.cookies[CART_COOKIE];
      const memberCart =
        (browserCart && browserCart.length <= 64 ? browserCart : null) ?? row?.cartToken ?? null;
      if (memberCart !== (row?.cartToken ?? null)) await accounts.setCartToken(member, memberCart);
      const copy = cloneCart ? await carts.clone(member.websiteId, memberCart) : null;
      // The member's cart stays the member's: the anonymous browser gets the copy, or none.
      if (copy) setCartCookie(reply, copy, secureCookies);
      else if (browserCart) {
        reply.clearCookie(CART_COOKIE, { path: '/' });
        rememberCartCount(reply, 0, secureCookies);
      }
    },

    clearMemberCookie,

    /** The member this browser is signed in as on this site (read once per request). */
    async current(request: FastifyRequest): Promise<{ member: Member | null; token: string | null }> {
      const known = signedIn.get(request);
      if (known) return known;
      const token = request.cookies[MEMBER_COOKIE];
      const member = request.site && token ? await sessions.memberFor(token, request.site.id) : null;
      const found = { member, token: member ? token! : null };
      signedIn.set(request, found);
      return found;
    },

    /**
     * The guard of every site-user call that changes something while signed in: a member session
     * of this site (401 otherwise) and its XSRF token in `X-Site-User-Xsrf-Token` (or, from the
     * account page's forms, the `xsrfToken` field); 403 siteUserXsrfFail otherwise.
     */
    async requireMember(
      request: FastifyRequest,
      { formField = false }: { formField?: boolean } = {},
    ): Promise<{ member: Member; token: string }> {
      const { member, token } = await this.current(request);
      if (!member || !token)
        throw new AppError(request.cookies[MEMBER_COOKIE] ? 'authorizationFail' : 'loginRequired');
      const header = request.headers[SITE_USER_XSRF_HEADER];
      const body = request.body as Record<string, unknown> | null | undefined;
      const sent =
        typeof header === 'string'
          ? header
          : formField && typeof body === 'object' && body !== null && !Buffer.isBuffer(body)
            ? body.xsrfToken
            : undefined;
      if (!sessions.xsrfMatches(token, sent)) throw new AppError('siteUserXsrfFail');
      return { member, token };
    },
  };
}
