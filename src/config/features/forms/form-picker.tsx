import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { FormListAnswer } from '../../../shared/api/forms-answers';
import type { FormKind } from '../../../shared/forms/definition';
import { apiGet } from '../../api/client';
import { queryKeys } from '../../app/queries';
import { rich, t } from '../../text';

/**
 * Chooses one of the site's forms for a form or newsletter block (the page editor draws it for
 * block fields marked `z.meta({ picker: 'form' | 'newsletter-form' })`).
 */
export function FormPicker({
  id,
  kind,
  value,
  onChange,
  describedBy,
  invalid,
}: {
  id: string;
  kind: FormKind;
  value: string;
  onChange: (value: string) => void;
  describedBy?: string | undefined;
  invalid?: boolean;
}) {
  const forms = useQuery({
    queryKey: queryKeys.forms,
    queryFn: () => apiGet<FormListAnswer>('/api/rest/forms').then((body) => body.forms),
  });
  const choices = (forms.data ?? []).filter((form) => form.kind === kind);
  const known = value === '' || choices.some((form) => form.id === value);
  return (
    <>
      <select
        id={id}
        value={value}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
        aria-busy={forms.isPending}
      >
        <option value="">
          {forms.isPending
            ? t('owners.forms.picker.loading')
            : kind === 'newsletter'
              ? t('owners.forms.picker.chooseNewsletter')
              : t('owners.forms.picker.chooseForm')}
        </option>
        {!known && !forms.isPending && <option value={value}>{t('owners.forms.picker.gone')}</option>}
        {choices.map((form) => (
          <option key={form.id} value={form.id}>
            {form.name}
          </option>
        ))}
      </select>
      {forms.isError && <p className="field__error">{t('owners.forms.picker.loadFailed')}</p>}
      {forms.isSuccess && choices.length === 0 && (
        <p className="field__hint">
          {rich('owners.forms.picker.none', {
            kind,
            create: (chunks) => <Link to="/forms">{chunks}</Link>,
          })}
        </p>
      )}
      {value !== '' && known && (
        <p className="field__hint">
          <Link to={`/forms/${value}`}>{t('owners.forms.picker.edit')}</Link> ·{' '}
          <Link to={`/forms/${value}/submissions`}>{t('owners.forms.picker.submissions')}</Link>
        </p>
      )}
    </>
  );
}
