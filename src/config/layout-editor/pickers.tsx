import { lazy, Suspense, type ComponentType } from 'react';
import { EventsCollectionPicker } from '../features/events/events-collection-picker';
import { FormPicker } from '../features/forms/form-picker';
import { DonatePagePicker } from '../features/store/donate-page-picker';
import { SummaryCollectionPicker } from '../features/taxonomy/summary-collection-picker';
import { t } from '../text';

// Loaded when an image block is first selected, so the editor's first load does not carry it.
const ImageBlockField = lazy(() => import('../features/media/image-block-field'));
const GalleryItemsField = lazy(() => import('../features/media/gallery-items-field'));
const PosterField = lazy(() => import('../features/media/poster-field'));
const VideoUrlField = lazy(() => import('../features/media/video-url-field'));
const MapAddressField = lazy(() => import('../features/maps/map-address-field'));
const MapStyleField = lazy(() => import('../features/maps/map-style-field'));
const AudioField = lazy(() => import('../features/media/audio-field'));
// Tiptap and ProseMirror: their own chunk, fetched when a text block's settings first open.
const RichTextEditor = lazy(() => import('./rich-text/rich-text-editor'));
const loading = <span className="muted">{t('owners.layoutEditor.loading')}</span>;

export interface PickerProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  describedBy: string | undefined;
  /** The id of the field's visible label, for pickers that are a group of controls. */
  labelId: string;
  /** The block's other values, and a way to change several at once (an image sets its size too). */
  data: Record<string, unknown>;
  onPatch: (patch: Record<string, unknown>) => void;
}

/**
 * Inputs for block fields whose value is chosen from the site's own data, by the name a block
 * schema gives in `z.meta({ picker })`. An area adds its picker here.
 */
export const blockFieldPickers: Record<string, ComponentType<PickerProps>> = {
  form: (props) => <FormPicker kind="form" {...props} />,
  'newsletter-form': (props) => <FormPicker kind="newsletter" {...props} />,
  'summary-collection': SummaryCollectionPicker,
  'events-collection': (props) => <EventsCollectionPicker {...props} />,
  'donate-page': DonatePagePicker,
  image: (props) => (
    <Suspense fallback={loading}>
      <ImageBlockField {...props} />
    </Suspense>
  ),
  'gallery-items': (props) => (
    <Suspense fallback={loading}>
      <GalleryItemsField {...props} />
    </Suspense>
  ),
  poster: (props) => (
    <Suspense fallback={loading}>
      <PosterField {...props} />
    </Suspense>
  ),
  'video-url': (props) => (
    <Suspense fallback={loading}>
      <VideoUrlField {...props} />
    </Suspense>
  ),
  'map-address': (props) => (
    <Suspense fallback={loading}>
      <MapAddressField {...props} />
    </Suspense>
  ),
  audio: (props) => (
    <Suspense fallback={loading}>
      <AudioField {...props} />
    </Suspense>
  ),
  'rich-text': (props) => (
    <Suspense fallback={<span className="muted">{t('owners.editorRichText.loading')}</span>}>
      <RichTextEditor {...props} />
    </Suspense>
  ),
  'map-style': (props) => (
    <Suspense fallback={loading}>
      <MapStyleField {...props} />
    </Suspense>
  ),
};
