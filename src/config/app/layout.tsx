import { NavLink, Outlet, useRouteError } from 'react-router';
import { useState } from 'react';
import { api } from '../api/client';
import { ErrorState, messageOf } from '../ui/status';
import { readBoot } from './boot';
import { features } from './features';
import { MailDeliveryNotice } from './mail-delivery-notice';
import { usePublish, useSite } from './queries';

const boot = readBoot();

function PublishControl() {
  const site = useSite();
  const publish = usePublish();
  const pending = site.data?.hasUnpublishedChanges ?? false;
  return (
    <div className="publish">
      <span className="publish__state" role="status">
        {publish.isPending
          ? 'Publishing…'
          : publish.isError
            ? `Not published: ${messageOf(publish.error)}`
            : pending
              ? 'Unpublished changes'
              : publish.isSuccess
                ? 'Published'
                : 'Up to date'}
      </span>
      <button
        type="button"
        className="button button--primary"
        onClick={() => publish.mutate()}
        disabled={publish.isPending}
      >
        Publish
      </button>
    </div>
  );
}

function SignOut() {
  const [busy, setBusy] = useState(false);
  async function signOut() {
    if (busy) return;
    setBusy(true);
    try {
      await api('POST', '/api/auth/Logout');
    } finally {
      window.location.assign('/?logout=true');
    }
  }
  return (
    <button type="button" className="button button--quiet" onClick={signOut} disabled={busy}>
      Sign out
    </button>
  );
}

/** The frame of every screen: site name, the features' navigation, publish, sign out. */
export function AppLayout() {
  const nav = features
    .flatMap((feature) => (feature.nav ? [feature.nav] : []))
    .sort((a, b) => a.order - b.order);
  return (
    <div className="app">
      <header className="app__header">
        <a className="app__brand" href={boot.site?.url ?? '/'} title="View the published site">
          {boot.site?.title ?? 'Site'}
        </a>
        <nav aria-label="Owners" className="app__nav">
          {nav.map((entry) => (
            <NavLink key={entry.to} to={entry.to} end={entry.to === '/'}>
              {entry.label}
            </NavLink>
          ))}
        </nav>
        <PublishControl />
        <a
          className="button button--quiet"
          href={`${boot.site?.url ?? '/'}?noredirect`}
          target="_blank"
          rel="noreferrer"
        >
          View site
        </a>
        <SignOut />
      </header>
      <main className="app__main" id="main">
        <MailDeliveryNotice />
        <Outlet />
      </main>
    </div>
  );
}

export function RouteError() {
  const error = useRouteError();
  return (
    <div className="app__main">
      <ErrorState error={error} retry={() => window.location.reload()} />
    </div>
  );
}
