import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { notifyAddressResendSchema, type NotifyAddressState } from '../../../shared/api/forms';
import { AppError } from '../../../shared/errors';
import { escapeHtml } from '../../../shared/text/escape-html';
import { requireContentEditor } from '../../plugins/auth';
import { plainPage } from '../../plugins/errors';
import { parseInput } from '../../plugins/validation';
import type { AccountService } from '../accounts';
import type { NotifyAddressService } from './notify-addresses';

const tokenInput = z.object({ token: z.string().min(10).max(1000) });
const PATH = '/forms/notify/confirm';

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

  app.get(PATH, async (request, reply) =>
    answering(request, reply, async (siteId, token) => {
      const email = await addresses.addressOf(siteId, token);
      const form = `<form method="post" action="${PATH}"><input type="hidden" name="token" value="${escapeHtml(token)}"><p>Receive this site’s form submissions at ${escapeHtml(email)}?</p><button type="submit">Confirm address</button></form>`;
      return page(reply, 200, 'Confirm your address', form);
    }),
  );
  app.post(PATH, { config: { csrf: 'same-origin' } }, async (request, reply) =>
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
  deps: { addresses: NotifyAddressService; accounts: AccountService },
): void {
  app.get(
    '/api/rest/forms/notify-addresses',
    async (request): Promise<{ addresses: NotifyAddressState[] }> => {
      const { websiteId } = await requireContentEditor(request, deps.accounts);
      return { addresses: await deps.addresses.states(websiteId) };
    },
  );

  app.post('/api/rest/forms/notify-addresses/resend', async (request) => {
    const { websiteId } = await requireContentEditor(request, deps.accounts);
    const { email } = parseInput(notifyAddressResendSchema, request.body);
    return deps.addresses.resend(websiteId, email);
  });
}
