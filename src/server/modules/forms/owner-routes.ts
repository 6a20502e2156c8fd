import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listQuerySchema } from '../../../shared/api/forms';
import {
  formAnswer,
  formListAnswer,
  formParams,
  submissionsPageAnswer,
  subscribersPageAnswer,
} from '../../../shared/api/forms-answers';
import { formDefinitionSchema } from '../../../shared/forms/definition';
import { siteAccessOf } from '../../plugins/access';
import type { AccountService } from '../accounts';
import type { NewsletterService } from './newsletter';
import { registerNotifyAddressOwnerRoutes } from './notify-address-routes';
import type { NotifyAddressService } from './notify-addresses';
import type { FormService } from './service';
import type { FormRow } from './tables';

const toAnswer = (form: FormRow) => ({
  id: form.id,
  ...form.definition,
  createdAt: form.createdAt.toISOString(),
  updatedAt: form.updatedAt.toISOString(),
});

/** Anonymous → 401, not on this site → 404, a role that may not edit content → 403. */
const EDITOR = { access: 'content-editor' } as const;
/**
 * A form definition as sent. The form service checks it again (other callers use it too),
 * sanitises owner HTML and knows which captchas this server supports.
 */
const definitionBody = formDefinitionSchema;

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
  registerNotifyAddressOwnerRoutes(app, { addresses: deps.notifyAddresses });
  const api = app.withTypeProvider<ZodTypeProvider>();
  const websiteOf = (request: Parameters<typeof siteAccessOf>[0]) => siteAccessOf(request).websiteId;

  api.get(
    '/api/rest/forms',
    { config: EDITOR, schema: { response: { 200: formListAnswer } } },
    async (request) => ({ forms: await deps.forms.list(websiteOf(request)) }),
  );

  api.post(
    '/api/rest/forms',
    { config: EDITOR, schema: { body: definitionBody, response: { 201: formAnswer } } },
    async (request, reply) => {
      const created = await deps.forms.create(websiteOf(request), request.body);
      reply.code(201);
      return toAnswer(created);
    },
  );

  api.get(
    '/api/rest/forms/:formId',
    { config: EDITOR, schema: { params: formParams, response: { 200: formAnswer } } },
    async (request) => toAnswer(await deps.forms.get(websiteOf(request), request.params.formId)),
  );

  api.put(
    '/api/rest/forms/:formId',
    { config: EDITOR, schema: { params: formParams, body: definitionBody, response: { 200: formAnswer } } },
    async (request) =>
      toAnswer(await deps.forms.update(websiteOf(request), request.params.formId, request.body)),
  );

  api.get(
    '/api/rest/forms/:formId/submissions',
    {
      config: EDITOR,
      schema: { params: formParams, querystring: listQuerySchema, response: { 200: submissionsPageAnswer } },
    },
    async (request) => deps.forms.submissions(websiteOf(request), request.params.formId, request.query),
  );

  // A CSV download: sent as text, so no response schema.
  api.get(
    '/api/rest/forms/:formId/submissions.csv',
    { config: EDITOR, schema: { params: formParams } },
    async (request, reply) => {
      const { filename, csv } = await deps.forms.submissionsCsv(websiteOf(request), request.params.formId);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  api.get(
    '/api/rest/newsletter/subscribers',
    { config: EDITOR, schema: { querystring: listQuerySchema, response: { 200: subscribersPageAnswer } } },
    async (request) => deps.newsletter.list(websiteOf(request), request.query),
  );

  api.get('/api/rest/newsletter/subscribers.csv', { config: EDITOR }, async (request, reply) => {
    const csv = await deps.newsletter.csv(websiteOf(request));
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="newsletter-subscribers.csv"')
      .header('cache-control', 'no-store')
      .send(csv);
  });
}
