import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { ChangePasswordRequest } from '../../../shared/api/auth';
import { api, fieldError } from '../../api/client';
import { TextField } from '../../ui/field';
import { messageOf } from '../../ui/status';
import { t } from '../../text';

const EMPTY: ChangePasswordRequest = { currentPassword: '', newPassword: '' };

/** Change password: the current one is checked; every other session of the account ends. */
export function PasswordScreen() {
  const [form, setForm] = useState(EMPTY);
  const change = useMutation({
    mutationFn: () => api('POST', '/api/auth/password', form),
    onSuccess: () => setForm(EMPTY),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate();
  };
  const general =
    change.isError &&
    !fieldError(change.error, 'currentPassword') &&
    !fieldError(change.error, 'newPassword');
  return (
    <section className="screen" aria-labelledby="account-title">
      <h1 id="account-title">{t('owners.account.title')}</h1>
      <form className="card" onSubmit={submit} aria-labelledby="password-title" noValidate>
        <h2 id="password-title">{t('owners.account.password.title')}</h2>
        <p>{t('owners.account.password.intro')}</p>
        <TextField
          label={t('owners.account.password.current')}
          type="password"
          autoComplete="current-password"
          value={form.currentPassword}
          onChange={(event) => setForm({ ...form, currentPassword: event.target.value })}
          error={fieldError(change.error, 'currentPassword')}
        />
        <TextField
          label={t('owners.account.password.new')}
          type="password"
          autoComplete="new-password"
          value={form.newPassword}
          onChange={(event) => setForm({ ...form, newPassword: event.target.value })}
          error={fieldError(change.error, 'newPassword')}
          hint={t('owners.account.password.newHint')}
        />
        {general && (
          <p className="notice notice--error" role="alert">
            {messageOf(change.error)}
          </p>
        )}
        <p role="status">{change.isSuccess ? t('owners.account.password.changed') : ''}</p>
        <button type="submit" className="button button--primary" disabled={change.isPending}>
          {change.isPending ? t('owners.account.password.changing') : t('owners.account.password.submit')}
        </button>
      </form>
    </section>
  );
}
