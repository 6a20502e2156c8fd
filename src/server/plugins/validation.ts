import type { ZodType } from 'zod';
import { AppError, type FieldErrors } from '../../shared/errors';

/** Parses request input with a shared schema, or throws a 400 whose errors are keyed by field path. */
export function parseInput<T>(schema: ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const errors: FieldErrors = {};
  for (const issue of result.error.issues)
    errors[issue.path.map(String).join('.') || 'body'] ??= issue.message;
  throw new AppError('validation', errors);
}
