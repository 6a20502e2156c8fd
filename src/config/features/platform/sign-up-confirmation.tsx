import { useMutation } from '@tanstack/react-query';
import type { AppBoot } from '../../../shared/api/owners';
import type { LoginResponse } from '../../../shared/api/auth';
import { api, ApiError } from '../../api/client';
import { messageOf } from '../../ui/status';
import { rich, strong, t } from '../../text';

type Account = NonNullable<AppBoot['account']>;

/** The sign-up link's token travels in the fragment (`/confirm-sign-up#token=…`), like the reset link's. */
export function confirmTokenFromLocation(): string | null {
  if (window.location.pathname !== '/confirm-sign-up') return null;
  return new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';
}

/** After a sign-up that must be confirmed: the same words whether or not the address had an account. */
export function CheckYourEmail({ email, onBack }: { email: string; onBack: () => void }) {
  return (
    <section className="card platform__card" aria-labelledby="check-email-title">
      <h1 id="check-email-title">{t('owners.platform.checkEmail.title')}</h1>
      <p role="status">{rich('owners.platform.checkEmail.sent', { email, strong })}</p>
      <p>{t('owners.platform.checkEmail.noEmail')}</p>
      <p>
        <button type="button" className="link-button" onClick={onBack}>
          {t('owners.platform.checkEmail.back')}
        </button>
      </p>
    </section>
  );
}

/**
 * The page the e-mailed link opens. Confirming takes a click rather than happening on load:
 * mail scanners that open links (and run their scripts) must not use up the link, nor be the
 * browser that gets signed in.
 */
export function ConfirmSignUp({
  token,
  onSignedIn,
  onBack,
}: {
  token: string;
  onSignedIn: (account: Account) => void;
  onBack: () => void;
}) {
  const confirm = useMutation({
    mutationFn: () => api<LoginResponse>('POST', '/api/platform/sign-up/confirm', { token }),
    onSuccess: (body) => {
      window.history.replaceState(null, '', '/');
      onSignedIn(body.account);
    },
  });
  return (
    <section className="card platform__card" aria-labelledby="confirm-title">
      <h1 id="confirm-title">{t('owners.platform.confirm.title')}</h1>
      <p>{t('owners.platform.confirm.intro')}</p>
      {confirm.isError && (
        <p className="notice notice--error" role="alert">
          {messageOf(confirm.error)}
        </p>
      )}
      <button
        type="button"
        className="button button--primary button--wide"
        onClick={() => confirm.mutate()}
        disabled={confirm.isPending || token === ''}
      >
        {confirm.isPending ? t('owners.platform.confirm.confirming') : t('owners.platform.confirm.submit')}
      </button>
      <p>
        <button
          type="button"
          className="link-button"
          onClick={() => {
            window.history.replaceState(null, '', '/sign-in');
            onBack();
          }}
        >
          {t('owners.platform.backToSignIn')}
        </button>
      </p>
    </section>
  );
}

/** Shown under a sign-in refused because the address is unconfirmed: a new link, for the same e-mail and password. */
export function ResendConfirmation({ email, password }: { email: string; password: string }) {
  const resend = useMutation({
    mutationFn: () => api('POST', '/api/platform/sign-up/resend', { email, password }),
  });
  if (resend.isSuccess)
    return (
      <p className="notice" role="status">
        {t('owners.platform.resend.sent', { email })}
      </p>
    );
  return (
    <>
      {resend.isError && (
        <p className="notice notice--error" role="alert">
          {messageOf(resend.error)}
        </p>
      )}
      <button
        type="button"
        className="button button--wide"
        onClick={() => resend.mutate()}
        disabled={resend.isPending}
      >
        {t('owners.platform.resend.submit')}
      </button>
    </>
  );
}

export const isUnconfirmed = (error: unknown) =>
  error instanceof ApiError && error.code === 'accountUnconfirmed';
