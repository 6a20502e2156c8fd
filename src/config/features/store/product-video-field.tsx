import { TextField } from '../../ui/field';
import { ImageField } from '../media/image-field';
import type { ProductDraft } from './product-form';

type VideoDraft = ProductDraft['video'];

/**
 * A product's video (issue 14): a provider's address or an uploaded video file's address, a
 * poster from the media library (the one image picker) and a title for the play button. The
 * product page shows it like a video block: an overlay, and the player only after a press.
 */
export function ProductVideoField({
  video,
  onChange,
  errorOf,
}: {
  video: VideoDraft;
  onChange: (video: VideoDraft) => void;
  errorOf: (path: string) => string | undefined;
}) {
  const set = (change: Partial<VideoDraft>) => onChange({ ...video, ...change });
  return (
    <fieldset className="fieldset">
      <legend>Video</legend>
      <TextField
        label="Video address"
        value={video.url}
        inputMode="url"
        placeholder="https://www.youtube.com/watch?v=…"
        hint="A YouTube, Vimeo, Wistia or Animoto address, or the address of a video in your media library. Leave empty for none."
        onChange={(event) => set({ url: event.target.value })}
        error={errorOf('video.url')}
      />
      {video.url.trim() !== '' && (
        <>
          <TextField
            label="Video title"
            value={video.title}
            maxLength={200}
            hint="Read on the play button; the provider's title when empty."
            onChange={(event) => set({ title: event.target.value })}
            error={errorOf('video.title')}
          />
          <ImageField
            label="Poster"
            value={video.poster}
            hint="Shown before the video plays, instead of the provider's thumbnail."
            onChange={(poster) => set({ poster })}
            error={errorOf('video.poster')}
          />
        </>
      )}
    </fieldset>
  );
}
