import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PageType } from '../../../shared/enums/platform';
import type { PageView } from '../../../site/view-model';
import { pageSecurityHeaders } from '../../render/content-security-policy';
import type { PageService } from '../../render/page-service';
import { siteOf } from './request-helpers';

export interface StorePage {
  view: PageView;
  pageType: PageType;
  title: string;
  features?: string[];
  status?: number;
}

/** Sends one of the store's server-built pages in the site's shell: private, never cached. */
export function storePageSender(pages: PageService) {
  return async function send(request: FastifyRequest, reply: FastifyReply, input: StorePage) {
    const page = await pages.custom({
      website: siteOf(request),
      account: request.account,
      features: input.features ?? [],
      view: input.view,
      pageType: input.pageType,
      title: input.title,
      ...(input.status ? { status: input.status } : {}),
    });
    return reply
      .code(page.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .headers(pageSecurityHeaders(page, siteOf(request)))
      .send(page.html);
  };
}
