import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { MediaAsset } from '../../../shared/api/media';
import { queryKeys } from '../../app/queries';
import { t } from '../../text';
import { sendFile, UploadError, type UploadHandle } from './media-api';

export type UploadState = 'waiting' | 'uploading' | 'done' | 'failed' | 'cancelled';

export interface UploadItem {
  key: string;
  name: string;
  bytes: number;
  /** Share of the body sent, 0..1. */
  progress: number;
  state: UploadState;
  /** The server's (or the browser's) reason, shown under the spec's title. */
  message?: string;
  asset?: MediaAsset;
}

/** Uploads running at once; the rest wait their turn (the server and a 2-core host stay calm). */
const PARALLEL = 3;
/** Finished uploads leave the list after a moment; failures stay until dismissed. */
const DONE_LINGER_MS = 4000;

let counter = 0;

/**
 * A queue of uploads, each with its own progress and cancel. `onUploaded` hears of each new
 * asset (the picker selects it); every media list is refreshed as files arrive.
 */
export function useUploads(onUploaded?: (asset: MediaAsset) => void) {
  const client = useQueryClient();
  const [items, setItems] = useState<UploadItem[]>([]);
  const files = useRef(new Map<string, File>());
  const handles = useRef(new Map<string, UploadHandle>());
  const notify = useRef(onUploaded);
  useEffect(() => {
    notify.current = onUploaded;
  });

  const patch = useCallback((key: string, change: Partial<UploadItem>) => {
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  // Starts waiting uploads while fewer than PARALLEL run.
  useEffect(() => {
    const running = items.filter((item) => item.state === 'uploading').length;
    const next = items.filter((item) => item.state === 'waiting').slice(0, Math.max(0, PARALLEL - running));
    for (const item of next) {
      const file = files.current.get(item.key);
      // Started already (React may run this effect again before the state change lands).
      if (!file || handles.current.has(item.key)) continue;
      const handle = sendFile(file, (progress) => patch(item.key, { progress }));
      handles.current.set(item.key, handle);
      patch(item.key, { state: 'uploading' });
      handle.done.then(
        (asset) => {
          patch(item.key, { state: 'done', progress: 1, asset });
          void client.invalidateQueries({ queryKey: queryKeys.media });
          notify.current?.(asset);
          window.setTimeout(
            () => setItems((current) => current.filter((entry) => entry.key !== item.key)),
            DONE_LINGER_MS,
          );
        },
        (error: unknown) => {
          const cancelled = error instanceof UploadError && error.reason === 'cancelled';
          patch(item.key, {
            state: cancelled ? 'cancelled' : 'failed',
            message: error instanceof Error ? error.message : t('library.uploadError'),
          });
        },
      );
      handle.done
        .catch(() => undefined)
        .finally(() => {
          handles.current.delete(item.key);
          files.current.delete(item.key);
        });
    }
  }, [items, patch, client]);

  // Leaving the screen stops what is still being sent.
  useEffect(() => {
    const running = handles.current;
    return () => running.forEach((handle) => handle.abort());
  }, []);

  const add = useCallback((list: Iterable<File>) => {
    const added: UploadItem[] = [];
    for (const file of list) {
      const key = `upload-${++counter}`;
      files.current.set(key, file);
      added.push({ key, name: file.name, bytes: file.size, progress: 0, state: 'waiting' });
    }
    if (added.length > 0) setItems((current) => [...current, ...added]);
  }, []);

  const cancel = useCallback(
    (key: string) => {
      const handle = handles.current.get(key);
      if (handle) handle.abort();
      else {
        files.current.delete(key);
        patch(key, { state: 'cancelled', message: t('library.fileProcessingCancelled') });
      }
    },
    [patch],
  );

  const dismiss = useCallback((key: string) => {
    setItems((current) => current.filter((item) => item.key !== key));
  }, []);

  return { items, add, cancel, dismiss };
}
