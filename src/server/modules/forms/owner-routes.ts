import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { listQuerySchema } from '../../../shared/api/forms';
import { ID_PATTERN } from '../../../shared/ids';
import { requireContentEditor } from '../../plugins/auth';
import { parseInput } from '../../plugins/validation';
import type { AccountService } from '../accounts';
import type { NewsletterService } from './newsletter';
import { registerNotifyAddressOwnerRoutes } from './notify-address-routes';
import type { NotifyAddressService } from './notify-addresses';
import type { FormService } from './service';
import type { FormRow } from './tables';

const formParams = z.object({ formId: z.string().regex(ID_PATTERN, 'Unknown form') });

const formAnswer = (form: FormRow) => ({
  id: form.id,
  ...form.definition,
  createdAt: form.createdAt.toISOString(),
  updatedAt: form.updatedAt.toISOString(),
});

/**
 * The owners' form endpoints: definitions (create, read, update), submissions with search and
 * pages, CSV exports, the newsletter list. Every query is scoped by the request's site; a form
 * of another site is a 404.
 */
export function registerFormOwnerRoutes(
  app: FastifyInstance,
  deps: {
    forms: FormService;
    newsletter: NewsletterService;
    accounts: AccountService;
    notifyAddresses: NotifyAddressService;
  },
): void {
  registerNotifyAddressOwnerRoutes(app, { addresses: deps.notifyAddresses, accounts: deps.accounts });
  const guard = (request: Parameters<typeof requireContentEditor>[0]) =>
    requireContentEditor(request, deps.accounts);

  app.get('/api/rest/forms', async (request) => {
    const { websiteId } = await guard(request);
    return { forms: await deps.forms.list(websiteId) };
  });

  app.post('/api/rest/forms', async (request, reply) => {
    const { websiteId } = await guard(request);
    const created = await deps.forms.create(websiteId, request.body);
    return reply.code(201).send(formAnswer(created));
  });

  app.get('/api/rest/forms/:formId', async (request) => {
    const { websiteId } = await guard(request);
    const { formId } = parseInput(formParams, request.params);
    return formAnswer(await deps.forms.get(websiteId, formId));
  });

  app.put('/api/rest/forms/:formId', async (request) => {
    const { websiteId } = await guard(request);
    const { formId } = parseInput(formParams, request.params);
    return formAnswer(await deps.forms.update(websiteId, formId, request.body));
  });

  app.get('/api/rest/forms/:formId/submissions', async (request) => {
    const { websiteId } = await guard(request);
    const { formId } = parseInput(formParams, request.params);
    return deps.forms.submissions(websiteId, formId, parseInput(listQuerySchema, request.query));
  });

  app.get('/api/rest/forms/:formId/submissions.csv', async (request, reply) => {
    const { websiteId } = await guard(request);
    const { formId } = parseInput(formParams, request.params);
    const { filename, csv } = await deps.forms.submissionsCsv(websiteId, formId);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'no-store')
      .send(csv);
  });

  app.get('/api/rest/newsletter/subscribers', async (request) => {
    const { websiteId } = await guard(request);
    return deps.newsletter.list(websiteId, parseInput(listQuerySchema, request.query));
  });

  app.get('/api/rest/newsletter/subscribers.csv', async (request, reply) => {
    const { websiteId } = await guard(request);
    const csv = await deps.newsletter.csv(websiteId);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="newsletter-subscribers.csv"')
      .header('cache-control', 'no-store')
      .send(csv);
  });
}
