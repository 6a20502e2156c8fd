import { Link } from 'react-router';
import { t } from '../../text';

/** The settings with screens of their own, listed at the top of Settings. */
export function SettingsLinks() {
  return (
    <nav aria-label={t('owners.business.settingsLinks')}>
      <ul className="settings-links">
        <li>
          <Link to="/settings/business">{t('owners.business.linkBusiness')}</Link>
        </li>
        <li>
          <Link to="/settings/email">{t('owners.business.linkEmail')}</Link>
        </li>
        <li>
          <Link to="/settings/emails">{t('owners.business.mail.previews')}</Link>
        </li>
        <li>
          <Link to="/settings/domains">{t('owners.sitePages.domainsTitle')}</Link>
        </li>
        <li>
          <Link to="/settings/transfer">{t('owners.transfer.link')}</Link>
        </li>
      </ul>
    </nav>
  );
}
