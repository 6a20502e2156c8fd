import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { ChangePasswordRequest } from '../../../shared/api/auth';
import { api, fieldError } from '../../api/client';
import { TextField } from '../../ui/field';
import { messageOf } from '../../ui/status';

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
      <h1 id="account-title">Your account</h1>
      <form className="card" onSubmit={submit} aria-labelledby="password-title" noValidate>
        <h2 id="password-title">Change password</h2>
        <p>Changing your password signs you out everywhere else: other browsers, devices and sites.</p>
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          value={form.currentPassword}
          onChange={(event) => setForm({ ...form, currentPassword: event.target.value })}
          error={fieldError(change.error, 'currentPassword')}
        />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          value={form.newPassword}
          onChange={(event) => setForm({ ...form, newPassword: event.target.value })}
          error={fieldError(change.error, 'newPassword')}
          hint="At least 8 characters"
        />
        {general && (
          <p className="notice notice--error" role="alert">
            {messageOf(change.error)}
          </p>
        )}
        <p role="status">
          {change.isSuccess ? 'Password changed. Your other sessions have been signed out.' : ''}
        </p>
        <button type="submit" className="button button--primary" disabled={change.isPending}>
          {change.isPending ? 'Changing…' : 'Change password'}
        </button>
      </form>
    </section>
  );
}
