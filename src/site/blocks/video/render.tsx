import type { CSSProperties } from 'react';
import type { LayoutBlock } from '../../../shared/layout/layout';
import type { VideoData } from '../../../shared/blocks/video';
import { safeMediaSrc } from '../../../shared/links/media';
import {
  isMediaVideo,
  mediaVideoType,
  parseVideoEmbed,
  playerUrl,
  type VideoEmbed,
} from '../../../shared/media/video-embed';
import { useBlockResources } from '../resources';
import { columnSizes, ResponsiveImage } from '../../images/responsive-image';
import { GRID_COLUMNS } from '../../../shared/layout/layout';
import { t } from '../../text';

/** The shape of a player whose size nobody told us (the providers' default 16:9). */
const DEFAULT_SIZE = { width: 640, height: 360 };

function boxSize(data: VideoData): { width: number; height: number } {
  if (data.aspectRatio !== 'original') {
    const [width, height] = data.aspectRatio.split(':').map(Number);
    if (width && height) return { width: width * 100, height: height * 100 };
  }
  const { width, height } = data.oembed ?? {};
  return width && height ? { width, height } : DEFAULT_SIZE;
}

/**
 * YouTube's thumbnails live at a known address, so a YouTube video has one even before (or
 * without) its oEmbed answer; the others need the answer.
 */
function providerThumbnail(embed: VideoEmbed, data: VideoData): string | undefined {
  if (data.oembed?.url === data.url && data.oembed.thumbnailUrl)
    return safeMediaSrc(data.oembed.thumbnailUrl);
  return embed.provider === 'YouTube' ? `https://i.ytimg.com/vi/${embed.id}/hqdefault.jpg` : undefined;
}

const titleOf = (data: VideoData, fallback: string) =>
  data.title || (data.oembed?.url === data.url ? data.oembed.title : undefined) || fallback;

/**
 * A video (media-and-platform §3 "Video embed", §4 "Video"). An embedded video renders as its
 * thumbnail with a real play button: nothing of the provider (script, frame, cookie) loads until
 * the visitor presses it (the "video" runtime feature swaps in the privacy-enhanced player then,
 * and asks first where the site's cookie policy needs consent). An uploaded video file plays in
 * a native `<video>`, fetched only when played.
 */
export function VideoBlock({ block }: { block: LayoutBlock<VideoData> }) {
  const data = block.data;
  const { thirdPartiesNeedConsent = false, videoSizes = {} } = useBlockResources();
  const span = block.grid?.span ?? GRID_COLUMNS;
  const caption = data.caption !== '' && (
    <figcaption className="sqs-block-video__caption">{data.caption}</figcaption>
  );
  const poster = safeMediaSrc(data.poster);

  if (isMediaVideo(data.url)) {
    // The file's own size (read on upload) reserves its box: no layout shift when it loads.
    const { width, height } =
      data.aspectRatio === 'original' ? (videoSizes[data.url] ?? DEFAULT_SIZE) : boxSize(data);
    const type = mediaVideoType(data.url);
    return (
      <figure className={`sqs-block sqs-block-video sqs-video--${data.mode}`}>
        <video
          className="sqs-video__native"
          controls
          preload="none"
          playsInline
          width={width}
          height={height}
          poster={poster}
          aria-label={data.title || undefined}
          data-video-native=""
        >
          <source src={data.url} {...(type ? { type } : {})} />
        </video>
        {caption}
      </figure>
    );
  }

  const parsed = parseVideoEmbed(data.url);
  if (!parsed.ok) return null;
  const { embed } = parsed;
  const title = titleOf(data, t('site.video.defaultTitle', { provider: embed.provider }));
  const size = boxSize(data);
  const privacy = data.privacyEnhanced;
  const playerOptions = { privacy, ...(data.oembed?.playerUrl ? { playerUrl: data.oembed.playerUrl } : {}) };
  // Loading the provider's own thumbnail reaches the provider: not before consent where it is needed.
  const thumbnail = poster ?? (thirdPartiesNeedConsent ? undefined : providerThumbnail(embed, data));
  const style = {
    '--video-ratio': `${size.width} / ${size.height}`,
    '--video-ratio-number': String(Math.round((size.width / size.height) * 10_000) / 10_000),
  } as CSSProperties;
  return (
    <figure className={`sqs-block sqs-block-video sqs-video--${data.mode}`}>
      <div
        className="sqs-video"
        style={data.mode === 'none' ? { ...style, maxWidth: `${size.width}px` } : style}
        data-video=""
        data-provider={embed.provider}
        data-title={title}
        data-mode={data.mode}
        data-player-url={playerUrl(embed, { ...playerOptions, autoplay: true })}
        data-player-url-muted={playerUrl(embed, { ...playerOptions, autoplay: true, muted: true })}
        {...(data.forceAutoplay ? { 'data-force-autoplay': '' } : {})}
        {...(thirdPartiesNeedConsent ? { 'data-consent-required': '' } : {})}
      >
        {thumbnail !== undefined && (
          <ResponsiveImage
            className="sqs-video__thumbnail"
            src={thumbnail}
            alt=""
            width={size.width}
            height={size.height}
            sizes={columnSizes(span / GRID_COLUMNS)}
            large={span >= GRID_COLUMNS / 2}
          />
        )}
        {/* Revealed by the runtime: without JavaScript the link below is the way to the video. */}
        <button type="button" className="sqs-video__play" aria-label={t('site.video.play', { title })} hidden>
          <svg className="sqs-video__icon" viewBox="0 0 68 48" aria-hidden="true" focusable="false">
            <path
              className="sqs-video__icon-bg"
              d="M66.5 7.7A8.6 8.6 0 0 0 60.5 1.6C55.2 0 34 0 34 0S12.8 0 7.5 1.6A8.6 8.6 0 0 0 1.5 7.7C0 13 0 24 0 24s0 11 1.5 16.3a8.6 8.6 0 0 0 6 6.1C12.8 48 34 48 34 48s21.2 0 26.5-1.6a8.6 8.6 0 0 0 6-6.1C68 35 68 24 68 24s0-11-1.5-16.3z"
            />
            <path className="sqs-video__icon-arrow" d="M45 24 27 14v20z" />
          </svg>
        </button>
        <p className="sqs-video__title" aria-hidden="true">
          {title}
        </p>
        <a
          className="sqs-video__link"
          href={embed.canonicalUrl}
          rel="noopener noreferrer"
          target="_blank"
          data-video-link=""
        >
          {t('site.video.watchOn', { title, provider: embed.provider })}
          <span className="sr-only"> {t('site.opensInNewWindow')}</span>
        </a>
      </div>
      {caption}
    </figure>
  );
}
