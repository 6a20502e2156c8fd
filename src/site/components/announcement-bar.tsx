import { safeHref } from '../../shared/links/classify';
import type { SiteView } from '../view-model';

export function AnnouncementBar({ bar }: { bar: NonNullable<SiteView['announcementBar']> }) {
  const href = safeHref(bar.href);
  return (
    <aside className="announcement-bar" aria-label="Announcement">
      <p className="announcement-bar__text">
        {href === undefined ? bar.text : <a href={href}>{bar.text}</a>}
      </p>
    </aside>
  );
}
