import { SearchForm } from '../components/search-form';
import type { PageView } from '../view-model';

export function NotFound() {
  return (
    <div className="container container--narrow message-page">
      <p className="message-page__eyebrow">Error 404</p>
      <h1 className="message-page__title">We couldn’t find that page</h1>
      <p className="message-page__text">
        It may have moved, or the address may have a small typo. Try a search, or start again from the home
        page.
      </p>
      <SearchForm id="not-found-search" />
      <p className="message-page__actions">
        <a className="sqs-button sqs-button--secondary sqs-button--medium" href="/">
          Back to the home page
        </a>
      </p>
    </div>
  );
}

type LockScreenView = Extract<PageView, { kind: 'lock-screen' }>;

/** A password form that posts back to the server: no JavaScript needed to unlock a page. */
export function LockScreen({ page }: { page: LockScreenView }) {
  const hasError = page.error !== undefined && page.error !== '';
  return (
    <div className="lock-screen">
      <div className="lock-card">
        <svg className="lock-card__icon" viewBox="0 0 24 24" width="32" height="32" aria-hidden="true">
          <rect
            x="5"
            y="10.5"
            width="14"
            height="10"
            rx="2"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
          />
          <path d="M8.5 10.5V7.5a3.5 3.5 0 0 1 7 0v3" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
        <h1 className="lock-card__title">{page.title}</h1>
        <p className="lock-card__hint">This page is password protected. Enter the password to continue.</p>
        <form className="lock-card__form" method="post" action={page.formAction}>
          {hasError && (
            <p className="form-error" id="lock-error" role="alert">
              {page.error}
            </p>
          )}
          <label className="form-label" htmlFor="lock-password">
            Password
          </label>
          <input
            className="form-input"
            id="lock-password"
            type="password"
            name="password"
            autoComplete="current-password"
            required
            aria-invalid={hasError ? true : undefined}
            aria-describedby={hasError ? 'lock-error' : undefined}
          />
          <button
            className="sqs-button sqs-button--primary sqs-button--medium lock-card__submit"
            type="submit"
          >
            Unlock
          </button>
        </form>
      </div>
    </div>
  );
}
