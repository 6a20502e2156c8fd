import type { FastifyInstance } from 'fastify';
import { listQuerySchema } from '../../../shared/api/forms';
import { mailPreviewParamsSchema, type MailPreview, type MailPreviewSummary } from '../../../shared/api/mail';
import { AppError } from '../../../shared/errors';
import { requireContentEditor } from '../../plugins/auth';
import { parseInput } from '../../plugins/validation';
import type { AccountService } from '../accounts';
import type { DailyCapState, MailOutbox } from './outbox';
import type { SiteMail } from './site-mail';
import { mailTemplates, renderPreview } from './templates';

/**
 * The owners' view of the site's mail: the outbox (what was sent, what waits, what failed and
 * why) and a preview of every template with sample data in the site's own brand (the spec's
 * "commerce email preview").
 */
export function registerMailRoutes(
  app: FastifyInstance,
  deps: { outbox: MailOutbox; accounts: AccountService; siteMail: Pick<SiteMail, 'contextOf'> },
): void {
  app.get('/api/rest/mail/outbox', async (request) => {
    const { websiteId } = await requireContentEditor(request, deps.accounts);
    return deps.outbox.list(websiteId, parseInput(listQuerySchema, request.query));
  });

  /** Today's form and newsletter mail against the site's daily limit, for the owners' notice. */
  app.get('/api/rest/mail/daily-limit', async (request): Promise<DailyCapState> => {
    const { websiteId } = await requireContentEditor(request, deps.accounts);
    return deps.outbox.dailyCap(websiteId);
  });

  app.get('/api/rest/mail/previews', async (request): Promise<{ templates: MailPreviewSummary[] }> => {
    await requireContentEditor(request, deps.accounts);
    return { templates: mailTemplates.map(({ name, label }) => ({ name, label })) };
  });

  app.get('/api/rest/mail/previews/:template', async (request): Promise<MailPreview> => {
    const { websiteId } = await requireContentEditor(request, deps.accounts);
    const { template } = parseInput(mailPreviewParamsSchema, request.params);
    const summary = mailTemplates.find((candidate) => candidate.name === template);
    const { brand } = await deps.siteMail.contextOf(websiteId);
    const preview = summary ? await renderPreview(summary.name, brand) : null;
    if (!summary || !preview) throw new AppError('notFound');
    return { name: summary.name, label: summary.label, ...preview };
  });
}
