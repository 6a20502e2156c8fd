import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { newsletterTokenQuerySchema, notifyAddressResendSchema } from '../../../shared/api/forms';
import { notifyAddressesAnswer, notifyAddressResendAnswer } from '../../../shared/api/forms-answers';
import { AppError } from '../../../shared/errors';
import { escapeHtml } from '../../../shared/text/escape-html';
import { siteAccessOf } from '../../plugins/access';
import { plainPage } from '../../plugins/errors';
import { parseInput } from '../../plugins/validation';
import type { NotifyAddressService } from './notify-addresses';

/** The link's token (newsletter links carry the same kind); read by the handler, which answers HTML. */
const tokenInput = newsletterTokenQuerySchema;
const PATH = '/forms/notify/confirm';
/** Anonymous → 401, not on this site → 404, a role that may not edit content → 403. */
const EDITOR = { access: 'content-editor' } as const;

/**
 * The verification link of a notification address, on the site's host. GET (and HEAD) show a
 * page with a button and change nothing, so the link checkers of mail providers cannot confirm
 * for the address's owner; the button's POST confirms.
 */
export function registerNotifyAddressLinkRoutes(app: FastifyInstance, addresses: NotifyAddressService): void {
  const page = (reply: FastifyReply, status: number, heading: string, bodyHtml: string) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .send(plainPage(heading, bodyHtml));

  async function answering(
    request: FastifyRequest,
    reply: FastifyReply,
    step: (siteId: string, token: string) => Promise<unknown>,
  ) {
    if (!request.site) throw new AppError('notFound');
    const body = request.body as Record<string, unknown> | undefined;
    const fromBody = body && typeof body === 'object' ? body.token : undefined;
    try {
      const { token } = parseInput(tokenInput, fromBody !== undefined ? { token: fromBody } : request.query);
      return await step(request.site.id, token);
    } catch (error) {
      if (error instanceof AppError && error.status < 500)
        return page(
          reply,
          400,
          'Link expired',
          `<p>${escapeHtml(new AppError('notifyLinkInvalid').message)}</p>`,
        );
      throw error;
    }
  }

  app.get(PATH, { config: { access: 'public' } }, async (request, reply) =>
    answering(request, reply, async (siteId, token) => {
      const email = await addresses.addressOf(siteId, token);
      const form = `<form method="post" action="${PATH}"><input type="hidden" name="token" value="${escapeHtml(token)}"><p>Receive this site’s form submissions at ${escapeHtml(email)}?</p><button type="submit">Confirm address</button></form>`;
      return page(reply, 200, 'Confirm your address', form);
    }),
  );
  app.post(PATH, { config: { access: 'public', csrf: 'same-origin' } }, async (request, reply) =>
    answering(request, reply, async (siteId, token) => {
      const email = await addresses.confirm(siteId, token);
      return page(
        reply,
        200,
        'Address confirmed',
        `<p>${escapeHtml(email)} will receive this site’s form submissions.</p>`,
      );
    }),
  );
}

/** The owners' view: each notification address's state, and "Send again" for a pending one. */
export function registerNotifyAddressOwnerRoutes(
  app: FastifyInstance,
  deps: { addresses: NotifyAddressService },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/rest/forms/notify-addresses',
    { config: EDITOR, schema: { response: { 200: notifyAddressesAnswer } } },
    async (request) => ({ addresses: await deps.addresses.states(siteAccessOf(request).websiteId) }),
  );

  api.post(
    '/api/rest/forms/notify-addresses/resend',
    {
      config: EDITOR,
      schema: { body: notifyAddressResendSchema, response: { 200: notifyAddressResendAnswer } },
    },
    async (request) => deps.addresses.resend(siteAccessOf(request).websiteId, request.body.email),
  );
}
