import { ApiError } from '../api/client';
import { t } from '../text';

export function Loading({ label = t('owners.ui.loading') }: { label?: string }) {
  return (
    <p className="status status--loading" role="status">
      {label}
    </p>
  );
}

export const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : t('owners.ui.error.fallback');

/** A failed load, with a way to try again. */
export function ErrorState({ error, retry }: { error: unknown; retry?: () => void }) {
  const unauthorized = error instanceof ApiError && error.status === 401;
  return (
    <div className="status status--error" role="alert">
      <p>{unauthorized ? t('owners.ui.error.sessionEnded') : messageOf(error)}</p>
      {unauthorized ? (
        <a className="button" href="/config/">
          {t('owners.ui.error.signIn')}
        </a>
      ) : (
        retry && (
          <button type="button" className="button" onClick={retry}>
            {t('owners.ui.error.tryAgain')}
          </button>
        )
      )}
    </div>
  );
}
