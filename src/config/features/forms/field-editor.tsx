import { useId } from 'react';
import type { FormField } from '../../../shared/forms/definition';
import { TextArea, TextField } from '../../ui/field';
import { FIELD_TYPE_LABELS, moveItem } from './builder-logic';

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
      aria-label={`${FIELD_TYPE_LABELS[field.type]} field settings`}
    >
      <legend>
        {FIELD_TYPE_LABELS[field.type]} field <span className="form-field-editor__id">id: {field.id}</span>
      </legend>
      {errors[''] && (
        <p className="field__error" role="alert">
          {errors['']}
        </p>
      )}
      {field.type === 'hidden' ? (
        <>
          <TextField
            label="Key (query parameter name)"
            value={field.key}
            onChange={(event) => onChange({ key: event.target.value })}
            error={errors.key}
            hint="A link like /contact?utm_source=flyer fills this field with “flyer”."
          />
          <TextField
            label="Value (default)"
            value={field.value}
            onChange={(event) => onChange({ value: event.target.value })}
            error={errors.value}
          />
          <TextField
            label="Label in submissions (optional)"
            value={field.title}
            onChange={(event) => onChange({ title: event.target.value })}
            error={errors.title}
          />
        </>
      ) : (
        <>
          <TextField
            label="Label"
            value={field.title}
            onChange={(event) => onChange({ title: event.target.value })}
            error={errors.title}
          />
          <TextArea
            label="Description"
            value={text('description')}
            onChange={(value) => onChange({ description: value })}
            error={errors.description}
            rows={2}
          />
        </>
      )}
      {hasPlaceholder(field) && (
        <TextField
          label="Placeholder"
          value={text('placeholder')}
          onChange={(event) => onChange({ placeholder: event.target.value })}
          error={errors.placeholder}
        />
      )}
      {field.type === 'textarea' && (
        <TextField
          label="Maximum length (characters)"
          type="number"
          min={0}
          step={1}
          value={String(field.maxLength)}
          onChange={(event) =>
            onChange({ maxLength: event.target.value === '' ? 0 : Number(event.target.value) })
          }
          error={errors.maxLength}
          hint="0 means no limit. With a limit, visitors see a live count."
        />
      )}
      {field.type === 'currency' && (
        <TextField
          label="Currency symbol"
          value={field.currencySymbol}
          maxLength={4}
          onChange={(event) => onChange({ currencySymbol: event.target.value })}
          error={errors.currencySymbol}
        />
      )}
      {field.type === 'phone' && (
        <CheckField
          label="Show country code"
          checked={field.showCountryCode}
          onChange={(checked) => onChange({ showCountryCode: checked })}
        />
      )}
      {field.type === 'section' && (
        <CheckField
          label="Underline"
          checked={field.underline}
          onChange={(checked) => onChange({ underline: checked })}
        />
      )}
      {hasOptions(field) && (
        <OptionsEditor
          label={field.type === 'likert' ? 'Statements' : 'Options'}
          options={field.options}
          errors={errors}
          onChange={(options) => onChange({ options })}
        />
      )}
      {'required' in field && (
        <CheckField
          label="Required"
          checked={field.required}
          onChange={(checked) => onChange({ required: checked })}
        />
      )}
    </fieldset>
  );
}

function OptionsEditor({
  label,
  options,
  errors,
  onChange,
}: {
  label: string;
  options: string[];
  errors: Errors;
  onChange: (options: string[]) => void;
}) {
  const singular = label === 'Statements' ? 'Statement' : 'Option';
  return (
    <fieldset className="field-group">
      <legend>{label}</legend>
      {errors.options && (
        <p className="field__error" role="alert">
          {errors.options}
        </p>
      )}
      <ol className="options-list">
        {options.map((option, index) => (
          <li key={index} className="options-list__item">
            <TextField
              label={`${singular} ${index + 1}`}
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
                aria-label={`Move ${singular.toLowerCase()} ${index + 1} up`}
                disabled={index === 0}
                onClick={() => onChange(moveItem(options, index, -1))}
              >
                ↑
              </button>
              <button
                type="button"
                className="button button--small"
                aria-label={`Move ${singular.toLowerCase()} ${index + 1} down`}
                disabled={index === options.length - 1}
                onClick={() => onChange(moveItem(options, index, 1))}
              >
                ↓
              </button>
              <button
                type="button"
                className="button button--small button--danger"
                aria-label={`Remove ${singular.toLowerCase()} ${index + 1}`}
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
        onClick={() => onChange([...options, `${singular} ${options.length + 1}`])}
      >
        Add {singular.toLowerCase()}
      </button>
    </fieldset>
  );
}
