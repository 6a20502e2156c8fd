import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { AppBoot } from '../../../shared/api/owners';
import type { LoginResponse } from '../../../shared/api/auth';
import { api, fieldError } from '../../api/client';
import { TextField } from '../../ui/field';
import { messageOf } from '../../ui/status';
import { t } from '../../text';

type Account = NonNullable<AppBoot['account']>;

/** The reset link's token travels in the fragment (`#token=…`): never in a log line or a Referer. */
export function resetTokenFromLocation(): string | null {
  if (window.location.pathname !== '/reset-password') return null;
  return new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';
}

/** "Forgot your password?": asks for the e-mail; the answer never says whether it has an account. */
export function ForgotPassword({ onBack }: { onBack: () => void }) {
  const [email, setEmail] = useState('');
  const send = useMutation({ mutationFn: () => api('POST', '/api/platform/password-reset', { email }) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate();
  };
  return (
    <section className="card platform__card" aria-labelledby="forgot-title">
      <h1 id="forgot-title">{t('owners.platform.forgot.title')}</h1>
      {send.isSuccess ? (
        <p role="status">{t('owners.platform.forgot.sent', { email })}</p>
      ) : (
        <form onSubmit={submit} noValidate>
          <p>{t('owners.platform.forgot.intro')}</p>
          <TextField
            label={t('owners.platform.email')}
            type="email"
            autoComplete="username"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={fieldError(send.error, 'email')}
          />
          {send.isError && !fieldError(send.error, 'email') && (
            <p className="notice notice--error" role="alert">
              {messageOf(send.error)}
            </p>
          )}
          <button type="submit" className="button button--primary button--wide" disabled={send.isPending}>
            {t('owners.platform.forgot.submit')}
          </button>
        </form>
      )}
      <p>
        <button type="button" className="link-button" onClick={onBack}>
          {t('owners.platform.backToSignIn')}
        </button>
      </p>
    </section>
  );
}

/** The page the e-mailed link opens: a new password, then signed in (every other session has ended). */
export function ChooseNewPassword({
  token,
  onSignedIn,
}: {
  token: string;
  onSignedIn: (account: Account) => void;
}) {
  const [password, setPassword] = useState('');
  const complete = useMutation({
    mutationFn: () =>
      api<LoginResponse>('POST', '/api/platform/password-reset/complete', { token, password }),
    onSuccess: (body) => {
      window.history.replaceState(null, '', '/');
      onSignedIn(body.account);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    complete.mutate();
  };
  return (
    <section className="card platform__card" aria-labelledby="new-password-title">
      <h1 id="new-password-title">{t('owners.platform.reset.title')}</h1>
      <form onSubmit={submit} noValidate>
        <TextField
          label={t('owners.platform.reset.password')}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={fieldError(complete.error, 'password')}
          hint={t('owners.platform.reset.passwordHint')}
        />
        {complete.isError && !fieldError(complete.error, 'password') && (
          <p className="notice notice--error" role="alert">
            {messageOf(complete.error)}
          </p>
        )}
        <button type="submit" className="button button--primary button--wide" disabled={complete.isPending}>
          {t('owners.platform.reset.submit')}
        </button>
      </form>
    </section>
  );
}
