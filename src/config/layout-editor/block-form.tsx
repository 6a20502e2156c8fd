import { useId } from 'react';
import { refineForDisplay, type FieldSpec } from './block-fields';
import { blockFieldPickers } from './pickers';
import { t } from '../text';

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
        if (field.kind === 'list') {
          const items = Array.isArray(data[field.key]) ? (data[field.key] as Data[]) : [];
          return (
            <ListField
              key={field.key}
              field={field}
              items={items}
              errors={errors}
              path={fieldPath}
              onChange={(next) => onChange(field.key, next)}
            />
          );
        }
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

/** A choice as a select: the owner reads each option's label, never the stored value. */
function ChoiceInput({
  field,
  common,
  value,
  onChange,
}: {
  field: Extract<FieldSpec, { kind: 'choice' }>;
  common: { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };
  value: unknown;
  onChange: (value: unknown) => void;
}) {
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
          {field.optionLabels[String(option)] ?? String(option)}
        </option>
      ))}
    </select>
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
  field: Exclude<FieldSpec, { kind: 'group' | 'list' }>;
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
  field: Exclude<FieldSpec, { kind: 'group' | 'list' | 'boolean' }>;
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
      return <ChoiceInput field={field} common={common} value={value} onChange={onChange} />;
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

/** A list of items (an accordion's): each one's fields, and buttons to add, remove and reorder. */
function ListField({
  field,
  items,
  errors,
  path,
  onChange,
}: {
  field: Extract<FieldSpec, { kind: 'list' }>;
  items: Data[];
  errors: Record<string, string>;
  path: string;
  onChange: (items: Data[]) => void;
}) {
  const replace = (index: number, item: Data) =>
    onChange(items.map((old, at) => (at === index ? item : old)));
  const swap = (index: number, other: number) => {
    const next = [...items];
    [next[index], next[other]] = [next[other] as Data, next[index] as Data];
    onChange(next);
  };
  const listError = errors[path];
  return (
    <fieldset className="field-group field-list">
      <legend>{field.label}</legend>
      {listError && <p className="field__error">{listError}</p>}
      {items.map((item, index) => {
        const name = t('owners.layoutEditor.list.itemName', {
          itemLabel: field.itemLabel,
          number: index + 1,
        });
        return (
          <fieldset key={index} className="field-group field-list__item">
            <legend>{name}</legend>
            <BlockForm
              fields={field.fields}
              data={item}
              errors={errors}
              path={`${path}.${index}.`}
              onChange={(key, value) => replace(index, { ...item, [key]: value })}
              onPatch={(patch) => replace(index, { ...item, ...patch })}
            />
            <div className="field-list__actions">
              <button
                type="button"
                className="button button--small"
                disabled={index === 0}
                aria-label={t('owners.layoutEditor.list.moveUp', { name })}
                onClick={() => swap(index, index - 1)}
              >
                ↑
              </button>
              <button
                type="button"
                className="button button--small"
                disabled={index === items.length - 1}
                aria-label={t('owners.layoutEditor.list.moveDown', { name })}
                onClick={() => swap(index, index + 1)}
              >
                ↓
              </button>
              <button
                type="button"
                className="button button--small"
                disabled={items.length <= field.min}
                onClick={() => onChange(items.filter((_, at) => at !== index))}
              >
                {t('owners.layoutEditor.list.remove', { name })}
              </button>
            </div>
          </fieldset>
        );
      })}
      <button
        type="button"
        className="button button--small"
        disabled={field.max !== undefined && items.length >= field.max}
        onClick={() => onChange([...items, { ...field.newItem }])}
      >
        {t('owners.layoutEditor.list.add', { itemLabel: field.itemLabel.toLowerCase() })}
      </button>
    </fieldset>
  );
}
