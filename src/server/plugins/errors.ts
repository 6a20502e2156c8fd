import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, errorCatalogue, type ErrorBody, type ErrorCode } from '../../shared/errors';

/**
 * The one place errors become answers. AppErrors carry their code, status and message;
 * Fastify's own errors for bad input become 400s; anything else is a 500 that is logged
 * with its details and answered with the generic message only.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const appError = toAppError(error);
    if (appError.status >= 500) request.log.error({ err: error }, 'request failed');
    return sendError(request, reply, appError);
  });

  app.setNotFoundHandler((request, reply) => sendError(request, reply, new AppError('notFound')));
}

function toAppError(error: FastifyError): AppError {
  if (error instanceof AppError) return error;
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
  return new AppError(code ?? 'internal');
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: AppError) {
  if (error.code === 'rateLimited' && !reply.hasHeader('retry-after')) reply.header('retry-after', '60');
  if (!request.url.startsWith('/api/')) {
    reply.code(error.status).type('text/html; charset=utf-8');
    return reply.send(plainErrorPage(error.status, error.message));
  }
  const body: ErrorBody = { code: error.code, error: error.message };
  if (error.fieldErrors) body.errors = error.fieldErrors;
  if (error.code === 'loginRequired') body.loginRequired = true;
  return reply.code(error.status).send(body);
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** A self-contained page for errors outside any site (unknown host, server failure). */
export function plainErrorPage(status: number, message: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${status}</title><style>body{font:16px/1.5 system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;color:#222;background:#fafaf7}main{max-width:32rem;padding:2rem;text-align:center}h1{font-size:3rem;margin:0}</style></head><body><main><h1>${status}</h1><p>${escapeHtml(message)}</p></main></body></html>`;
}

export { errorCatalogue };
