import { ApiError } from '../api/client';

export function Loading({ label = 'Loading…' }: { label?: string }) {
  return (
    <p className="status status--loading" role="status">
      {label}
    </p>
  );
}

export const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : 'Something went wrong';

/** A failed load, with a way to try again. */
export function ErrorState({ error, retry }: { error: unknown; retry?: () => void }) {
  const unauthorized = error instanceof ApiError && error.status === 401;
  return (
    <div className="status status--error" role="alert">
      <p>{unauthorized ? 'Your session has ended. Please sign in again.' : messageOf(error)}</p>
      {unauthorized ? (
        <a className="button" href="/config/">
          Sign in
        </a>
      ) : (
        retry && (
          <button type="button" className="button" onClick={retry}>
            Try again
          </button>
        )
      )}
    </div>
  );
}
