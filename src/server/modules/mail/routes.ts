import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listQuerySchema } from '../../../shared/api/forms';
import {
  dailyCapAnswer,
  mailDeliveryAnswer,
  mailOutboxPageAnswer,
  mailPreviewAnswer,
  mailPreviewListAnswer,
  mailPreviewParamsSchema,
} from '../../../shared/api/mail';
import { AppError } from '../../../shared/errors';
import { siteAccessOf } from '../../plugins/access';
import type { AccountService } from '../accounts';
import type { DeliveryHealth } from './delivery-health';
import type { MailOutbox } from './outbox';
import type { SiteMail } from './site-mail';
import { mailTemplates, renderPreview } from './templates';

const EDITOR = { access: 'content-editor' } as const;

/**
 * The owners' view of the site's mail (src/shared/api/mail.ts): the outbox (what was sent,
 * what waits, what failed and why) and a preview of every template with sample data in the
 * site's own brand (the spec's "commerce email preview").
 */
export function registerMailRoutes(
  app: FastifyInstance,
  deps: {
    outbox: MailOutbox;
    accounts: AccountService;
    siteMail: Pick<SiteMail, 'contextOf'>;
    deliveryHealth: DeliveryHealth;
  },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/rest/mail/outbox',
    { config: EDITOR, schema: { querystring: listQuerySchema, response: { 200: mailOutboxPageAnswer } } },
    async (request) => deps.outbox.list(siteAccessOf(request).websiteId, request.query),
  );

  /** Today's form and newsletter mail against the site's daily limit, for the owners' notice. */
  api.get(
    '/api/rest/mail/daily-limit',
    { config: EDITOR, schema: { response: { 200: dailyCapAnswer } } },
    async (request) => deps.outbox.dailyCap(siteAccessOf(request).websiteId),
  );

  /** Whether the site's mail leaves at all, for the owners' "e-mail is not being delivered" warning. */
  api.get(
    '/api/rest/mail/delivery',
    { config: EDITOR, schema: { response: { 200: mailDeliveryAnswer } } },
    async (request) => deps.deliveryHealth.of(siteAccessOf(request).websiteId),
  );

  api.get(
    '/api/rest/mail/previews',
    { config: EDITOR, schema: { response: { 200: mailPreviewListAnswer } } },
    async () => ({ templates: mailTemplates.map(({ name, label }) => ({ name, label })) }),
  );

  api.get(
    '/api/rest/mail/previews/:template',
    { config: EDITOR, schema: { params: mailPreviewParamsSchema, response: { 200: mailPreviewAnswer } } },
    async (request) => {
      const { websiteId } = siteAccessOf(request);
      const { template } = request.params;
      const summary = mailTemplates.find((candidate) => candidate.name === template);
      const { brand } = await deps.siteMail.contextOf(websiteId);
      const preview = summary ? await renderPreview(summary.name, brand) : null;
      if (!summary || !preview) throw new AppError('notFound');
      return { name: summary.name, label: summary.label, ...preview };
    },
  );
}
