import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addDomainRequestSchema,
  domainAnswer,
  domainCheckAnswer,
  domainCheckQuerySchema,
  domainParamsSchema,
  domainsAnswer,
} from '../../../shared/api/domains';
import { AppError } from '../../../shared/errors';
import { siteAccessOf } from '../../plugins/access';
import type { DomainService } from './domains';

const SITE_ADMIN = { access: 'site-admin' } as const;
/** A TLS proxy asks once per new name; a scanner asking for every name it can think of gets little. */
const CHECK_RATE_LIMIT = { max: 60, timeWindow: '1 minute' } as const;
/** Each verification is a DNS lookup. */
const VERIFY_RATE_LIMIT = { max: 20, timeWindow: '1 minute' } as const;

/** Settings → Domains (site admins), and the certificate check a TLS proxy calls (anyone). */
export function registerDomainRoutes(app: FastifyInstance, { domains }: { domains: DomainService }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/rest/domains',
    { config: SITE_ADMIN, schema: { response: { 200: domainsAnswer } } },
    async (request) => ({ domains: await domains.list(siteAccessOf(request).websiteId) }),
  );

  api.post(
    '/api/rest/domains',
    { config: SITE_ADMIN, schema: { body: addDomainRequestSchema, response: { 201: domainAnswer } } },
    async (request, reply) => {
      const { websiteId } = siteAccessOf(request);
      return reply.code(201).send({ domain: await domains.add(websiteId, request.body.domain) });
    },
  );

  api.post(
    '/api/rest/domains/:domain/verify',
    {
      config: { ...SITE_ADMIN, rateLimit: VERIFY_RATE_LIMIT },
      schema: { params: domainParamsSchema, response: { 200: domainAnswer } },
    },
    async (request) => {
      const { websiteId } = siteAccessOf(request);
      return { domain: await domains.verify(websiteId, request.params.domain) };
    },
  );

  api.delete(
    '/api/rest/domains/:domain',
    { config: SITE_ADMIN, schema: { params: domainParamsSchema } },
    async (request, reply) => {
      await domains.remove(siteAccessOf(request).websiteId, request.params.domain);
      return reply.code(204).send();
    },
  );

  // Caddy's `on_demand_tls { ask … }` and the like: 200 only for a verified custom domain. The
  // answer is the same for every site, so it never says whose the domain is.
  api.get(
    '/api/platform/domains/check',
    {
      config: { access: 'public', rateLimit: CHECK_RATE_LIMIT },
      schema: { querystring: domainCheckQuerySchema, response: { 200: domainCheckAnswer } },
    },
    async (request, reply) => {
      if (!(await domains.isServed(request.query.domain))) throw new AppError('notFound');
      return reply.header('cache-control', 'no-store').send({ ok: true as const });
    },
  );
}
