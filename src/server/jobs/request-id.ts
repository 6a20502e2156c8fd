import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The id of the HTTP request whose work is running now, so a job sent while answering it carries
 * the id without every caller passing it: its runs log `reqId` like the request's own lines do.
 */
const current = new AsyncLocalStorage<string>();

/** Runs `work` (and everything it starts) as part of request `requestId`. */
export function runWithRequestId<T>(requestId: string, work: () => T): T {
  return current.run(requestId, work);
}

export function currentRequestId(): string | undefined {
  return current.getStore();
}
