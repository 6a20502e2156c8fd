import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, errorCatalogue, type ErrorBody, type ErrorCode } from '../../shared/errors';
import { escapeHtml } from '../../shared/text/escape-html';
import { isApiRoute } from './api-route';
import { InvalidInput } from './validation';

/**
 * The one place errors become answers. AppErrors carry their code, status and message;
 * Fastify's and its plugins' own client errors keep their 4xx status (a static file's 403 is
 * the client's mistake, not ours); anything else is a 500 that is logged with its details and
 * answered with the generic message only.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const appError = toAppError(error, request);
    if (appError.status >= 500) request.log.error({ err: error }, 'request failed');
    return sendError(request, reply, appError);
  });

  app.setNotFoundHandler((request, reply) => sendError(request, reply, new AppError('notFound')));
}

/** Client errors of Fastify and its plugins (static files, router), by status. */
const CODE_OF_STATUS: Partial<Record<number, ErrorCode>> = {
  400: 'badRequest',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'notFound',
  405: 'methodNotAllowed',
  412: 'preconditionFailed',
  413: 'payloadTooLarge',
  415: 'validation',
  416: 'rangeNotSatisfiable',
  429: 'rateLimited',
};

function toAppError(error: FastifyError, request: FastifyRequest): AppError {
  if (error instanceof AppError) return error;
  // A route schema refused the input: the route's own failure code, or `validation`.
  if (error instanceof InvalidInput)
    return new AppError(request.routeOptions.config.invalidInput ?? 'validation', error.fieldErrors);
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  const code: ErrorCode | undefined =
    error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
      ? 'malformedJson'
      : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
        ? 'payloadTooLarge'
        : error.statusCode === 429
          ? 'rateLimited'
          : error.validation ||
              error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ||
              error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
            ? 'validation'
            : undefined;
  if (code) return new AppError(code);
  if (status >= 400 && status < 500) return new AppError(CODE_OF_STATUS[status] ?? 'badRequest');
  return new AppError('internal');
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: AppError) {
  if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
  if (error.code === 'rateLimited' && !reply.hasHeader('retry-after')) reply.header('retry-after', '60');
  if (!isApiRoute(request)) {
    reply.code(error.status).type('text/html; charset=utf-8');
    return reply.send(plainErrorPage(error.status, error.message));
  }
  const entry: { status: number; message: string; title?: string } = errorCatalogue[error.code];
  const body: ErrorBody = {
    code: error.code,
    ...(entry.title ? { title: entry.title } : {}),
    error: error.message,
    ...error.details,
  };
  if (error.fieldErrors) body.errors = error.fieldErrors;
  if (error.code === 'loginRequired') body.loginRequired = true;
  if (error.code === 'authorizationFail') body.authorizationFail = true;
  // A route that checks the crumb itself (a form-body crumb) answers like the crumb check: with
  // the crumb to retry with (a new visitor's goes out as a cookie with this answer too).
  if (error.code === 'crumbFail') Object.assign(body, { crumbFail: true, crumb: request.crumb });
  return reply.code(error.status).send(body);
}

/** The server pages' only style, allowed by its hash in their policy (plugins/security-headers.ts). */
export const ERROR_PAGE_STYLES =
  'body{font:16px/1.5 system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;color:#222;background:#fafaf7}main{max-width:32rem;padding:2rem;text-align:center}h1{font-size:3rem;margin:0}button{font:inherit;padding:.6rem 1.4rem;border-radius:6px;border:0;background:#222;color:#fff;cursor:pointer}';

/** A self-contained page for errors outside any site (unknown host, server failure). */
export function plainErrorPage(status: number, message: string): string {
  return plainPage(String(status), `<p>${escapeHtml(message)}</p>`);
}

/** A self-contained page (no site design, no script): a heading and the given HTML below it. */
export function plainPage(heading: string, bodyHtml: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(heading)}</title><style>${ERROR_PAGE_STYLES}</style></head><body><main><h1>${escapeHtml(heading)}</h1>${bodyHtml}</main></body></html>`;
}

export { errorCatalogue };
