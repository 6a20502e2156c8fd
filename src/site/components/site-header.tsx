import { safeHref } from '../../shared/links/classify';
import { safeMediaSrc } from '../../shared/links/media';
import { CartIndicator } from '../store/cart-indicator';
import { SearchForm } from './search-form';
import type { NavLinkView, SiteView } from '../view-model';
import { t } from '../text';
import { ResponsiveImage } from '../images/responsive-image';

/**
 * Brand, main navigation and optional call to action. Narrow screens get a <details> menu
 * instead of the inline list: it opens and closes without any JavaScript. The stylesheet
 * shows exactly one of the two navigations at any width.
 */
export function SiteHeader({ site }: { site: SiteView }) {
  const { header } = site;
  const links = site.navigation.filter((link) => safeHref(link.href) !== undefined);
  const ctaHref = header.cta ? safeHref(header.cta.href) : undefined;
  const cta =
    header.cta && ctaHref !== undefined ? (
      <a className="sqs-button sqs-button--primary sqs-button--small site-header__cta" href={ctaHref}>
        {header.cta.label}
      </a>
    ) : null;
  return (
    <header className={`site-header site-header--${header.alignment}`}>
      <div className="site-header__inner">
        <Brand site={site} />
        {links.length > 0 && (
          <nav className="site-nav" aria-label={t('site.nav.main')}>
            <NavList links={links} />
          </nav>
        )}
        {cta}
        {header.showSearch !== false && <SearchForm id="site-header-search" compact />}
        {site.cartIndicator && <CartIndicator />}
        {(links.length > 0 || cta) && (
          <details className="site-menu">
            <summary className="site-menu__toggle">
              <span className="site-menu__icon" aria-hidden="true" />
              {t('site.nav.menu')}
            </summary>
            <nav className="site-menu__panel" aria-label={t('site.nav.main')}>
              <NavList links={links} />
              {cta}
            </nav>
          </details>
        )}
      </div>
    </header>
  );
}

function Brand({ site }: { site: SiteView }) {
  const logo = safeMediaSrc(site.header.logoUrl);
  const showTitle = site.header.showTitle || logo === undefined;
  return (
    <a className="site-header__brand" href="/">
      {logo !== undefined && (
        // With the title beside it the logo is decoration; alone it must name the site.
        <ResponsiveImage
          className="site-header__logo"
          src={logo}
          alt={showTitle ? '' : site.header.logoAlt || site.title}
          sizes="12rem"
          eager
        />
      )}
      {showTitle && <span className="site-header__title">{site.title}</span>}
    </a>
  );
}

function NavList({ links }: { links: NavLinkView[] }) {
  return (
    <ul className="site-nav__list">
      {links.map((link, index) => (
        <li key={`${link.href}-${index}`}>
          <a
            className={link.active ? 'site-nav__link site-nav__link--active' : 'site-nav__link'}
            href={safeHref(link.href)}
            aria-current={link.active ? 'page' : undefined}
            rel={link.external ? 'noopener' : undefined}
          >
            {link.title}
          </a>
        </li>
      ))}
    </ul>
  );
}
