import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Link, useBlocker, useParams } from 'react-router';
import type { FormAnswer } from '../../../shared/api/forms-answers';
import type { FormDefinition, FormField } from '../../../shared/forms/definition';
import { FIELD_TYPES, type FieldType } from '../../../shared/forms/field-kinds';
import { api, apiGet, ApiError } from '../../api/client';
import { queryKeys } from '../../app/queries';
import { TextField } from '../../ui/field';
import { ErrorState, Loading, messageOf } from '../../ui/status';
import { fieldTypeLabel, groupErrors, moveItem, newField } from './builder-logic';
import { FieldEditor } from './field-editor';
import { FormPreview } from './form-preview';
import { SettingsEditor, settingsErrorsOf } from './settings-editor';
import { t } from '../../text';

const definitionOf = ({ name, kind, fields, settings }: FormAnswer): FormDefinition => ({
  name,
  kind,
  fields,
  settings,
});

export function FormScreen() {
  const { formId = '' } = useParams();
  const form = useQuery({
    queryKey: queryKeys.form(formId),
    queryFn: () => apiGet<FormAnswer>(`/api/rest/forms/${formId}`),
    staleTime: Infinity,
  });
  if (form.isPending) return <Loading label={t('owners.forms.builder.loading')} />;
  if (form.isError) return <ErrorState error={form.error} retry={() => void form.refetch()} />;
  return <FormBuilder key={form.data.id} form={form.data} />;
}

/**
 * The form builder: fields (add, reorder, remove, edit by kind) and the settings sections.
 * Edits stay here until saved; a refused save keeps them and puts each message at its input,
 * and leaving with unsaved edits asks first.
 */
function FormBuilder({ form }: { form: FormAnswer }) {
  const client = useQueryClient();
  const [saved, setSaved] = useState(() => definitionOf(form));
  const [draft, setDraft] = useState(saved);
  const [selectedId, setSelectedId] = useState<string | null>(draft.fields[0]?.id ?? null);
  const [newType, setNewType] = useState<FieldType>('text');
  const [errorsAt, setErrorsAt] = useState<{ errors: Record<string, string>; fields: FormField[] } | null>(
    null,
  );
  const dirty = useMemo(() => JSON.stringify(draft) !== JSON.stringify(saved), [draft, saved]);

  const save = useMutation({
    mutationFn: (definition: FormDefinition) =>
      api<FormAnswer>('PUT', `/api/rest/forms/${form.id}`, definition),
    onMutate: () => setErrorsAt(null),
    onSuccess: (answer, sent) => {
      client.setQueryData(queryKeys.form(form.id), answer);
      void client.invalidateQueries({ queryKey: queryKeys.forms });
      // Saving mails a confirmation to each new notification address.
      void client.invalidateQueries({ queryKey: queryKeys.notifyAddresses });
      // The server normalizes (trims, fills defaults): take its version unless the owner typed on meanwhile.
      setDraft((current) => (current === sent ? definitionOf(answer) : current));
      setSaved(definitionOf(answer));
    },
    onError: (error, sent) =>
      setErrorsAt({ errors: error instanceof ApiError ? error.fieldErrors : {}, fields: sent.fields }),
  });
  // Messages are grouped by the field ids of the version that was sent, so they follow their field.
  const errors = errorsAt ? groupErrors(errorsAt.errors, errorsAt.fields) : { form: {}, fields: {} };

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  const setFields = (fields: FormField[]) => setDraft((current) => ({ ...current, fields }));
  const updateField = (id: string, patch: Record<string, unknown>) =>
    setFields(draft.fields.map((field) => (field.id === id ? ({ ...field, ...patch } as FormField) : field)));
  function addField() {
    const field = newField(
      newType,
      draft.fields.map((other) => other.id),
    );
    const at = draft.fields.findIndex((other) => other.id === selectedId);
    setFields(
      at === -1
        ? [...draft.fields, field]
        : [...draft.fields.slice(0, at + 1), field, ...draft.fields.slice(at + 1)],
    );
    setSelectedId(field.id);
  }
  function removeField(index: number) {
    setFields(draft.fields.filter((_, at) => at !== index));
    setSelectedId(draft.fields[index + 1]?.id ?? draft.fields[index - 1]?.id ?? null);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(draft);
  };

  const selected = draft.fields.find((field) => field.id === selectedId);
  const problemCount = errorsAt ? Object.keys(errorsAt.errors).length : 0;
  return (
    <section className="screen screen--wide" aria-labelledby="form-title">
      <div className="editor__toolbar">
        <Link to="/forms" className="button button--quiet">
          {t('owners.forms.backToForms')}
        </Link>
        <h1 id="form-title">{saved.name}</h1>
        <span className="badge">
          {draft.kind === 'newsletter' ? t('owners.forms.kind.newsletter') : t('owners.forms.kind.form')}
        </span>
        <Link to={`/forms/${form.id}/submissions`} className="button">
          {t('owners.forms.builder.submissions')}
        </Link>
      </div>
      {blocker.state === 'blocked' && (
        <div
          className="notice notice--error"
          role="alertdialog"
          aria-label={t('owners.forms.builder.unsavedLabel')}
        >
          <p>{t('owners.forms.builder.unsavedQuestion')}</p>
          <button type="button" className="button" onClick={() => blocker.proceed()}>
            {t('owners.forms.builder.leave')}
          </button>{' '}
          <button type="button" className="button button--primary" onClick={() => blocker.reset()}>
            {t('owners.forms.builder.stay')}
          </button>
        </div>
      )}
      <form
        className="form-builder"
        aria-label={t('owners.forms.builder.label')}
        onSubmit={submit}
        noValidate
      >
        <div className="form-builder__main">
          <TextField
            label={t('owners.forms.builder.name')}
            value={draft.name}
            onChange={(event) => setDraft({ ...draft, name: event.target.value })}
            error={errors.form.name}
          />
          <h2>{t('owners.forms.builder.fields')}</h2>
          {errors.form.fields && (
            <p className="field__error" role="alert">
              {errors.form.fields}
            </p>
          )}
          <ol className="block-list" aria-label={t('owners.forms.builder.fields')}>
            {draft.fields.map((field, index) => (
              <li
                key={field.id}
                className={field.id === selectedId ? 'block-item block-item--selected' : 'block-item'}
              >
                <button
                  type="button"
                  className="block-item__select"
                  aria-pressed={field.id === selectedId}
                  onClick={() => setSelectedId(field.id)}
                >
                  <strong>{field.title || (field.type === 'hidden' ? field.key : field.id)}</strong>{' '}
                  <span>{fieldTypeLabel(field.type)}</span>
                  {errors.fields[field.id] && (
                    <span className="badge badge--error">{t('owners.forms.builder.needsAttention')}</span>
                  )}
                </button>
                <span className="block-item__actions">
                  <button
                    type="button"
                    className="button button--small"
                    onClick={() => setFields(moveItem(draft.fields, index, -1))}
                    disabled={index === 0}
                    aria-label={t('owners.forms.builder.moveUp', { name: field.title || field.id })}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className="button button--small"
                    onClick={() => setFields(moveItem(draft.fields, index, 1))}
                    disabled={index === draft.fields.length - 1}
                    aria-label={t('owners.forms.builder.moveDown', { name: field.title || field.id })}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    className="button button--small button--danger"
                    onClick={() => removeField(index)}
                    aria-label={t('owners.forms.builder.remove', { name: field.title || field.id })}
                  >
                    ✕
                  </button>
                </span>
              </li>
            ))}
          </ol>
          {draft.fields.length === 0 && (
            <p className="page-list__empty">{t('owners.forms.builder.noFields')}</p>
          )}
          <div className="add-block">
            <label htmlFor="new-field-type">{t('owners.forms.builder.fieldType')}</label>
            <select
              id="new-field-type"
              value={newType}
              onChange={(event) => setNewType(event.target.value as FieldType)}
            >
              {FIELD_TYPES.map((type) => (
                <option key={type} value={type}>
                  {fieldTypeLabel(type)}
                </option>
              ))}
            </select>
            <button type="button" className="button" onClick={addField}>
              {t('owners.forms.builder.addField')}
            </button>
          </div>
          {selected && (
            <FieldEditor
              key={selected.id}
              field={selected}
              errors={errors.fields[selected.id] ?? {}}
              onChange={(patch) => updateField(selected.id, patch)}
            />
          )}
          <h2>{t('owners.forms.builder.settings')}</h2>
          <SettingsEditor
            settings={draft.settings}
            errors={settingsErrorsOf(errors.form)}
            onChange={(settings) => setDraft({ ...draft, settings })}
          />
        </div>
        <aside className="form-builder__aside">
          <div className="form-builder__save">
            <button type="submit" className="button button--primary" disabled={save.isPending}>
              {save.isPending ? t('owners.forms.builder.saving') : t('owners.forms.builder.save')}
            </button>
            <p
              className={save.isError ? 'save-status save-status--error' : 'save-status'}
              role="status"
              aria-live="polite"
            >
              {save.isPending
                ? t('owners.forms.builder.saving')
                : save.isError
                  ? problemCount > 0
                    ? t('owners.forms.builder.notSavedFix', { count: problemCount })
                    : t('owners.forms.builder.notSaved', { message: messageOf(save.error) })
                  : dirty
                    ? t('owners.forms.builder.unsaved')
                    : save.isSuccess
                      ? t('owners.forms.builder.saved')
                      : t('owners.forms.builder.allSaved')}
            </p>
            {errorsAt && problemCount > 0 && (
              // Every message, also those whose input is folded away (another field, a disabled section).
              <ul className="form-builder__problems">
                {Object.entries(errorsAt.errors).map(([path, message]) => (
                  <li key={path}>{message}</li>
                ))}
              </ul>
            )}
          </div>
          <FormPreview definition={draft} />
        </aside>
      </form>
    </section>
  );
}
