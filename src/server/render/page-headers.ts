import type { FastifyReply, FastifyRequest } from 'fastify';
import type { WebsiteRow } from '../modules/websites/tables';
import { pageSecurityHeaders } from './content-security-policy';
import type { RenderedPage } from './render-cache';

/**
 * The headers of a published page's own: its policy (with the site's frame-ancestors), type,
 * vary and cache policy. A page shared by anonymous visitors is `public` (a proxy may keep it);
 * anything personal `private, no-store`. Cached pages keep them (render-cache.ts).
 */
export function pageHeaders(
  page: Pick<RenderedPage, 'contentSecurityPolicy'>,
  website: Pick<WebsiteRow, 'settings'> | null,
  shared: boolean,
): Record<string, string> {
  return {
    ...(website ? pageSecurityHeaders(page, website) : {}),
    'content-type': 'text/html; charset=utf-8',
    vary: 'accept-encoding, cookie',
    'cache-control': shared ? 'public, max-age=0, must-revalidate' : 'private, no-store',
  };
}

/** Sends rendered HTML, compressed when the page holds a compressed copy the client accepts. */
export function sendPageBody(request: FastifyRequest, reply: FastifyReply, page: RenderedPage) {
  const accepted = request.headers['accept-encoding'];
  if (accepted) {
    if (page.brotli && /\bbr\b/.test(accepted))
      return reply.header('content-encoding', 'br').send(page.brotli);
    if (page.gzip && /\bgzip\b/.test(accepted))
      return reply.header('content-encoding', 'gzip').send(page.gzip);
  }
  return reply.send(page.body ?? page.html);
}

/** A rendered page as the answer: a redirect, or its headers and body. */
export function sendPage(request: FastifyRequest, reply: FastifyReply, page: RenderedPage, shared: boolean) {
  if (page.location) return reply.redirect(page.location, page.status as 301);
  const sharedPage = shared && !page.personal;
  const headers = sharedPage && page.headers ? page.headers : pageHeaders(page, request.site, sharedPage);
  return sendPageBody(request, reply.code(page.status).headers(headers), page);
}
