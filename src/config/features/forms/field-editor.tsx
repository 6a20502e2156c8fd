import { useId } from 'react';
import type { FormField } from '../../../shared/forms/definition';
import { TextArea, TextField } from '../../ui/field';
import { fieldTypeLabel, moveItem } from './builder-logic';
import { t } from '../../text';

type Errors = Record<string, string>;
type Patch = Record<string, unknown>;

/** Which editable properties each kind has (media-and-platform §3). */
const hasPlaceholder = (field: FormField) =>
  ['text', 'email', 'number', 'website', 'textarea'].includes(field.type);
const hasOptions = (field: FormField): field is Extract<FormField, { options: string[] }> =>
  'options' in field;

export function CheckField({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="field field--check">
      <input id={id} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/** The properties of one field, by kind; messages from the last failed save sit at their inputs. */
export function FieldEditor({
  field,
  errors,
  onChange,
}: {
  field: FormField;
  errors: Errors;
  onChange: (patch: Patch) => void;
}) {
  const values = field as unknown as Record<string, unknown>;
  const text = (key: string) => (typeof values[key] === 'string' ? (values[key] as string) : '');
  return (
    <fieldset
      className="field-group form-field-editor"
      aria-label={t('owners.forms.field.settingsLabel', { kind: fieldTypeLabel(field.type) })}
    >
      <legend>
        {t('owners.forms.field.legend', { kind: fieldTypeLabel(field.type) })}{' '}
        <span className="form-field-editor__id">{t('owners.forms.field.id', { id: field.id })}</span>
      </legend>
      {errors[''] && (
        <p className="field__error" role="alert">
          {errors['']}
        </p>
      )}
      {field.type === 'hidden' ? (
        <>
          <TextField
            label={t('owners.forms.field.key')}
            value={field.key}
            onChange={(event) => onChange({ key: event.target.value })}
            error={errors.key}
            hint={t('owners.forms.field.keyHint')}
          />
          <TextField
            label={t('owners.forms.field.value')}
            value={field.value}
            onChange={(event) => onChange({ value: event.target.value })}
            error={errors.value}
          />
          <TextField
            label={t('owners.forms.field.submissionsLabel')}
            value={field.title}
            onChange={(event) => onChange({ title: event.target.value })}
            error={errors.title}
          />
        </>
      ) : (
        <>
          <TextField
            label={t('owners.forms.field.label')}
            value={field.title}
            onChange={(event) => onChange({ title: event.target.value })}
            error={errors.title}
          />
          <TextArea
            label={t('owners.forms.field.description')}
            value={text('description')}
            onChange={(value) => onChange({ description: value })}
            error={errors.description}
            rows={2}
          />
        </>
      )}
      {hasPlaceholder(field) && (
        <TextField
          label={t('owners.forms.field.placeholder')}
          value={text('placeholder')}
          onChange={(event) => onChange({ placeholder: event.target.value })}
          error={errors.placeholder}
        />
      )}
      {field.type === 'textarea' && (
        <TextField
          label={t('owners.forms.field.maxLength')}
          type="number"
          min={0}
          step={1}
          value={String(field.maxLength)}
          onChange={(event) =>
            onChange({ maxLength: event.target.value === '' ? 0 : Number(event.target.value) })
          }
          error={errors.maxLength}
          hint={t('owners.forms.field.maxLengthHint')}
        />
      )}
      {field.type === 'currency' && (
        <TextField
          label={t('owners.forms.field.currencySymbol')}
          value={field.currencySymbol}
          maxLength={4}
          onChange={(event) => onChange({ currencySymbol: event.target.value })}
          error={errors.currencySymbol}
        />
      )}
      {field.type === 'phone' && (
        <CheckField
          label={t('owners.forms.field.showCountryCode')}
          checked={field.showCountryCode}
          onChange={(checked) => onChange({ showCountryCode: checked })}
        />
      )}
      {field.type === 'section' && (
        <CheckField
          label={t('owners.forms.field.underline')}
          checked={field.underline}
          onChange={(checked) => onChange({ underline: checked })}
        />
      )}
      {hasOptions(field) && (
        <OptionsEditor
          kind={field.type === 'likert' ? 'statement' : 'option'}
          options={field.options}
          errors={errors}
          onChange={(options) => onChange({ options })}
        />
      )}
      {'required' in field && (
        <CheckField
          label={t('owners.forms.field.required')}
          checked={field.required}
          onChange={(checked) => onChange({ required: checked })}
        />
      )}
    </fieldset>
  );
}

function OptionsEditor({
  kind,
  options,
  errors,
  onChange,
}: {
  /** Likert scales list statements; the other kinds list options. */
  kind: 'statement' | 'option';
  options: string[];
  errors: Errors;
  onChange: (options: string[]) => void;
}) {
  return (
    <fieldset className="field-group">
      <legend>{t('owners.forms.options.legend', { kind })}</legend>
      {errors.options && (
        <p className="field__error" role="alert">
          {errors.options}
        </p>
      )}
      <ol className="options-list">
        {options.map((option, index) => (
          <li key={index} className="options-list__item">
            <TextField
              label={t('owners.forms.options.item', { kind, number: index + 1 })}
              value={option}
              onChange={(event) =>
                onChange(options.map((other, at) => (at === index ? event.target.value : other)))
              }
              error={errors[`options.${index}`]}
            />
            <span className="options-list__actions">
              <button
                type="button"
                className="button button--small"
                aria-label={t('owners.forms.options.moveUp', { kind, number: index + 1 })}
                disabled={index === 0}
                onClick={() => onChange(moveItem(options, index, -1))}
              >
                ↑
              </button>
              <button
                type="button"
                className="button button--small"
                aria-label={t('owners.forms.options.moveDown', { kind, number: index + 1 })}
                disabled={index === options.length - 1}
                onClick={() => onChange(moveItem(options, index, 1))}
              >
                ↓
              </button>
              <button
                type="button"
                className="button button--small button--danger"
                aria-label={t('owners.forms.options.remove', { kind, number: index + 1 })}
                onClick={() => onChange(options.filter((_, at) => at !== index))}
              >
                ✕
              </button>
            </span>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="button button--small"
        onClick={() =>
          onChange([...options, t('owners.forms.options.item', { kind, number: options.length + 1 })])
        }
      >
        {t('owners.forms.options.add', { kind })}
      </button>
    </fieldset>
  );
}
