import type { FastifySchemaCompiler } from 'fastify';
import type { ZodError, ZodType } from 'zod';
import { AppError, type ErrorCode, type FieldErrors } from '../../shared/errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The error code of this route's invalid input (default `validation`): routes whose spec
     * names their own failure (the cart's "Unable to add item") answer it with the field errors.
     */
    invalidInput?: ErrorCode;
  }
}

/** A zod error as field errors: the first message per field, keyed by its dotted path (`body` for the whole). */
export function fieldErrorsOf(error: ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) errors[issue.path.map(String).join('.') || 'body'] ??= issue.message;
  return errors;
}

/** Parses request input with a shared schema, or throws a 400 whose errors are keyed by field path. */
export function parseInput<T>(schema: ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  throw new AppError('validation', fieldErrorsOf(result.error));
}

/** Input a route's schema refused; the error handler answers it with the route's `invalidInput` code. */
export class InvalidInput extends Error {
  constructor(readonly fieldErrors: FieldErrors) {
    super('invalid input');
  }
}

/**
 * Fastify's validator for the routes' zod schemas (params, querystring, body), run after the
 * access hook (plugins/access.ts). The parsed value (coerced, defaults filled) replaces the
 * input. An absent body is judged as `{}`, as `parseInput` does, so all-optional bodies may
 * be left out.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = schema.safeParse(httpPart === 'body' ? (data ?? {}) : data);
    return result.success ? { value: result.data } : { error: new InvalidInput(fieldErrorsOf(result.error)) };
  };
