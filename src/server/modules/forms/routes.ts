import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { formSubmissionSchema } from '../../../shared/api/forms';
import {
  altchaChallengeAnswer,
  formParams,
  formSubmissionAnswer,
  formSubmissionKeyAnswer,
} from '../../../shared/api/forms-answers';
import { AppError } from '../../../shared/errors';
import { DEFAULT_CURRENCY, isCurrencyCode } from '../../../shared/money';
import { sameSiteRedirect } from '../../../shared/links/same-site-path';
import type { CaptchaService } from './captcha';
import type { NewsletterService } from './newsletter';
import { registerNewsletterLinkRoutes } from './newsletter-routes';
import { registerNotifyAddressLinkRoutes } from './notify-address-routes';
import type { NotifyAddressService } from './notify-addresses';
import { newSubmissionKey, type Signer } from './signing';
import type { SubmissionContext, SubmissionService } from './submissions';

export interface FormRateLimits {
  /** Submissions per minute from one address to one site. */
  perAddress: number;
  /** Submissions per minute to one site, from everyone. */
  perSite: number;
}

export interface FormRouteDeps {
  submissions: SubmissionService;
  newsletter: NewsletterService;
  notifyAddresses: NotifyAddressService;
  captcha: CaptchaService;
  signer: Signer;
  limits: FormRateLimits;
  clock: () => Date;
  /** Re-renders the page a no-JavaScript form was posted from, with the outcome shown in the form. */
  renderFormResult: (
    request: FastifyRequest,
    reply: FastifyReply,
    pagePath: string,
    result: PlainFormResult,
  ) => Promise<unknown>;
}

export interface PlainFormResult {
  formId: string;
  status: 'success' | 'error';
  /** Field id → message; `form` for a message about the whole form. */
  errors: Record<string, string>;
  /** What the visitor typed, to fill the fields again. */
  values: Record<string, string | string[] | undefined>;
}

/**
 * The site and visitor a form call is for. Links in e-mails use the Host the site was found by
 * and PUBLIC_PROTOCOL (`request.publicOrigin`), never forwarded headers a visitor could set.
 */
export function submissionContext(request: FastifyRequest): SubmissionContext {
  const site = request.site;
  if (!site) throw new AppError('notFound');
  return {
    websiteId: site.id,
    siteTitle: site.title,
    currency: isCurrencyCode(site.currency) ? site.currency : DEFAULT_CURRENCY,
    origin: request.publicOrigin,
    remoteIp: request.ip,
    contentVersion: site.contentVersion,
  };
}

/** Visitor calls of forms and newsletters (visitor-runtime §7), plus the no-JavaScript post and newsletter links. */
export function registerFormRoutes(app: FastifyInstance, deps: FormRouteDeps): void {
  const perSite = app.createRateLimit({
    max: deps.limits.perSite,
    timeWindow: 60_000,
    keyGenerator: (request) => `form-site:${request.site?.id ?? '-'}`,
  });
  const perAddress = app.createRateLimit({
    max: deps.limits.perAddress,
    timeWindow: 60_000,
    keyGenerator: (request) => `form-address:${request.site?.id ?? '-'}:${request.ip}`,
  });

  /**
   * Both limits count every attempt, valid or not (so they run before the schema's validation);
   * either one exceeded answers 429 with the spec's message.
   */
  async function limitSubmissions(request: FastifyRequest, reply: FastifyReply) {
    for (const limit of [perAddress, perSite]) {
      const outcome = await limit(request);
      if (!outcome.isAllowed && outcome.isExceeded) {
        reply.header('retry-after', String(Math.max(1, outcome.ttlInSeconds)));
        throw new AppError('formRateLimited');
      }
    }
  }

  const api = app.withTypeProvider<ZodTypeProvider>();
  const visitorCall = { access: 'public' } as const;

  api.post(
    '/api/form/FormSubmissionKey',
    { config: visitorCall, schema: { response: { 200: formSubmissionKeyAnswer } } },
    async (request) => {
      const { websiteId } = submissionContext(request);
      return { key: newSubmissionKey(deps.signer, websiteId, deps.clock()) };
    },
  );

  api.get(
    '/api/form/captcha/challenge',
    { config: visitorCall, schema: { response: { 200: altchaChallengeAnswer } } },
    async (request, reply) => {
      submissionContext(request);
      reply.header('cache-control', 'no-store');
      return deps.captcha.altchaChallenge();
    },
  );

  api.post(
    '/api/form/SaveFormSubmission',
    {
      config: visitorCall,
      preValidation: limitSubmissions,
      schema: { body: formSubmissionSchema, response: { 200: formSubmissionAnswer } },
    },
    async (request) => {
      const result = await deps.submissions.submit(submissionContext(request), request.body);
      return { success: true as const, submissionId: result.submissionId };
    },
  );

  // Without JavaScript: a plain form post, anonymous, so no crumb (a foreign Origin is still
  // refused: plugins/crumb.ts), answered with the page again showing the outcome. Its fields
  // (`field.{id}`) are the form's own, so the handler reads them; the answer is HTML.
  const plainPost = {
    preValidation: limitSubmissions,
    config: { access: 'public', csrf: 'same-origin' },
    schema: { params: formParams },
  } as const;
  api.post('/forms/:formId/submit', plainPost, async (request, reply) => {
    const { formId } = request.params;
    const fields = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<
      string,
      string | string[] | undefined
    >;
    const pagePath = sameSiteRedirect(typeof fields.pagePath === 'string' ? fields.pagePath : '/');
    // Outside the try: without a site there is no page to show the outcome on, only a 404.
    const context = submissionContext(request);
    try {
      await deps.submissions.submitPlain(context, formId, fields);
      return deps.renderFormResult(request, reply.code(200), pagePath, {
        formId,
        status: 'success',
        errors: {},
        values: {},
      });
    } catch (error) {
      if (!(error instanceof AppError) || error.status >= 500) throw error;
      const errors = { ...(error.fieldErrors ?? {}), form: error.message };
      return deps.renderFormResult(request, reply.code(error.status), pagePath, {
        formId,
        status: 'error',
        errors,
        values: fields,
      });
    }
  });

  registerNewsletterLinkRoutes(app, deps.newsletter);
  registerNotifyAddressLinkRoutes(app, deps.notifyAddresses);
}
