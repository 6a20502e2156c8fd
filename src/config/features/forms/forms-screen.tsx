import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { FormAnswer, FormListAnswer } from '../../../shared/api/forms-answers';
import type { FormKind } from '../../../shared/forms/definition';
import { api, apiGet, fieldError } from '../../api/client';
import { queryKeys } from '../../app/queries';
import { TextField } from '../../ui/field';
import { ErrorState, Loading, messageOf } from '../../ui/status';
import { starterDefinition } from './builder-logic';
import { DailyLimitNotice } from './daily-limit-notice';
import { FormsTabs } from './forms-tabs';
import { t } from '../../text';

export const useForms = () =>
  useQuery({
    queryKey: queryKeys.forms,
    queryFn: () => apiGet<FormListAnswer>('/api/rest/forms').then((body) => body.forms),
  });

/** The site's forms and newsletter forms, with a way to start a new one. */
export function FormsScreen() {
  const forms = useForms();
  return (
    <section className="screen" aria-labelledby="forms-title">
      <h1 id="forms-title">{t('owners.forms.list.title')}</h1>
      <FormsTabs />
      <DailyLimitNotice />
      {forms.isPending ? (
        <Loading label={t('owners.forms.list.loading')} />
      ) : forms.isError ? (
        <ErrorState error={forms.error} retry={() => void forms.refetch()} />
      ) : (
        <ul className="page-list" aria-label={t('owners.forms.list.label')}>
          {forms.data.map((form) => (
            <li key={form.id} className="page-row">
              <span className="page-row__title">
                <Link to={`/forms/${form.id}`}>{form.name}</Link>
                <span className="badge">
                  {form.kind === 'newsletter'
                    ? t('owners.forms.kind.newsletter')
                    : t('owners.forms.kind.form')}
                </span>
              </span>
              <span className="page-row__actions">
                <Link className="button button--small" to={`/forms/${form.id}/submissions`}>
                  {t('owners.forms.list.submissions', { count: form.submissionCount })}
                </Link>
                <Link className="button button--small" to={`/forms/${form.id}`}>
                  {t('owners.forms.list.edit')}
                </Link>
              </span>
            </li>
          ))}
          {forms.data.length === 0 && <li className="page-list__empty">{t('owners.forms.list.empty')}</li>}
        </ul>
      )}
      <NewForm />
    </section>
  );
}

function NewForm() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [kind, setKind] = useState<FormKind>('form');
  const create = useMutation({
    mutationFn: () => api<FormAnswer>('POST', '/api/rest/forms', starterDefinition(name, kind)),
    onSuccess: (form) => {
      client.setQueryData(queryKeys.form(form.id), form);
      void client.invalidateQueries({ queryKey: queryKeys.forms });
      void navigate(`/forms/${form.id}`);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };
  const nameError = fieldError(create.error, 'name');
  return (
    <form className="card inline-form" onSubmit={submit} aria-labelledby="new-form-title" noValidate>
      <h2 id="new-form-title">{t('owners.forms.new.title')}</h2>
      <TextField
        label={t('owners.forms.new.name')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={nameError}
        maxLength={120}
      />
      <div className="field">
        <label htmlFor="new-form-kind">{t('owners.forms.new.kind')}</label>
        <select id="new-form-kind" value={kind} onChange={(event) => setKind(event.target.value as FormKind)}>
          <option value="form">{t('owners.forms.new.kindForm')}</option>
          <option value="newsletter">{t('owners.forms.new.kindNewsletter')}</option>
        </select>
      </div>
      <button type="submit" className="button button--primary" disabled={create.isPending}>
        {t('owners.forms.new.create')}
      </button>
      {create.isError && !nameError && (
        <p className="notice notice--error" role="alert">
          {messageOf(create.error)}
        </p>
      )}
    </form>
  );
}
