import type { BusinessView } from '../view-model';
import { t } from '../text';

/** The week's opening hours as a definition list (footer and the info bar's hours panel). */
function OpeningHours({ hours }: { hours: BusinessView['hours'] }) {
  return (
    <dl className="opening-hours">
      {hours.map(({ day, hours: open }) => (
        <div key={day} className="opening-hours__day">
          <dt>{day}</dt>
          <dd>{open ?? t('site.business.closed')}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The footer's contact block: the business's address, phone, e-mail and hours. */
export function BusinessFooter({ business }: { business: BusinessView }) {
  return (
    <section className="business-info" aria-label={t('site.business.label')}>
      <address className="business-info__contact">
        <strong className="business-info__name">{business.name}</strong>
        {business.address && <span className="business-info__address">{business.address}</span>}
        {business.phone && (
          <span>
            {t('site.business.phone')}: <a href={business.phone.href}>{business.phone.text}</a>
          </span>
        )}
        {business.email && (
          <span>
            {t('site.business.email')}: <a href={business.email.href}>{business.email.text}</a>
          </span>
        )}
      </address>
      {business.hours.length > 0 && (
        <div className="business-info__hours">
          <h2 className="business-info__heading">{t('site.business.hours')}</h2>
          <OpeningHours hours={business.hours} />
        </div>
      )}
    </section>
  );
}

/**
 * The mobile info bar (phones and tablets, up to 1024 px; CSS hides it wider): call, e-mail,
 * directions and hours. Plain links and a <details> panel: it works without JavaScript.
 */
export function MobileInfoBar({ business }: { business: BusinessView }) {
  return (
    <nav className="mobile-info-bar" aria-label={t('site.infoBar.label')} data-mobile-info-bar="">
      {business.phone && (
        <a className="mobile-info-bar__action" href={business.phone.href}>
          {t('site.infoBar.call')}
        </a>
      )}
      {business.email && (
        <a className="mobile-info-bar__action" href={business.email.href}>
          {t('site.infoBar.email')}
        </a>
      )}
      {business.directionsHref && (
        <a className="mobile-info-bar__action" href={business.directionsHref} rel="noopener" target="_blank">
          {t('site.infoBar.directions')}
        </a>
      )}
      {business.hours.length > 0 && (
        <details className="mobile-info-bar__hours">
          <summary className="mobile-info-bar__action">{t('site.infoBar.hours')}</summary>
          <div className="mobile-info-bar__panel">
            <OpeningHours hours={business.hours} />
          </div>
        </details>
      )}
    </nav>
  );
}
