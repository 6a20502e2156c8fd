import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { newsletterTokenQuerySchema } from '../../../shared/api/forms';
import { AppError } from '../../../shared/errors';
import { escapeHtml } from '../../../shared/text/escape-html';
import { plainPage } from '../../plugins/errors';
import { parseInput } from '../../plugins/validation';
import type { NewsletterLink, NewsletterService } from './newsletter';

/**
 * Link pages answer HTML: a bad token shows the link-expired page, not a 400 from a schema, so
 * the handler reads the token itself (from the query, or the page's form) with the shared schema.
 */
const LINK_PAGE = { config: { access: 'public' } } as const;

/** Links are per site: a token of one site does nothing on another (its claims name the site). */
function siteIdOf(request: FastifyRequest): string {
  if (!request.site) throw new AppError('notFound');
  return request.site.id;
}

const wording: Record<NewsletterLink, { ask: string; button: string; done: string; doneText: string }> = {
  confirm: {
    ask: 'Confirm your subscription',
    button: 'Confirm subscription',
    done: 'Subscribed',
    doneText: 'Thank you! {email} is now subscribed.',
  },
  unsubscribe: {
    ask: 'Unsubscribe',
    button: 'Unsubscribe',
    done: 'Unsubscribed',
    doneText: '{email} will receive no more e-mails from this site.',
  },
};

/**
 * The links in newsletter mail. GET (and HEAD) only show a page with a button, so the link
 * checkers of mail providers and virus scanners, which fetch every link, change nothing; the
 * button POSTs. The unsubscribe POST is also RFC 8058's one-click unsubscribe: the mail client
 * posts `List-Unsubscribe=One-Click` (form-encoded or multipart) to the URL of the
 * List-Unsubscribe header, token in the query, with no Origin (allowed by `same-origin`).
 */
export function registerNewsletterLinkRoutes(app: FastifyInstance, newsletter: NewsletterService): void {
  const page = (reply: FastifyReply, status: number, heading: string, bodyHtml: string) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .send(plainPage(heading, bodyHtml));
  const linkInvalid = (reply: FastifyReply) =>
    page(reply, 400, 'Link expired', `<p>${escapeHtml(new AppError('newsletterLinkInvalid').message)}</p>`);

  /** Runs `step`; a refused token (bad, expired, void) shows the link-expired page. */
  async function answering(reply: FastifyReply, step: () => Promise<unknown>) {
    try {
      return await step();
    } catch (error) {
      if (error instanceof AppError && error.status < 500) return linkInvalid(reply);
      throw error;
    }
  }

  /** The token from the query (links, one-click) or from the page's form. */
  const tokenOf = (request: FastifyRequest) => {
    const body = request.body as Record<string, unknown> | undefined;
    const fromBody = body && typeof body === 'object' ? body.token : undefined;
    return parseInput(
      newsletterTokenQuerySchema,
      fromBody !== undefined ? { token: fromBody } : request.query,
    ).token;
  };

  app.register(async (scope) => {
    // One-click unsubscribe may arrive as multipart/form-data; its body is not needed.
    scope.addContentTypeParser(
      'multipart/form-data',
      { parseAs: 'string', bodyLimit: 4096 },
      (_r, _b, done) => done(null, undefined),
    );
    for (const link of ['confirm', 'unsubscribe'] as const) {
      const words = wording[link];
      const path = `/forms/newsletter/${link}`;
      scope.get(path, LINK_PAGE, async (request, reply) => {
        const websiteId = siteIdOf(request);
        return answering(reply, async () => {
          const token = tokenOf(request);
          const email = await newsletter.addressOf(link, websiteId, token);
          const form = `<form method="post" action="${path}"><input type="hidden" name="token" value="${escapeHtml(token)}"><p>${escapeHtml(email)}</p><button type="submit">${words.button}</button></form>`;
          return page(reply, 200, words.ask, form);
        });
      });
      scope.post(path, { config: { access: 'public', csrf: 'same-origin' } }, async (request, reply) => {
        const websiteId = siteIdOf(request);
        return answering(reply, async () => {
          const token = tokenOf(request);
          const email = await (link === 'confirm'
            ? newsletter.confirm(websiteId, token)
            : newsletter.unsubscribe(websiteId, token));
          return page(
            reply,
            200,
            words.done,
            `<p>${escapeHtml(words.doneText.replace('{email}', email))}</p>`,
          );
        });
      });
    }
  });
}
