import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ID_PATTERN } from '../../../shared/ids';
import { requireContentEditor } from '../../plugins/auth';
import { parseInput } from '../../plugins/validation';
import type { AccountService } from '../accounts/service';
import type { ContentService } from './service';

const pageParams = z.object({ pageId: z.string().regex(ID_PATTERN, 'Unknown page') });
const layoutBody = z.object({ layout: z.unknown() });

export function registerContentRoutes(app: FastifyInstance, deps: { content: ContentService; accounts: AccountService }): void {
  app.get('/api/rest/pages/:pageId', async (request) => {
    const { websiteId } = await requireContentEditor(request, deps.accounts);
    const { pageId } = parseInput(pageParams, request.params);
    const page = await deps.content.getPage(websiteId, pageId);
    return { id: page.id, title: page.title, urlId: page.urlId, description: page.description, layout: page.layout, locked: page.passwordHash !== null };
  });

  app.put('/api/rest/pages/:pageId/layout', async (request) => {
    const { websiteId } = await requireContentEditor(request, deps.accounts);
    const { pageId } = parseInput(pageParams, request.params);
    const { layout } = parseInput(layoutBody, request.body);
    return { layout: await deps.content.updatePageLayout(websiteId, pageId, layout) };
  });
}
