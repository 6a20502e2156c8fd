import type { FastifyInstance } from 'fastify';
import { siteHeaderFooterSchema, type SiteHeaderFooter } from '../../../shared/api/site';
import { requireContentEditor } from '../../plugins/auth';
import { parseInput } from '../../plugins/validation';
import type { AccountService } from '../accounts/service';
import { acceptLayout } from '../content/service';
import type { WebsiteService } from './service';

export function registerWebsiteRoutes(
  app: FastifyInstance,
  deps: { websites: WebsiteService; accounts: AccountService },
): void {
  app.get('/api/site-header-footer', async (request) => {
    const { websiteId } = await requireContentEditor(request, deps.accounts);
    return deps.websites.getHeaderFooter(websiteId);
  });

  app.put('/api/site-header-footer', async (request) => {
    const { websiteId } = await requireContentEditor(request, deps.accounts);
    const input = parseInput(siteHeaderFooterSchema, request.body);
    const value: SiteHeaderFooter = {
      header: input.header,
      footer: { ...input.footer, layout: acceptLayout(input.footer.layout, 'footer.layout') },
    };
    await deps.websites.updateHeaderFooter(websiteId, value);
    return value;
  });
}
