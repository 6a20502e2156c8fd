import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MediaAsset, MediaKind, MediaPage, MediaUpdate } from '../../../shared/api/media';
import type { ErrorBody } from '../../../shared/errors';
import { api, apiGet, readCookie } from '../../api/client';
import { queryKeys } from '../../app/queries';
import { t } from '../../text';

/**
 * The media library's calls (contract: src/shared/api/media.ts). Lists and edits go through the
 * app's JSON client; file bodies go through XMLHttpRequest, the one browser API that reports
 * upload progress reliably and can be aborted mid-body.
 */
export const MEDIA_PATH = '/api/rest/media';

// The spec's upload and rename messages (media-and-platform §8) are the catalogue's library.*
// keys, shown verbatim; the media area's messages bring them into the owners' catalogue.

export interface MediaFilter {
  search: string;
  kind: MediaKind | '';
}

export const mediaListKey = (filter: MediaFilter) => [...queryKeys.media, 'list', filter] as const;

function listPath(filter: MediaFilter, cursor: string | null): string {
  const query = new URLSearchParams();
  if (filter.search.trim() !== '') query.set('search', filter.search.trim());
  if (filter.kind) query.set('kind', filter.kind);
  if (cursor) query.set('cursor', cursor);
  const text = query.toString();
  return text ? `${MEDIA_PATH}?${text}` : MEDIA_PATH;
}

/** One filtered list, paged by the server's cursor ("Load more"). */
export function useMediaList(filter: MediaFilter) {
  return useInfiniteQuery({
    queryKey: mediaListKey(filter),
    queryFn: ({ pageParam }) => apiGet<MediaPage>(listPath(filter, pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** Edits (alt, title, focal point, rename): every list showing the asset is refreshed. */
export function useUpdateAsset(assetId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (update: MediaUpdate) => api<MediaAsset>('PATCH', `${MEDIA_PATH}/${assetId}`, update),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.media }),
  });
}

export function useDeleteAsset(assetId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<void>('DELETE', `${MEDIA_PATH}/${assetId}`),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.media }),
  });
}

/** A failed or cancelled upload, with the message to show under the spec's title. */
export class UploadError extends Error {
  constructor(
    readonly reason: 'cancelled' | 'network' | 'refused',
    message: string,
    readonly status = 0,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

export interface UploadHandle {
  done: Promise<MediaAsset>;
  abort: () => void;
}

/**
 * Sends one file as multipart (`file`): POST to add, PUT `/:id/file` to replace. `onProgress`
 * gets the share of the body sent (0..1). A stale crumb is refreshed by the server's answer and
 * the upload is sent once more, as the JSON client does.
 */
export function sendFile(file: File, onProgress: (share: number) => void, replaceId?: string): UploadHandle {
  let current: XMLHttpRequest | null = null;
  let aborted = false;
  const attempt = (retried: boolean): Promise<MediaAsset> =>
    new Promise<MediaAsset>((resolve, reject) => {
      const request = new XMLHttpRequest();
      current = request;
      request.open(replaceId ? 'PUT' : 'POST', replaceId ? `${MEDIA_PATH}/${replaceId}/file` : MEDIA_PATH);
      request.setRequestHeader('accept', 'application/json');
      const crumb = readCookie('crumb');
      if (crumb) request.setRequestHeader('x-csrf-token', crumb);
      request.responseType = 'text';
      request.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
      request.onabort = () => reject(new UploadError('cancelled', t('library.fileProcessingCancelled')));
      request.onerror = () => reject(new UploadError('network', t('library.fileUploadIncomplete')));
      request.onload = () => {
        let body: unknown;
        try {
          body = JSON.parse(request.responseText);
        } catch {
          body = null;
        }
        if (request.status >= 200 && request.status < 300 && body) {
          onProgress(1);
          resolve(body as MediaAsset);
          return;
        }
        const error = body as Partial<ErrorBody> | null;
        if (error?.crumbFail && !retried && !aborted) {
          attempt(true).then(resolve, reject);
          return;
        }
        reject(new UploadError('refused', error?.error || t('library.uploadError'), request.status));
      };
      const form = new FormData();
      form.append('file', file, file.name);
      request.send(form);
    });
  return {
    done: attempt(false),
    abort: () => {
      aborted = true;
      current?.abort();
    },
  };
}
