import type { FormDefinition } from '../../../shared/forms/definition';
import { FormFieldView } from '../../../site/blocks/form/form-fields';
import { t } from '../../text';

/**
 * A live sketch of the form as it is being built, drawn by the same field components the
 * published page uses (without the site's styles; owner HTML shown as text, never run in the app). Inert: it shows, it does not take input.
 */
export function FormPreview({ definition }: { definition: FormDefinition }) {
  return (
    <div className="form-preview" aria-hidden="true" inert>
      <h2>{t('owners.forms.preview.title')}</h2>
      <div className="form-preview__body">
        {definition.fields.map((field) => (
          <FormFieldView key={field.id} formId="preview" field={field} error={undefined} posted={{}} />
        ))}
        {definition.settings.disclaimer.enabled && (
          <p className="form-preview__disclaimer">
            {definition.settings.disclaimer.html.replace(/<[^>]*>/g, ' ').trim()}
          </p>
        )}
        <button type="button" className="button button--primary" tabIndex={-1}>
          {definition.settings.submitButtonText || t('owners.forms.preview.submit')}
        </button>
      </div>
    </div>
  );
}
