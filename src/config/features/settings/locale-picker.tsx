import { useMemo } from 'react';
import { localeLabel, supportedLocales } from '../../../shared/api/site-locales';
import { t } from '../../text';

/** The site's language and region: a picker of the supported locales, never free text. */
export function LocalePicker({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (locale: (typeof supportedLocales)[number]) => void;
  error?: string | undefined;
}) {
  const options = useMemo(
    () =>
      supportedLocales
        .map((locale) => ({ locale, label: localeLabel(locale) }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [],
  );
  // A locale saved before the list existed stays visible until the owner picks a listed one.
  const unlisted = !(supportedLocales as readonly string[]).includes(value);
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label htmlFor="site-locale">{t('owners.business.locale.label')}</label>
      <select
        id="site-locale"
        value={value}
        aria-describedby="site-locale-hint"
        aria-invalid={error ? true : undefined}
        onChange={(event) => onChange(event.target.value as (typeof supportedLocales)[number])}
      >
        {unlisted && <option value={value}>{value}</option>}
        {options.map(({ locale, label }) => (
          <option key={locale} value={locale}>
            {label} ({locale})
          </option>
        ))}
      </select>
      <p className="field__hint" id="site-locale-hint">
        {t('owners.business.locale.hint')}
      </p>
      {error && <p className="field__error">{error}</p>}
    </div>
  );
}
