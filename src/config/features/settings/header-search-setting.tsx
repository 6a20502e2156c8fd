import type { SiteSettings } from '../../../shared/api/owners';
import { t } from '../../text';

type Header = SiteSettings['header'];

/**
 * "Show search in the header": the visitor site's header search control. On unless the owner
 * turns it off (a site saved before the setting existed has none stored, and shows it).
 */
export function HeaderSearchSetting({
  header,
  onChange,
}: {
  header: Header;
  onChange: (header: Header) => void;
}) {
  return (
    <div className="field field--check">
      <input
        id="header-search"
        type="checkbox"
        checked={header.showSearch !== false}
        aria-describedby="header-search-hint"
        onChange={(event) => onChange({ ...header, showSearch: event.target.checked })}
      />
      <label htmlFor="header-search">{t('owners.search.showInHeader')}</label>
      <p className="field__hint" id="header-search-hint">
        {t('owners.search.showInHeaderHint')}
      </p>
    </div>
  );
}
