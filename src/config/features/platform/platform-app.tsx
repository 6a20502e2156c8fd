import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import type { LoginResponse } from '../../../shared/api/auth';
import type { AppBoot } from '../../../shared/api/owners';
import type { OpenSiteAnswer, SignUpResponse, SitesAnswer } from '../../../shared/api/platform-answers';
import { api, apiGet, fieldError } from '../../api/client';
import { TextField } from '../../ui/field';
import { CreateSiteForm } from './create-site-form';
import { ErrorState, Loading, messageOf } from '../../ui/status';
import { ChooseNewPassword, ForgotPassword, resetTokenFromLocation } from './password-reset';
import {
  CheckYourEmail,
  ConfirmSignUp,
  confirmTokenFromLocation,
  isUnconfirmed,
  ResendConfirmation,
} from './sign-up-confirmation';
import { t } from '../../text';

type Account = NonNullable<AppBoot['account']>;

export function PlatformApp({ boot }: { boot: AppBoot }) {
  const [account, setAccount] = useState<Account | null>(boot.account);
  // Opened from a reset link (`/reset-password#token=…`), or the "forgot" form (`/reset-password`).
  const [resetToken, setResetToken] = useState(resetTokenFromLocation);
  // Opened from a sign-up confirmation link (`/confirm-sign-up#token=…`).
  const [confirmToken, setConfirmToken] = useState(confirmTokenFromLocation);
  const signedIn = (next: Account) => {
    setResetToken(null);
    setConfirmToken(null);
    setAccount(next);
  };
  // A link pasted into a tab already on that page changes only the fragment: no reload.
  useEffect(() => {
    const followLink = () => {
      const reset = resetTokenFromLocation();
      const confirm = confirmTokenFromLocation();
      if (reset) setResetToken(reset);
      if (confirm) setConfirmToken(confirm);
    };
    window.addEventListener('hashchange', followLink);
    return () => window.removeEventListener('hashchange', followLink);
  }, []);
  return (
    <div className="platform">
      <header className="platform__header">
        <span className="platform__brand">{t('owners.platform.brand')}</span>
        {account && <SignOut name={account.displayName} onSignedOut={() => setAccount(null)} />}
      </header>
      <main className="platform__main" id="main">
        {resetToken ? (
          <ChooseNewPassword key={resetToken} token={resetToken} onSignedIn={signedIn} />
        ) : confirmToken !== null ? (
          <ConfirmSignUp
            key={confirmToken}
            token={confirmToken}
            onSignedIn={signedIn}
            onBack={() => setConfirmToken(null)}
          />
        ) : account ? (
          <Sites appDomain={boot.appDomain} />
        ) : (
          <Welcome onSignedIn={signedIn} start={resetToken === '' ? 'forgot' : startingMode()} />
        )}
        {boot.demoUrl && (
          <p className="platform__demo">
            <a href={boot.demoUrl}>{t('owners.platform.demo')}</a>
          </p>
        )}
      </main>
    </div>
  );
}

function SignOut({ name, onSignedOut }: { name: string; onSignedOut: () => void }) {
  const signOut = useMutation({ mutationFn: () => api('POST', '/api/auth/Logout'), onSuccess: onSignedOut });
  return (
    <div className="platform__account">
      <span>{t('owners.platform.signedInAs', { name })}</span>
      <button
        type="button"
        className="button button--quiet"
        onClick={() => signOut.mutate()}
        disabled={signOut.isPending}
      >
        {t('owners.platform.signOut')}
      </button>
    </div>
  );
}

type WelcomeMode = 'sign-up' | 'sign-in' | 'forgot';
/** `/sign-in` (the "you already have an account" e-mail and a confirmation link's way back) opens on sign-in. */
const startingMode = (): WelcomeMode =>
  ['/sign-in', '/confirm-sign-up'].includes(window.location.pathname) ? 'sign-in' : 'sign-up';

function Welcome({ onSignedIn, start }: { onSignedIn: (account: Account) => void; start: WelcomeMode }) {
  const [mode, setMode] = useState<WelcomeMode>(start);
  // A sign-up that must be confirmed by e-mail ends here (the same for every address).
  const [mailedTo, setMailedTo] = useState<string | null>(null);
  if (mode === 'forgot') return <ForgotPassword onBack={() => setMode('sign-in')} />;
  if (mailedTo !== null) return <CheckYourEmail email={mailedTo} onBack={() => setMailedTo(null)} />;
  return (
    <section className="card platform__card" aria-labelledby="welcome-title">
      <h1 id="welcome-title">
        {mode === 'sign-up'
          ? t('owners.platform.welcome.signUpTitle')
          : t('owners.platform.welcome.signInTitle')}
      </h1>
      <p>{t('owners.platform.welcome.intro')}</p>
      {mode === 'sign-up' ? (
        <SignUpForm onSignedIn={onSignedIn} onMailed={setMailedTo} />
      ) : (
        <SignInForm onSignedIn={onSignedIn} />
      )}
      {mode === 'sign-in' && (
        <p>
          <button type="button" className="link-button" onClick={() => setMode('forgot')}>
            {t('owners.platform.welcome.forgot')}
          </button>
        </p>
      )}
      <p>
        {mode === 'sign-up' ? t('owners.platform.welcome.haveAccount') : t('owners.platform.welcome.newHere')}
        <button
          type="button"
          className="link-button"
          onClick={() => setMode(mode === 'sign-up' ? 'sign-in' : 'sign-up')}
        >
          {mode === 'sign-up' ? t('owners.platform.welcome.toSignIn') : t('owners.platform.welcome.toSignUp')}
        </button>
      </p>
    </section>
  );
}

function SignUpForm({
  onSignedIn,
  onMailed,
}: {
  onSignedIn: (account: Account) => void;
  onMailed: (email: string) => void;
}) {
  const [form, setForm] = useState({ displayName: '', email: '', password: '' });
  const signUp = useMutation({
    mutationFn: () => api<SignUpResponse>('POST', '/api/platform/sign-up', form),
    // Signed in at once (single-operator mode), or a link to confirm was mailed.
    onSuccess: (body) => (body.account ? onSignedIn(body.account) : onMailed(form.email.trim())),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    signUp.mutate();
  };
  const general =
    signUp.isError && !['displayName', 'email', 'password'].some((field) => fieldError(signUp.error, field));
  return (
    <form onSubmit={submit} noValidate>
      <TextField
        label={t('owners.platform.signUp.name')}
        autoComplete="name"
        value={form.displayName}
        onChange={(event) => setForm({ ...form, displayName: event.target.value })}
        error={fieldError(signUp.error, 'displayName')}
      />
      <TextField
        label={t('owners.platform.email')}
        type="email"
        autoComplete="email"
        value={form.email}
        onChange={(event) => setForm({ ...form, email: event.target.value })}
        error={fieldError(signUp.error, 'email')}
      />
      <TextField
        label={t('owners.platform.password')}
        type="password"
        autoComplete="new-password"
        value={form.password}
        onChange={(event) => setForm({ ...form, password: event.target.value })}
        error={fieldError(signUp.error, 'password')}
        hint={t('owners.platform.passwordHint')}
      />
      {general && (
        <p className="notice notice--error" role="alert">
          {messageOf(signUp.error)}
        </p>
      )}
      <button type="submit" className="button button--primary button--wide" disabled={signUp.isPending}>
        {signUp.isPending ? t('owners.platform.signUp.creating') : t('owners.platform.signUp.submit')}
      </button>
    </form>
  );
}

function SignInForm({ onSignedIn }: { onSignedIn: (account: Account) => void }) {
  const [form, setForm] = useState({ email: '', password: '' });
  const signIn = useMutation({
    mutationFn: () => api<LoginResponse>('POST', '/api/auth/Login', form),
    onSuccess: (body) => onSignedIn(body.account),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    signIn.mutate();
  };
  return (
    <form onSubmit={submit} noValidate>
      <TextField
        label={t('owners.platform.email')}
        type="email"
        autoComplete="username"
        value={form.email}
        onChange={(event) => setForm({ ...form, email: event.target.value })}
        error={fieldError(signIn.error, 'email')}
      />
      <TextField
        label={t('owners.platform.password')}
        type="password"
        autoComplete="current-password"
        value={form.password}
        onChange={(event) => setForm({ ...form, password: event.target.value })}
        error={fieldError(signIn.error, 'password')}
      />
      {signIn.isError && !fieldError(signIn.error, 'email') && !fieldError(signIn.error, 'password') && (
        <p className="notice notice--error" role="alert">
          {messageOf(signIn.error)}
        </p>
      )}
      {isUnconfirmed(signIn.error) && <ResendConfirmation email={form.email} password={form.password} />}
      <button type="submit" className="button button--primary button--wide" disabled={signIn.isPending}>
        {t('owners.platform.signIn.submit')}
      </button>
    </form>
  );
}

function Sites({ appDomain }: { appDomain: string }) {
  const sites = useQuery({
    queryKey: ['sites'],
    queryFn: () => apiGet<SitesAnswer>('/api/platform/sites').then((body) => body.sites),
  });
  const open = useMutation({
    mutationFn: (id: string) => api<OpenSiteAnswer>('POST', `/api/platform/sites/${id}/open`, {}),
    onSuccess: (body) => window.location.assign(body.url),
  });
  return (
    <div className="platform__sites">
      <section aria-labelledby="sites-title">
        <h1 id="sites-title">{t('owners.platform.sites.title')}</h1>
        {sites.isPending && <Loading label={t('owners.platform.sites.loading')} />}
        {sites.isError && <ErrorState error={sites.error} retry={() => void sites.refetch()} />}
        {sites.data && sites.data.length === 0 && <p>{t('owners.platform.sites.none')}</p>}
        {open.isError && (
          <p className="notice notice--error" role="alert">
            {messageOf(open.error)}
          </p>
        )}
        <ul className="site-list">
          {sites.data?.map((site) => (
            <li key={site.id} className="site-card">
              <div>
                <strong>{site.title}</strong>
                <a className="site-card__url" href={site.url}>
                  {site.url.replace(/^https?:\/\//, '').replace(/\/$/, '')}
                </a>
              </div>
              <button
                type="button"
                className="button button--primary"
                onClick={() => open.mutate(site.id)}
                disabled={open.isPending}
                aria-label={t('owners.platform.sites.openLabel', { title: site.title })}
              >
                {t('owners.platform.sites.open')}
              </button>
            </li>
          ))}
        </ul>
      </section>
      <CreateSiteForm appDomain={appDomain} onCreated={(id) => open.mutate(id)} />
    </div>
  );
}
