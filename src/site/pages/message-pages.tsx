import { SearchForm } from '../components/search-form';
import type { PageView } from '../view-model';
import { t } from '../text';

export function NotFound() {
  return (
    <div className="container container--narrow message-page">
      <p className="message-page__eyebrow">{t('site.notFound.eyebrow')}</p>
      <h1 className="message-page__title">{t('site.notFound.title')}</h1>
      <p className="message-page__text">{t('site.notFound.text')}</p>
      <SearchForm id="not-found-search" />
      <p className="message-page__actions">
        <a className="sqs-button sqs-button--secondary sqs-button--medium" href="/">
          {t('site.notFound.home')}
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
        <p className="lock-card__hint">{t('site.lock.hint')}</p>
        <form className="lock-card__form" method="post" action={page.formAction}>
          {hasError && (
            <p className="form-error" id="lock-error" role="alert">
              {page.error}
            </p>
          )}
          <label className="form-label" htmlFor="lock-password">
            {t('site.lock.password')}
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
            {t('site.lock.unlock')}
          </button>
        </form>
      </div>
    </div>
  );
}
