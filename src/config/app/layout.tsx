import { NavLink, Outlet, useRouteError } from 'react-router';
import { useState } from 'react';
import { api } from '../api/client';
import { ErrorState, messageOf } from '../ui/status';
import { t } from '../text';
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
          ? t('owners.app.publish.publishing')
          : publish.isError
            ? t('owners.app.publish.failed', { message: messageOf(publish.error) })
            : pending
              ? t('owners.app.publish.unpublished')
              : publish.isSuccess
                ? t('owners.app.publish.published')
                : t('owners.app.publish.upToDate')}
      </span>
      <button
        type="button"
        className="button button--primary"
        onClick={() => publish.mutate()}
        disabled={publish.isPending}
      >
        {t('owners.app.publish.button')}
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
      {t('owners.app.header.signOut')}
    </button>
  );
}

/** The frame of every screen: site name, the features' navigation, publish, sign out. */
export function AppLayout() {
  const nav = features
    .flatMap((feature) => (feature.nav ? [feature.nav] : []))
    .sort((a, b) => a.order - b.order);
  // On a phone the navigation folds behind a Menu button (CSS shows the button under 800 px).
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <div className="app">
      <header className="app__header">
        <a className="app__brand" href={boot.site?.url ?? '/'} title={t('owners.app.header.viewPublished')}>
          {boot.site?.title ?? t('owners.app.header.siteFallback')}
        </a>
        <button
          type="button"
          className="button button--quiet app__menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="owners-nav owners-account"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {t('owners.app.header.menu')}
        </button>
        <nav
          id="owners-nav"
          aria-label={t('owners.app.header.navLabel')}
          className={menuOpen ? 'app__nav app__nav--open' : 'app__nav'}
        >
          {nav.map((entry) => (
            <NavLink key={entry.to} to={entry.to} end={entry.to === '/'} onClick={() => setMenuOpen(false)}>
              {entry.label}
            </NavLink>
          ))}
        </nav>
        <PublishControl />
        <div id="owners-account" className={menuOpen ? 'app__account app__account--open' : 'app__account'}>
          <a
            className="button button--quiet"
            href={`${boot.site?.url ?? '/'}?noredirect`}
            target="_blank"
            rel="noreferrer"
          >
            {t('owners.app.header.viewSite')}
          </a>
          <SignOut />
        </div>
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
