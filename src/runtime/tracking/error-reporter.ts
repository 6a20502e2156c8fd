/**
 * JavaScript error reporting (spec visitor-runtime §7, §9): errors are queued (at most 10),
 * sent debounced by 1 s as a JSON array with the crumb header, at most 20 sends per page;
 * stacks are cut at 5000 characters.
 */
import { STACK_LIMIT } from '../../shared/census/constants';
import { readCookie } from '../core/cookies';

export const ERROR_LIMITS = { maxSends: 20, maxQueued: 10, debounceMs: 1000 } as const;

interface ErrorEvent {
  event: string;
  data: { message: string; stack?: string; url: string; line?: number; column?: number };
  timestamp: number;
}

/**
 * Sends one batch. A shared (cached) page comes without a crumb cookie, so a visitor's first
 * batch may be refused with a fresh crumb (`crumbFail`): it is sent once more with that crumb,
 * as the data layer does, so no report is lost for want of one.
 */
async function send(body: string, crumb: string, retried: boolean): Promise<void> {
  const response = await fetch('/api/events/RecordJavascriptErrors', {
    method: 'POST',
    body,
    credentials: 'same-origin',
    keepalive: true,
    headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': crumb },
  });
  if (response.status !== 403 || retried) return;
  const answer = (await response.json().catch(() => null)) as { crumbFail?: boolean; crumb?: unknown } | null;
  if (!answer?.crumbFail) return;
  const fresh = typeof answer.crumb === 'string' && answer.crumb !== '' ? answer.crumb : readCookie('crumb');
  if (fresh) await send(body, fresh, true);
}

export function installErrorReporter(enabled: () => boolean): () => void {
  let queue: ErrorEvent[] = [];
  let sends = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    timer = undefined;
    if (queue.length === 0 || sends >= ERROR_LIMITS.maxSends || !enabled()) return;
    sends += 1;
    const body = JSON.stringify(queue);
    queue = [];
    send(body, readCookie('crumb') ?? '', false).catch(() => {});
  };

  const report = (event: string, error: unknown, message: string, line?: number, column?: number) => {
    if (sends >= ERROR_LIMITS.maxSends || queue.length >= ERROR_LIMITS.maxQueued) return;
    const stack = error instanceof Error && error.stack ? error.stack.slice(0, STACK_LIMIT) : undefined;
    queue.push({
      event,
      data: {
        message: message.slice(0, 2000),
        url: location.href.slice(0, 2048),
        ...(stack ? { stack } : {}),
        ...(line ? { line } : {}),
        ...(column ? { column } : {}),
      },
      timestamp: Date.now(),
    });
    clearTimeout(timer);
    timer = setTimeout(flush, ERROR_LIMITS.debounceMs);
  };

  const onError = (event: globalThis.ErrorEvent) =>
    report('error', event.error, event.message || 'Script error', event.lineno, event.colno);
  const onRejection = (event: PromiseRejectionEvent) =>
    report(
      'unhandledrejection',
      event.reason,
      event.reason instanceof Error ? event.reason.message : String(event.reason),
    );
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    clearTimeout(timer);
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}
