import type { FormField } from '../../../shared/forms/definition';
import { FIELD_PARTS, LIKERT_SCALE, PART_LABELS } from '../../../shared/forms/field-kinds';
import { firstOf, inputName } from '../../../shared/forms/plain-values';
import { textareaLimit } from '../../../shared/forms/validate';
import { t } from '../../text';

export type Posted = Record<string, string | string[] | undefined>;

interface FieldProps {
  formId: string;
  field: FormField;
  error: string | undefined;
  posted: Posted;
  query?: Record<string, string | undefined>;
}

const domId = (formId: string, fieldId: string, suffix = '') => `f${formId}-${fieldId}${suffix}`;
const listOf = (value: string | string[] | undefined) =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

const INPUT_TYPES: Record<string, string> = {
  email: 'email',
  number: 'text',
  website: 'url',
  currency: 'text',
  password: 'password',
  text: 'text',
  twitter: 'text',
};
const INPUT_MODES: Record<string, 'decimal' | 'email' | 'url' | undefined> = {
  number: 'decimal',
  currency: 'decimal',
  email: 'email',
  website: 'url',
};
const AUTOCOMPLETE: Record<string, string> = {
  First: 'given-name',
  Last: 'family-name',
  Line1: 'address-line1',
  Line2: 'address-line2',
  City: 'address-level2',
  State: 'address-level1',
  Zip: 'postal-code',
  Country: 'country-name',
};

/** The message above the title (visitor-runtime §4: "shown above the field title"). Always present so the runtime can fill it. */
function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return (
    <div className="field-error" id={id} role="alert" hidden={error === undefined}>
      {error}
    </div>
  );
}

const Required = ({ required }: { required: boolean }) =>
  required ? (
    <span className="required" aria-hidden="true">
      {' *'}
    </span>
  ) : null;

/** One field of a published form: label, description, its input(s), room for its error. */
export function FormFieldView({ formId, field, error, posted, query = {} }: FieldProps) {
  const id = domId(formId, field.id);
  const errorId = `${id}-error`;
  const descriptionId = `${id}-description`;
  const common = {
    className: `form-item field ${field.type}${error ? ' error' : ''}`,
    'data-field-id': field.id,
    'data-field-type': field.type,
    id: `${id}-item`,
  };

  if (field.type === 'section') {
    return (
      <div {...common}>
        <h3 className="section-title">{field.title}</h3>
        {field.description && <p className="description">{field.description}</p>}
        {field.underline && <hr />}
      </div>
    );
  }
  if (field.type === 'hidden') {
    return (
      <input
        type="hidden"
        name={inputName.single(field.id)}
        value={firstOf(posted[inputName.single(field.id)]) ?? query[field.key] ?? field.value}
        data-field-id={field.id}
        data-query-key={field.key}
      />
    );
  }

  const described =
    [field.description ? descriptionId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const aria = { 'aria-describedby': described, 'aria-invalid': error ? true : undefined };
  const description = field.description ? (
    <p className="description" id={descriptionId}>
      {field.description}
    </p>
  ) : null;

  if (
    field.type in FIELD_PARTS ||
    field.type === 'radio' ||
    field.type === 'checkbox' ||
    field.type === 'likert'
  ) {
    return (
      <fieldset {...common} aria-describedby={described}>
        <FieldError id={errorId} error={error} />
        <legend className="title">
          {field.title}
          <Required required={field.required} />
        </legend>
        {description}
        <GroupInputs formId={formId} field={field} posted={posted} />
      </fieldset>
    );
  }

  const name = inputName.single(field.id);
  const value = firstOf(posted[name]) ?? '';
  const placeholder = 'placeholder' in field && field.placeholder ? field.placeholder : undefined;
  let control;
  if (field.type === 'textarea') {
    const limit = textareaLimit(field.maxLength);
    control = (
      <>
        <textarea
          id={id}
          name={name}
          rows={5}
          placeholder={placeholder}
          required={field.required}
          defaultValue={value}
          {...aria}
        />
        {limit !== null && (
          <div className="form-counter" data-max={limit} aria-live="polite">
            {value.length} / {limit}
          </div>
        )}
      </>
    );
  } else if (field.type === 'select') {
    control = (
      <select id={id} name={name} required={field.required} defaultValue={value} {...aria}>
        <option value="">{t('site.form.selectOption')}</option>
        {field.options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    );
  } else {
    const input = (
      <input
        id={id}
        name={name}
        type={INPUT_TYPES[field.type] ?? 'text'}
        inputMode={INPUT_MODES[field.type]}
        autoComplete={field.type === 'email' ? 'email' : undefined}
        placeholder={placeholder}
        required={field.required}
        defaultValue={value}
        {...aria}
      />
    );
    control =
      field.type === 'currency' ? (
        <span className="currency-input">
          <span className="currency-symbol" aria-hidden="true">
            {field.currencySymbol}
          </span>
          {input}
        </span>
      ) : (
        input
      );
  }
  return (
    <div {...common}>
      <FieldError id={errorId} error={error} />
      <label className="title" htmlFor={id}>
        {field.title}
        <Required required={field.required} />
      </label>
      {description}
      {control}
    </div>
  );
}

function GroupInputs({ formId, field, posted }: { formId: string; field: FormField; posted: Posted }) {
  const id = domId(formId, field.id);
  if (field.type === 'radio' || field.type === 'checkbox') {
    const name = field.type === 'radio' ? inputName.single(field.id) : inputName.checkbox(field.id);
    const chosen = listOf(posted[name]);
    return (
      <div className="option-list">
        {field.options.map((option, index) => (
          <label key={option} className="option" htmlFor={`${id}-${index}`}>
            <input
              id={`${id}-${index}`}
              type={field.type}
              name={name}
              value={option}
              defaultChecked={chosen.includes(option)}
              required={field.type === 'radio' && field.required}
            />
            {option}
          </label>
        ))}
      </div>
    );
  }
  if (field.type === 'likert') {
    return (
      <div className="likert">
        {field.options.map((statement, row) => {
          const name = inputName.likert(field.id, statement);
          const chosen = firstOf(posted[name]);
          return (
            <fieldset key={statement} className="likert-question">
              <legend className="likert-statement">{statement}</legend>
              <div className="likert-answers">
                {LIKERT_SCALE.map((step) => (
                  <label key={step.value} className="option" htmlFor={`${id}-${row}-${step.value}`}>
                    <input
                      id={`${id}-${row}-${step.value}`}
                      type="radio"
                      name={name}
                      value={String(step.value)}
                      defaultChecked={chosen === String(step.value)}
                    />
                    {step.label}
                  </label>
                ))}
              </div>
            </fieldset>
          );
        })}
      </div>
    );
  }
  if (!(field.type in FIELD_PARTS)) return null;
  const type = field.type as keyof typeof FIELD_PARTS;
  // A phone without a country code has three inputs; the runtime and server add the leading empty part.
  const parts: readonly string[] =
    type === 'phone' && !(field.type === 'phone' && field.showCountryCode)
      ? FIELD_PARTS.phone.slice(1)
      : FIELD_PARTS[type];
  return (
    <div className={`field-parts field-parts--${type}`}>
      {parts.map((part, index) => {
        const name = inputName.part(field.id, index);
        const optional =
          (type === 'address' && part === 'Line2') ||
          (type === 'time' && (part === 'Second' || part === 'Ampm'));
        return (
          <label
            key={part}
            className={`field-part field-part--${part.toLowerCase()}`}
            htmlFor={`${id}-${index}`}
          >
            <span className="caption">{PART_LABELS[part]}</span>
            {part === 'Ampm' ? (
              <select id={`${id}-${index}`} name={name} defaultValue={firstOf(posted[name]) ?? ''}>
                <option value="">—</option>
                <option value="AM">{t('site.form.am')}</option>
                <option value="PM">{t('site.form.pm')}</option>
              </select>
            ) : (
              <input
                id={`${id}-${index}`}
                name={name}
                type={type === 'phone' ? 'tel' : 'text'}
                inputMode={
                  type === 'date' || type === 'phone' || (type === 'time' && part !== 'Ampm')
                    ? 'numeric'
                    : undefined
                }
                autoComplete={AUTOCOMPLETE[part]}
                required={
                  'required' in field &&
                  field.required &&
                  !optional &&
                  !(type === 'phone' && part === 'Country')
                }
                defaultValue={firstOf(posted[name]) ?? ''}
              />
            )}
          </label>
        );
      })}
    </div>
  );
}
