import { CollectionPicker } from '../../layout-editor/collection-picker';
import type { PickerProps } from '../../layout-editor/pickers';
import { t } from '../../text';

/** Chooses one of the site's events pages for a calendar block (`z.meta({ picker: 'events-collection' })`). */
export function EventsCollectionPicker(props: PickerProps) {
  return (
    <CollectionPicker
      {...props}
      accepts={(page) => page.type === 'events'}
      labelOf={(page) => page.title}
      text={{
        loading: t('owners.events.picker.loading'),
        choose: t('owners.events.picker.choose'),
        none: t('owners.events.picker.none'),
      }}
    />
  );
}
