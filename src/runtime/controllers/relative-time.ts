/**
 * Relative time (media-and-platform §9): every `[data-timesince]` node reads "just now", then
 * "N seconds ago" up to 59, then its date (the server's text, kept aside), refreshed every
 * 5000 ms while any node is still recent. A node whose date cannot be read is left as the
 * server wrote it, and the spec's console message names it (visitor-runtime §8).
 */
import {
  parseInstant,
  RELATIVE_TIME_REFRESH_MS,
  relativeTimeOf,
} from '../../shared/blocks/relative-time-rules';
import { relativeTimeRuntimeMessages as text } from '../../shared/messages/en-US/runtime/relative-time';

interface Watched {
  node: HTMLElement;
  instant: number;
  dateText: string;
}

function wording(watched: Watched, now: number): string {
  const state = relativeTimeOf(watched.instant, now);
  if (state.kind === 'just-now') return text.justNow;
  if (state.kind === 'seconds')
    return state.seconds === 1 ? text.secondAgo : `${state.seconds}${text.secondsAgoAfterNumber}`;
  return watched.dateText;
}

export function enhanceRelativeTimes(root: ParentNode, clock: () => number = Date.now): () => void {
  const watched: Watched[] = [];
  for (const node of root.querySelectorAll<HTMLElement>('[data-timesince]')) {
    const instant = parseInstant(node.dataset.timesince);
    if (instant === undefined) {
      console.error(text.invalidDate, node);
      continue;
    }
    watched.push({ node, instant, dateText: node.textContent ?? '' });
  }
  if (watched.length === 0) return () => {};

  let timer: ReturnType<typeof setInterval> | undefined;
  const refresh = () => {
    const now = clock();
    let recent = false;
    for (const item of watched) {
      const next = wording(item, now);
      if (item.node.textContent !== next) item.node.textContent = next;
      if (next !== item.dateText || item.instant > now) recent = true;
    }
    // Nothing will change any more (all show their dates and none is ahead): stop the timer.
    if (!recent && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
  refresh();
  timer = setInterval(refresh, RELATIVE_TIME_REFRESH_MS);
  return () => {
    if (timer !== undefined) clearInterval(timer);
    for (const item of watched) item.node.textContent = item.dateText;
  };
}
