import { SUMMARY_COLLECTION_TYPES } from '../../../shared/blocks/summary';
import { CollectionPicker } from '../../layout-editor/collection-picker';
import type { PickerProps } from '../../layout-editor/pickers';
import { t } from '../../text';

const summarised: ReadonlySet<string> = new Set(SUMMARY_COLLECTION_TYPES);

/** Chooses the collection a summary block shows: one of the site's blogs, shop, events or gallery pages. */
export function SummaryCollectionPicker(props: PickerProps) {
  return (
    <CollectionPicker
      {...props}
      accepts={(page) => summarised.has(page.type)}
      labelOf={(page) => t('owners.taxonomy.picker.type', { title: page.title, type: page.type })}
      text={{
        loading: t('owners.taxonomy.picker.loading'),
        choose: t('owners.taxonomy.picker.choose'),
        gone: t('owners.taxonomy.picker.gone'),
        loadFailed: t('owners.taxonomy.picker.loadFailed'),
      }}
    />
  );
}
