import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CurrencyCode } from '../../../shared/money';
import { formatMoney, Money } from '../../../shared/money';
import { catalogueFor, DEFAULT_LOCALE, type MessageKey } from '../../../shared/messages/catalogue';
import { createTranslator, type MessageValues } from '../../../shared/messages/format';
import { AppError } from '../../../shared/errors';
import { siteUserResetCompleteSchema, siteUserSignUpSchema } from '../../../shared/api/site-users';
import type { MemberScreen } from '../../../site/members/view-model';
import { pageSecurityHeaders } from '../../render/content-security-policy';
import type { PageService } from '../../render/page-service';
import { siteOf, type MemberBrowser } from './browser-session';
import type { MemberAccountParts } from './index';
import type { Member } from './service';

const translate = createTranslator<MessageKey>(DEFAULT_LOCALE, catalogueFor(DEFAULT_LOCALE));
const t = (key: MessageKey, values?: MessageValues) => translate(key, values);

/** Form fields as strings (a missing or non-string field is empty; the text rule already refused NUL). */
const fieldsOf = (request: FastifyRequest): Record<string, string> => {
  const body = request.body as Record<string, unknown> | null | undefined;
  const out: Record<string, string> = {};
  if (typeof body !== 'object' || body === null) return out;
  for (const [name, value] of Object.entries(body)) if (typeof value === 'string') out[name] = value;
  return out;
};

const SEE_OTHER = 303;

/**
 * The members' pages, server-rendered and working without JavaScript: `/account` (sign-in and
 * sign-up, or the account itself), the links mailed to members (`/account/verify?token=`,
 * `/account/reset-password?token=`: each shows a button, so a mail scanner's GET spends nothing),
 * and the account's form posts. Every post carries the crumb; once signed in, also the session's
 * XSRF token (`xsrfToken` field). Private and never cached.
 */
export function registerMemberPageRoutes(
  app: FastifyInstance,
  parts: MemberAccountParts & { browser: MemberBrowser; pages: PageService; perMinute: number },
): void {
  const { accounts, sessions, data, browser, pages } = parts;
  const FORM_RATE = { max: parts.perMinute, timeWindow: '1 minute' } as const;

  async function show(request: FastifyRequest, reply: FastifyReply, screen: MemberScreen, status = 200) {
    const page = await pages.custom({
      website: siteOf(request),
      account: request.account,
      features: [],
      view: { kind: 'member', crumb: request.crumb, ...screen },
      pageType: 'page',
      title: t('site.member.account.title'),
      status,
    });
    return (
      reply
        .code(page.status)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'private, no-store')
        // The links' tokens are in the address: never sent on to other sites.
        .header('referrer-policy', 'no-referrer')
        .headers(pageSecurityHeaders(page, siteOf(request)))
        .send(page.html)
    );
  }

  const message = (
    title: MessageKey,
    text: string,
    href = '/account',
    label: MessageKey = 'site.member.toSignIn',
  ) =>
    ({ screen: 'message', title: t(title), message: text, actionHref: href, actionLabel: t(label) }) as const;

  async function accountScreen(
    request: FastifyRequest,
    member: Member,
    token: string,
    notice: string | null = null,
    error: string | null = null,
  ): Promise<MemberScreen> {
    const locale = siteOf(request).locale;
    const orders = await data.orders(member);
    return {
      screen: 'account',
      email: member.email,
      displayName: member.displayName,
      xsrfToken: sessions.xsrfTokenFor(token),
      notice,
      error,
      orders: orders.map((order) => ({
        number: order.orderNumber,
        date: order.createdAt.toLocaleDateString(locale, { dateStyle: 'medium' }),
        status: t(`site.order.status.${order.status}` as MessageKey),
        total: formatMoney(Money.of(order.grandTotalCents, order.currency as CurrencyCode)),
        href: `/commerce/orders/${order.accessToken}`,
        items: order.lines.map((line) => `${line.quantity} × ${line.title}`).join(', '),
      })),
      addresses: (await data.addresses(member)).map(({ id, address }) => ({
        id,
        lines: [
          address.name,
          address.line1,
          address.line2,
          `${address.zip} ${address.city}`.trim(),
          address.country,
        ].filter(Boolean),
      })),
    };
  }

  const signInScreen = (
    email = '',
    error: string | null = null,
    notice: string | null = null,
  ): MemberScreen => ({
    screen: 'sign-in',
    email,
    error,
    notice,
  });

  app.get('/account', async (request, reply) => {
    const { member, token } = await browser.current(request);
    if (!member || !token) return show(request, reply, signInScreen());
    return show(request, reply, await accountScreen(request, member, token));
  });

  app.post('/account/sign-in', { config: { rateLimit: FORM_RATE } }, async (request, reply) => {
    const { email = '', password = '', rememberMe } = fieldsOf(request);
    if (email.length > 256 || password.length > 1024 || email === '' || password === '')
      return show(request, reply, signInScreen(email.slice(0, 256), t('site.member.signIn.failed')), 400);
    try {
      await browser.signIn(request, reply, { email, password, rememberMe: rememberMe === 'true' });
    } catch (error) {
      if (!(error instanceof AppError) || error.code === 'signInLocked' || error.code === 'passwordCheckBusy')
        throw error;
      const text = error.code === 'invalidCredentials' ? t('site.member.signIn.failed') : error.message;
      return show(request, reply, signInScreen(email, text), error.status);
    }
    return reply.redirect('/account', SEE_OTHER);
  });

  app.post('/account/sign-up', { config: { rateLimit: FORM_RATE } }, async (request, reply) => {
    const parsed = siteUserSignUpSchema.safeParse(fieldsOf(request));
    if (!parsed.success)
      return show(
        request,
        reply,
        signInScreen('', parsed.error.issues.map((issue) => issue.message).join(' ')),
        400,
      );
    await accounts.signUp(siteOf(request).id, parsed.data);
    return show(
      request,
      reply,
      message(
        'site.member.signUp.sentTitle',
        t('site.member.signUp.sent', { email: parsed.data.email }),
        '/',
        'site.member.home',
      ),
    );
  });

  const linkToken = (request: FastifyRequest) => {
    const { token } = request.query as { token?: unknown };
    return typeof token === 'string' && token.length >= 16 && token.length <= 128 ? token : null;
  };
  const invalidLink = message('site.member.linkInvalid.title', t('site.member.linkInvalid'));

  app.get('/account/verify', async (request, reply) => {
    const token = linkToken(request);
    return token ? show(request, reply, { screen: 'verify', token }) : show(request, reply, invalidLink, 400);
  });

  app.post('/account/verify', { config: { rateLimit: FORM_RATE } }, async (request, reply) => {
    const { token = '' } = fieldsOf(request);
    let member: Member;
    try {
      member = await accounts.verify(siteOf(request).id, token.slice(0, 128));
    } catch (error) {
      if (error instanceof AppError && error.code === 'signUpConfirmationInvalid')
        return show(request, reply, invalidLink, 400);
      throw error;
    }
    await browser.startFor(request, reply, member, false);
    return reply.redirect('/account', SEE_OTHER);
  });

  app.get('/account/reset', async (request, reply) =>
    show(request, reply, { screen: 'reset-request', error: null }),
  );

  app.post('/account/reset', { config: { rateLimit: FORM_RATE } }, async (request, reply) => {
    const { email = '' } = fieldsOf(request);
    if (email.length < 3 || email.length > 256 || !email.includes('@'))
      return show(request, reply, { screen: 'reset-request', error: 'Enter a valid e-mail address' }, 400);
    await accounts.requestReset(siteOf(request).id, email);
    return show(
      request,
      reply,
      message('site.member.reset.title', t('site.member.reset.sent', { email }), '/', 'site.member.home'),
    );
  });

  app.get('/account/reset-password', async (request, reply) => {
    const token = linkToken(request);
    return token
      ? show(request, reply, { screen: 'reset-password', token, error: null })
      : show(request, reply, invalidLink, 400);
  });

  app.post('/account/reset-password', { config: { rateLimit: FORM_RATE } }, async (request, reply) => {
    const parsed = siteUserResetCompleteSchema.safeParse(fieldsOf(request));
    if (!parsed.success) {
      const { token = '' } = fieldsOf(request);
      const error = parsed.error.issues.map((issue) => issue.message).join(' ');
      return show(request, reply, { screen: 'reset-password', token: token.slice(0, 128), error }, 400);
    }
    try {
      const member = await accounts.completeReset(
        siteOf(request).id,
        parsed.data.token,
        parsed.data.password,
      );
      await sessions.endAll(member.id);
    } catch (error) {
      if (error instanceof AppError && error.code === 'passwordResetInvalid')
        return show(request, reply, invalidLink, 400);
      throw error;
    }
    browser.clearMemberCookie(reply);
    return show(request, reply, signInScreen('', null, t('site.member.reset.done')));
  });

  // Signed in: each post needs the session's XSRF token besides the crumb.
  const memberPost = {
    preValidation: async (request: FastifyRequest) =>
      void (await browser.requireMember(request, { formField: true })),
  };
  const signedIn = async (request: FastifyRequest) => browser.requireMember(request, { formField: true });

  app.post('/account/sign-out', memberPost, async (request, reply) => {
    await browser.signOut(request, reply, fieldsOf(request).cloneCart === 'true');
    return show(
      request,
      reply,
      message('site.member.signedOut.title', t('site.member.signedOut'), '/', 'site.member.home'),
    );
  });

  app.post('/account/sign-out-everywhere', memberPost, async (request, reply) => {
    const { member } = await signedIn(request);
    await sessions.endAll(member.id);
    browser.clearMemberCookie(reply);
    return show(
      request,
      reply,
      message('site.member.signedOut.title', t('site.member.signedOutEverywhere'), '/', 'site.member.home'),
    );
  });

  app.post('/account/profile', memberPost, async (request, reply) => {
    const { member, token } = await signedIn(request);
    const displayName = (fieldsOf(request).displayName ?? '').trim();
    if (displayName.length > 100)
      return show(
        request,
        reply,
        await accountScreen(request, member, token, null, 'Names must be 100 characters or fewer'),
        400,
      );
    await accounts.setDisplayName(member, displayName);
    return show(
      request,
      reply,
      await accountScreen(request, { ...member, displayName }, token, t('site.member.account.profileSaved')),
    );
  });

  app.post('/account/addresses', memberPost, async (request, reply) => {
    const { member, token } = await signedIn(request);
    const fields = fieldsOf(request);
    const address = {
      name: (fields.name ?? '').trim(),
      line1: (fields.line1 ?? '').trim(),
      line2: (fields.line2 ?? '').trim(),
      city: (fields.city ?? '').trim(),
      zip: (fields.zip ?? '').trim(),
      country: (fields.country ?? '').trim(),
    };
    const tooLong = Object.values(address).some((value) => value.length > 200);
    if (tooLong || !address.name || !address.line1 || !address.city || !address.country)
      return show(
        request,
        reply,
        await accountScreen(request, member, token, null, t('site.member.account.addressInvalid')),
        400,
      );
    await data.addAddress(member, address);
    return show(
      request,
      reply,
      await accountScreen(request, member, token, t('site.member.account.addressSaved')),
    );
  });

  app.post('/account/addresses/:addressId/remove', memberPost, async (request, reply) => {
    const { member, token } = await signedIn(request);
    const { addressId } = request.params as { addressId: string };
    await data.removeAddress(member, addressId.slice(0, 24));
    return show(
      request,
      reply,
      await accountScreen(request, member, token, t('site.member.account.addressRemoved')),
    );
  });

  app.get('/account/export.json', async (request, reply) => {
    const { member } = await browser.current(request);
    if (!member) return reply.redirect('/account', SEE_OTHER);
    return reply
      .header('cache-control', 'private, no-store')
      .header('content-disposition', 'attachment; filename="my-account.json"')
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(await data.export(member), null, 2));
  });

  app.post('/account/delete', memberPost, async (request, reply) => {
    const { member, token } = await signedIn(request);
    if ((fieldsOf(request).confirm ?? '').trim() !== 'DELETE')
      return show(
        request,
        reply,
        await accountScreen(request, member, token, null, t('site.member.account.deleteMismatch')),
        400,
      );
    await data.erase(member, () => accounts.erase(member));
    browser.clearMemberCookie(reply);
    return show(
      request,
      reply,
      message('site.member.deleted.title', t('site.member.deleted'), '/', 'site.member.home'),
    );
  });
}
