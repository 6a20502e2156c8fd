import { TextField } from '../../ui/field';
import { ImageField } from '../media/image-field';
import type { ProductDraft } from './product-form';
import { t } from '../../text';

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
      <legend>{t('owners.store.product.video.legend')}</legend>
      <TextField
        label={t('owners.store.product.video.url')}
        value={video.url}
        inputMode="url"
        placeholder={t('owners.store.product.video.urlPlaceholder')}
        hint={t('owners.store.product.video.urlHint')}
        onChange={(event) => set({ url: event.target.value })}
        error={errorOf('video.url')}
      />
      {video.url.trim() !== '' && (
        <>
          <TextField
            label={t('owners.store.product.video.title')}
            value={video.title}
            maxLength={200}
            hint={t('owners.store.product.video.titleHint')}
            onChange={(event) => set({ title: event.target.value })}
            error={errorOf('video.title')}
          />
          <ImageField
            label={t('owners.store.product.video.poster')}
            value={video.poster}
            hint={t('owners.store.product.video.posterHint')}
            onChange={(poster) => set({ poster })}
            error={errorOf('video.poster')}
          />
        </>
      )}
    </fieldset>
  );
}
