import type { AlbumData } from '../../../shared/blocks/album';
import { safeMediaSrc } from '../../../shared/links/media';
import type { LayoutBlock } from '../../../shared/layout/layout';
import { t } from '../../text';

/**
 * Album: the browser's own <audio> player (its controls are keyboard accessible), loaded with
 * the first track, and the track list. Without JavaScript each track is a link to its file; the
 * `album` feature (pages with two tracks or more) makes the links play in the player and moves
 * on to the next track when one ends.
 */
export function AlbumBlock({ block }: { block: LayoutBlock<AlbumData> }) {
  const { title, artist } = block.data;
  const tracks = block.data.tracks.flatMap((track) => {
    const src = safeMediaSrc(track.src);
    return src === undefined ? [] : [{ title: track.title, src }];
  });
  const headingId = `album-${block.id}`;
  return (
    <section
      className="sqs-block sqs-block-album album"
      aria-labelledby={title ? headingId : undefined}
      data-album=""
    >
      {title !== '' && (
        <h3 className="album__title" id={headingId}>
          {title}
        </h3>
      )}
      {artist !== '' && <p className="album__artist">{artist}</p>}
      {tracks.length === 0 ? (
        <p>{t('site.album.empty')}</p>
      ) : (
        <>
          <audio
            className="album__player"
            controls
            preload="none"
            src={tracks[0]!.src}
            aria-label={tracks[0]!.title}
          >
            <a href={tracks[0]!.src}>{tracks[0]!.title}</a>
          </audio>
          <ol className="album__tracks" aria-label={t('site.album.tracks')}>
            {tracks.map((track, index) => (
              <li key={index}>
                <a
                  className="album__track"
                  href={track.src}
                  data-album-track={index}
                  aria-current={index === 0 ? 'true' : undefined}
                >
                  <span className="album__number" aria-hidden="true">
                    {index + 1}
                  </span>
                  <span className="album__track-title">{track.title}</span>
                </a>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
