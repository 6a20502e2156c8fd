import { z } from 'zod';
import { DOMAIN_NAME_MESSAGE } from '../text/domain-name';

/** A custom domain as the owner types it; the server normalises and judges it (shared/text/domain-name.ts). */
const typedDomain = z.string({ error: DOMAIN_NAME_MESSAGE }).max(1000, DOMAIN_NAME_MESSAGE);

export const addDomainRequestSchema = z.object({ domain: typedDomain });
export const domainParamsSchema = z.object({ domain: typedDomain });

export const dnsRecordSchema = z.object({
  type: z.enum(['A', 'CNAME', 'TXT']),
  name: z.string(),
  value: z.string(),
});

export const domainMappingSchema = z.object({
  domain: z.string(),
  verified: z.boolean(),
  /** What to set at the DNS provider: where the name points (CNAME, or A for an apex), and the TXT proof. */
  records: z.array(dnsRecordSchema),
});
export type DomainMapping = z.output<typeof domainMappingSchema>;

export const domainsAnswer = z.object({ domains: z.array(domainMappingSchema) });
export type DomainsAnswer = z.output<typeof domainsAnswer>;
export const domainAnswer = z.object({ domain: domainMappingSchema });
export type DomainAnswer = z.output<typeof domainAnswer>;

/** `GET /api/platform/domains/check?domain=`: a TLS proxy asks before issuing a certificate. */
export const domainCheckQuerySchema = z.object({ domain: z.string().max(1000).default('') });
export const domainCheckAnswer = z.object({ ok: z.literal(true) });
