import { Link } from 'react-router';
import { rich, t } from '../../text';
import type { PickerProps } from '../../layout-editor/pickers';
import { useDonatePages } from './donate-pages-query';

/**
 * Chooses one of the site's donate pages by its title for a donation block (the page editor draws
 * it for block fields marked `z.meta({ picker: 'donate-page' })`).
 */
export function DonatePagePicker({ id, value, onChange, describedBy, invalid }: PickerProps) {
  const pages = useDonatePages();
  const choices = pages.data?.pages ?? [];
  const known = value === '' || choices.some((page) => page.id === value);
  return (
    <>
      <select
        id={id}
        value={value}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        aria-busy={pages.isPending}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">
          {pages.isPending ? t('owners.donatePages.picker.loading') : t('owners.donatePages.picker.choose')}
        </option>
        {!known && !pages.isPending && <option value={value}>{t('owners.donatePages.picker.gone')}</option>}
        {choices.map((page) => (
          <option key={page.id} value={page.id}>
            {page.title}
          </option>
        ))}
      </select>
      {pages.isError && <p className="field__error">{t('owners.donatePages.picker.loadFailed')}</p>}
      {pages.isSuccess && choices.length === 0 && (
        <p className="field__hint">
          {rich('owners.donatePages.picker.none', {
            create: (chunks) => <Link to="/store/donations/pages/new">{chunks}</Link>,
          })}
        </p>
      )}
      {value !== '' && known && (
        <p className="field__hint">
          <Link to={`/store/donations/pages/${value}`}>{t('owners.donatePages.picker.edit')}</Link>
        </p>
      )}
    </>
  );
}
