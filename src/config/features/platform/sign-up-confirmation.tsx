import { useMutation } from '@tanstack/react-query';
import type { AppBoot } from '../../../shared/api/owners';
import type { LoginResponse } from '../../../shared/api/auth';
import { api, ApiError } from '../../api/client';
import { messageOf } from '../../ui/status';

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
      <h1 id="check-email-title">Check your e-mail to finish signing up</h1>
      <p role="status">
        We have sent an e-mail to <strong>{email}</strong>. Open the link in it to confirm your address and
        sign in. The link works once, within 24 hours.
      </p>
      <p>
        No e-mail after a few minutes? Look in your spam folder, or check the address and sign up again. If
        you already have an account, the e-mail says how to sign in.
      </p>
      <p>
        <button type="button" className="link-button" onClick={onBack}>
          Back
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
      <h1 id="confirm-title">Finish signing up</h1>
      <p>Confirm your e-mail address to start building your site.</p>
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
        {confirm.isPending ? 'Confirming…' : 'Confirm and sign in'}
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
          Back to sign in
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
        We have sent a new link to {email}. It works once, within 24 hours.
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
        Send the link again
      </button>
    </>
  );
}

export const isUnconfirmed = (error: unknown) =>
  error instanceof ApiError && error.code === 'accountUnconfirmed';
