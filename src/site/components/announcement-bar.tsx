import { safeHref } from '../../shared/links/classify';
import type { SiteView } from '../view-model';
import { t } from '../text';

export function AnnouncementBar({ bar }: { bar: NonNullable<SiteView['announcementBar']> }) {
  const href = safeHref(bar.href);
  return (
    <aside className="announcement-bar" aria-label={t('site.announcement.label')}>
      <p className="announcement-bar__text">
        {href === undefined ? bar.text : <a href={href}>{bar.text}</a>}
      </p>
    </aside>
  );
}
