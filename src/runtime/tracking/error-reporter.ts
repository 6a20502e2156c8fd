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
    fetch('/api/events/RecordJavascriptErrors', {
      method: 'POST',
      body,
      credentials: 'same-origin',
      keepalive: true,
      headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': readCookie('crumb') ?? '' },
    }).catch(() => {});
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
