import { Link } from 'react-router';
import { t, type OwnersMessageKey } from '../../text';

interface SystemPage {
  name: OwnersMessageKey;
  about: OwnersMessageKey;
  path: string;
  /** Where its settings live in the app, when somewhere. */
  settings?: string;
}

/** The pages every site has besides the owner's (render/resolve-page.ts and the store's cart). */
const SYSTEM_PAGES: SystemPage[] = [
  {
    name: 'owners.sitePages.system.cart',
    about: 'owners.sitePages.system.cartSettings',
    path: '/cart',
    settings: '/store/payments',
  },
  {
    name: 'owners.sitePages.system.search',
    about: 'owners.sitePages.system.searchSettings',
    path: '/search',
  },
  {
    name: 'owners.sitePages.system.notFound',
    about: 'owners.sitePages.system.notFoundSettings',
    path: '/404',
    settings: '/design',
  },
  {
    name: 'owners.sitePages.system.lockScreen',
    about: 'owners.sitePages.system.lockScreenSettings',
    path: '',
  },
];

/** The system pages in the Pages list: what each is, its address, where its settings live. */
export function SystemPages({ hasShop }: { hasShop: boolean }) {
  const pages = SYSTEM_PAGES.filter((page) => hasShop || page.path !== '/cart');
  return (
    <div className="page-group" aria-labelledby="system-pages-title">
      <h2 id="system-pages-title">{t('owners.sitePages.systemHeading')}</h2>
      <p className="field__hint">{t('owners.sitePages.systemIntro')}</p>
      <ul className="page-list">
        {pages.map((page) => (
          <li key={page.name} className="page-row">
            <div className="page-row__title">
              <strong>{t(page.name)}</strong>
              {page.path && <span className="page-row__url">{page.path}</span>}
              <span className="page-row__about">{t(page.about)}</span>
            </div>
            <div className="page-row__actions">
              {page.path && (
                <a
                  className="button button--small"
                  href={`${page.path}?noredirect`}
                  target="_blank"
                  rel="noreferrer"
                >
                  {t('owners.sitePages.system.view')}
                </a>
              )}
              {page.settings && (
                <Link className="button button--small" to={page.settings}>
                  {t('owners.sitePages.system.openSettings')}
                </Link>
              )}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
