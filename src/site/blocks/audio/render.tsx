import type { AudioData } from '../../../shared/blocks/audio';
import type { LayoutBlock } from '../../../shared/layout/layout';
import { safeHref } from '../../../shared/links/classify';
import { audioFileType, isAudioFileUrl, isSoundCloudUrl } from '../../../shared/media/third-party-embeds';
import { t } from '../../text';

/**
 * Audio (visitor-runtime §1 "audio", "soundcloud"). A file plays in the browser's own `<audio>`
 * player, fetched only when played. A SoundCloud address renders as a link to the track (enough
 * without JavaScript) and a play button the `soundcloud` feature reveals: SoundCloud's player
 * frame loads only when the visitor presses it.
 */
export function AudioBlock({ block }: { block: LayoutBlock<AudioData> }) {
  const { url, title, artist, caption } = block.data;
  const name = title || t('site.audio.untitled');
  const heading = (title !== '' || artist !== '') && (
    <p className="sqs-audio__meta">
      {title !== '' && <span className="sqs-audio__title">{title}</span>}
      {artist !== '' && <span className="sqs-audio__artist">{artist}</span>}
    </p>
  );
  const captionElement = caption !== '' && <figcaption className="sqs-audio__caption">{caption}</figcaption>;

  if (isSoundCloudUrl(url)) {
    const href = safeHref(url);
    if (href === undefined) return null;
    return (
      <figure
        className="sqs-block sqs-block-audio sqs-audio--soundcloud"
        data-soundcloud=""
        data-soundcloud-url={href}
      >
        {heading}
        <div className="sqs-audio__player" data-soundcloud-player="">
          <button type="button" className="sqs-button sqs-audio__play" data-soundcloud-play="" hidden>
            {t('site.audio.soundCloudPlay')}
          </button>
          <a className="sqs-audio__link" href={href} target="_blank" rel="noopener noreferrer">
            {t('site.audio.soundCloudListen')}
          </a>
          <p className="sqs-audio__notice">{t('site.audio.soundCloudNotice')}</p>
        </div>
        {captionElement}
      </figure>
    );
  }

  if (!isAudioFileUrl(url)) return null;
  const type = audioFileType(url);
  return (
    <figure className="sqs-block sqs-block-audio">
      {heading}
      <audio
        className="sqs-audio__native"
        controls
        preload="none"
        aria-label={t('site.audio.label', { title: name })}
      >
        <source src={url} {...(type ? { type } : {})} />
      </audio>
      {captionElement}
    </figure>
  );
}
