import { NavLink } from 'react-router';
import { t } from '../../text';

/** The forms area's sections: the forms, the newsletter list, the mail sent on the site's behalf. */
export function FormsTabs() {
  return (
    <nav className="tabs" aria-label={t('owners.forms.tabs.label')}>
      <NavLink to="/forms" end>
        {t('owners.forms.tabs.forms')}
      </NavLink>
      <NavLink to="/forms/subscribers">{t('owners.forms.tabs.subscribers')}</NavLink>
      <NavLink to="/forms/outbox">{t('owners.forms.tabs.outbox')}</NavLink>
    </nav>
  );
}
