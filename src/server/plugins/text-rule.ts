import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../shared/errors';
import { containsInvalidText, hasInvalidText, stripInvalidTextDeep } from '../../shared/text/invalid-text';

/** What a route does with invalid text (NUL, unpaired surrogates): `refuse` (default) or `strip`. */
export type InvalidTextRule = 'refuse' | 'strip';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Census ingestion strips invalid text; every other route refuses it (400 `invalidText`). */
    invalidText?: InvalidTextRule;
  }
}

/** Throws `invalidText` when a value a route parsed itself (JSON inside a form field) breaks the text rule. */
export function assertValidText(value: unknown): void {
  if (containsInvalidText(value)) throw new AppError('invalidText');
}

/**
 * The text rule at the edge of every endpoint (src/shared/text/invalid-text.ts). Cookies with
 * invalid text are dropped as if never sent: a damaged cookie must not lock a visitor out of
 * a site. Body, query and route parameters are stripped or refused, per the matched route.
 * Register right after the cookie parser, before anything reads a cookie.
 */
export function registerTextRule(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    for (const [name, value] of Object.entries(request.cookies))
      if (value !== undefined && (hasInvalidText(value) || hasInvalidText(name)))
        delete request.cookies[name];
  });
  app.addHook('preValidation', async (request) => {
    if (request.routeOptions.config.invalidText === 'strip') return stripRequest(request);
    if (
      containsInvalidText(request.params) ||
      containsInvalidText(request.query) ||
      (!Buffer.isBuffer(request.body) && containsInvalidText(request.body))
    )
      throw new AppError('invalidText');
  });
}

function stripRequest(request: FastifyRequest): void {
  request.params = stripInvalidTextDeep(request.params);
  request.query = stripInvalidTextDeep(request.query);
  if (!Buffer.isBuffer(request.body)) request.body = stripInvalidTextDeep(request.body);
}
