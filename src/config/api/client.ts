import type { ErrorBody, FieldErrors } from '../../shared/errors';

/** A failed call, with the server's message and field messages (keyed by field path). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string,
    readonly fieldErrors: FieldErrors = {},
    /** The whole answer, for errors that carry more than a message (a refused delete's list of uses). */
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const readCookie = (name: string) =>
  document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1);

export const NETWORK_ERROR = 'Unable to connect. Please try again';

/**
 * The owners' app's only way to the server: same-origin JSON calls that repeat the crumb
 * cookie in X-CSRF-Token. A crumbFail answer carries a fresh crumb; the call is retried once.
 */
export async function api<T>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
  retried = false,
  /** Extra request headers (an Idempotency-Key). */
  extraHeaders: Record<string, string> = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', ...extraHeaders };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const crumb = readCookie('crumb');
  if (method !== 'GET' && crumb) headers['x-csrf-token'] = crumb;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
  } catch {
    throw new ApiError(0, NETWORK_ERROR, 'network');
  }
  if (response.status === 204) return undefined as T;
  const payload = (await response.json().catch(() => null)) as (ErrorBody & T) | null;
  if (response.ok) return payload as T;
  if (payload?.crumbFail && !retried) return api<T>(method, path, body, true, extraHeaders);
  throw new ApiError(
    response.status,
    payload?.error ?? 'Something went wrong',
    payload?.code ?? 'unknown',
    payload?.errors ?? {},
    payload,
  );
}

export const apiGet = <T>(path: string) => api<T>('GET', path);

/** The field message for one path, for forms. */
export function fieldError(error: unknown, field: string): string | undefined {
  return error instanceof ApiError ? error.fieldErrors[field] : undefined;
}
