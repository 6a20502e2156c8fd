import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { VideoEmbedPreview } from '../../../shared/api/video-embeds';
import { parseVideoEmbed } from '../../../shared/media/video-embed';
import { apiGet, ApiError } from '../../api/client';
import type { PickerProps } from '../../layout-editor/pickers';
import { messageOf } from '../../ui/status';
import { t } from '../../text';

/** The address the preview is for, once the owner has stopped typing for a moment. */
function useSettled(value: string, delayMs = 400): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * The video block's address in the page editor, with the provider's thumbnail and title under it
 * once a provider's address is entered (GET /api/rest/video-embeds; the save stores the same
 * answer). Uploaded video files need no look-up.
 */
export default function VideoUrlField({ id, value, onChange, invalid, describedBy }: PickerProps) {
  const settled = useSettled(value.trim());
  const isEmbed = parseVideoEmbed(settled).ok;
  const preview = useQuery({
    queryKey: ['video-embed-preview', settled],
    queryFn: () => apiGet<VideoEmbedPreview>(`/api/rest/video-embeds?url=${encodeURIComponent(settled)}`),
    enabled: isEmbed,
    retry: false,
    staleTime: 5 * 60_000,
  });
  const oembed = preview.data?.oembed;
  return (
    <>
      <input
        id={id}
        type="text"
        inputMode="url"
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
      {isEmbed && (
        <div className="video-preview" role="status" aria-live="polite">
          {preview.isPending && <span className="muted">{t('owners.media.video.lookingUp')}</span>}
          {oembed && (
            <>
              {oembed.thumbnailUrl && (
                <img className="video-preview__thumbnail" src={oembed.thumbnailUrl} alt="" width={160} />
              )}
              <span className="video-preview__text">
                <strong>
                  {oembed.title || t('owners.media.video.untitled', { provider: oembed.provider })}
                </strong>
                {oembed.authorName && <span className="muted"> {oembed.authorName}</span>}
              </span>
            </>
          )}
          {preview.data && !oembed && <span className="muted">{preview.data.message}</span>}
          {preview.error && (
            <span className="field__error">
              {preview.error instanceof ApiError
                ? (preview.error.fieldErrors.url ?? messageOf(preview.error))
                : messageOf(preview.error)}
            </span>
          )}
        </div>
      )}
    </>
  );
}
