import { useEffect, useState } from 'react';
import type { Layout } from '../../shared/layout/layout';
import { ApiError } from '../api/client';
import { messageOf } from '../ui/status';
import type { SaveState } from './save-status';

const SAVE_DELAY_MS = 500;

/**
 * Autosave: a valid draft is saved shortly after the last change; an invalid one is kept and
 * explained; a failed save waits for `retry`. Leaving with unsaved changes asks first.
 * `savedCount` grows with every save, so a preview of the page can reload.
 */
export function useAutosave({
  layout,
  initialLayout,
  invalidCount,
  store,
}: {
  layout: Layout;
  initialLayout: Layout;
  /** How many fields are wrong (0: the draft is valid and may be saved; null: not checked yet, wait). */
  invalidCount: number | null;
  store: (layout: Layout) => Promise<void>;
}) {
  const [savedLayout, setSavedLayout] = useState(initialLayout);
  const [request, setRequest] = useState<
    { kind: 'idle' } | { kind: 'saving' } | { kind: 'failed'; message: string }
  >({ kind: 'idle' });
  const [retries, setRetries] = useState(0);
  const [savedCount, setSavedCount] = useState(0);

  useEffect(() => {
    if (layout === savedLayout || invalidCount === null || invalidCount > 0) return;
    const timer = window.setTimeout(async () => {
      setRequest({ kind: 'saving' });
      try {
        await store(layout);
        setSavedLayout(layout);
        setRequest({ kind: 'idle' });
        setSavedCount((count) => count + 1);
      } catch (error) {
        const fields = error instanceof ApiError ? Object.values(error.fieldErrors).join(' ') : '';
        setRequest({ kind: 'failed', message: `${messageOf(error)}${fields ? ` ${fields}` : ''}` });
      }
    }, SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [layout, savedLayout, invalidCount, store, retries]);

  const state: SaveState =
    layout === savedLayout
      ? { kind: 'saved' }
      : invalidCount !== null && invalidCount > 0
        ? { kind: 'invalid', count: invalidCount }
        : request.kind === 'idle'
          ? { kind: 'pending' }
          : request;

  // Never lose an edit silently: leaving with unsaved changes asks first.
  useEffect(() => {
    if (state.kind === 'saved') return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [state.kind]);

  return { state, retry: () => setRetries((count) => count + 1), savedCount };
}
