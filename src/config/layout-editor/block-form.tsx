import { useId } from 'react';
import { refineForDisplay, type FieldSpec } from './block-fields';
import { blockFieldPickers } from './pickers';

type Data = Record<string, unknown>;

/** The editing form of one block, drawn from its schema's fields. Errors are keyed by field path. */
export function BlockForm({
  fields,
  data,
  errors,
  onChange,
  onPatch,
  path = '',
}: {
  fields: FieldSpec[];
  data: Data;
  errors: Record<string, string>;
  onChange: (key: string, value: unknown) => void;
  /** Several values at once, as one change (choosing an image sets its size and focal point too). */
  onPatch: (patch: Data) => void;
  path?: string;
}) {
  return (
    <>
      {fields.map((raw) => {
        const field = refineForDisplay(raw);
        const fieldPath = path + field.key;
        if (field.kind === 'group') {
          const value = (data[field.key] as Data | undefined) ?? {};
          return (
            <fieldset key={field.key} className="field-group">
              <legend>{field.label}</legend>
              <BlockForm
                fields={field.fields}
                data={value}
                errors={errors}
                path={`${fieldPath}.`}
                onChange={(key, inner) => onChange(field.key, { ...value, [key]: inner })}
                onPatch={(patch) => onChange(field.key, { ...value, ...patch })}
              />
            </fieldset>
          );
        }
        return (
          <FieldInput
            key={field.key}
            field={field}
            value={data[field.key]}
            error={errors[fieldPath]}
            onChange={(value) => onChange(field.key, value)}
            data={data}
            onPatch={onPatch}
          />
        );
      })}
    </>
  );
}

function FieldInput({
  field,
  value,
  error,
  onChange,
  data,
  onPatch,
}: {
  field: Exclude<FieldSpec, { kind: 'group' }>;
  value: unknown;
  error: string | undefined;
  onChange: (value: unknown) => void;
  data: Data;
  onPatch: (patch: Data) => void;
}) {
  const id = useId();
  const common = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  } as const;
  if (field.kind === 'boolean')
    return (
      <div className={error ? 'field field--check field--invalid' : 'field field--check'}>
        <input
          type="checkbox"
          {...common}
          checked={value === true}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor={id}>{field.label}</label>
      </div>
    );
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label htmlFor={id} id={`${id}-label`}>
        {field.label}
      </label>
      <FieldControl
        field={field}
        value={value}
        onChange={onChange}
        data={data}
        onPatch={onPatch}
        common={common}
        invalid={error !== undefined}
      />
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The input for one field kind (a checkbox has its own layout, in FieldInput). */
function FieldControl({
  field,
  value,
  onChange,
  data,
  onPatch,
  common,
  invalid,
}: {
  field: Exclude<FieldSpec, { kind: 'group' | 'boolean' }>;
  value: unknown;
  onChange: (value: unknown) => void;
  data: Data;
  onPatch: (patch: Data) => void;
  /** The control's id and its invalid and described-by states. */
  common: { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };
  invalid: boolean;
}) {
  const { id } = common;
  switch (field.kind) {
    case 'choice':
      return (
        <select
          {...common}
          value={String(value ?? field.options[0] ?? '')}
          onChange={(event) =>
            onChange(typeof field.options[0] === 'number' ? Number(event.target.value) : event.target.value)
          }
        >
          {field.options.map((option) => (
            <option key={String(option)} value={String(option)}>
              {String(option)}
            </option>
          ))}
        </select>
      );
    case 'number':
      return (
        <input
          type="number"
          {...common}
          value={typeof value === 'number' ? value : ''}
          min={field.min}
          max={field.max}
          step={field.integer ? 1 : 'any'}
          onChange={(event) =>
            onChange(
              event.target.value === '' ? (field.required ? 0 : undefined) : Number(event.target.value),
            )
          }
        />
      );
    case 'picker': {
      const Picker = blockFieldPickers[field.picker];
      return Picker ? (
        <Picker
          id={id}
          value={typeof value === 'string' ? value : ''}
          onChange={onChange}
          invalid={invalid}
          describedBy={common['aria-describedby']}
          labelId={`${id}-label`}
          data={data}
          onPatch={onPatch}
        />
      ) : (
        <input
          type="text"
          {...common}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    }
    case 'text':
      return field.multiline ? (
        <textarea
          {...common}
          rows={5}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <input
          type="text"
          {...common}
          value={typeof value === 'string' ? value : ''}
          maxLength={field.maxLength}
          onChange={(event) => onChange(event.target.value)}
        />
      );
  }
}
