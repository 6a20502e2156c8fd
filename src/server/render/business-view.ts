import {
  addressLine,
  businessInfoOf,
  hasBusinessContact,
  hasOpeningHours,
  weekdays,
  type BusinessInfo,
} from '../../shared/api/business-info';
import type { WebsiteSettings } from '../../shared/api/site';
import type { BusinessView } from '../../site/view-model';

/** 2026-11-23 was a Monday: the weekday names come from Intl in the site's locale. */
const MONDAY = Date.UTC(2026, 10, 23);

function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  try {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
  } catch {
    return new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
  }
}

/** "9:00 AM – 5:00 PM" in the site's locale; the stored times are wall-clock times, not instants. */
function formatHours(opens: string, closes: string, locale: string): string {
  const time = formatter(locale, { hour: 'numeric', minute: '2-digit' });
  const at = (clock: string) => {
    const [hours, minutes] = clock.split(':').map(Number);
    return time.format(new Date(Date.UTC(2026, 0, 1, hours ?? 0, minutes ?? 0)));
  };
  return `${at(opens)} – ${at(closes)}`;
}

/** A tel: address keeps only the + and the digits (what every dialer accepts). */
const telHref = (phone: string) => `tel:${phone.startsWith('+') ? '+' : ''}${phone.replace(/\D/g, '')}`;

/** The site's business info as the footer and the info bar show it; undefined when there is none. */
export function businessView(
  settings: Partial<WebsiteSettings>,
  siteTitle: string,
  locale: string,
): BusinessView | undefined {
  const business: BusinessInfo = businessInfoOf(settings.business);
  if (!hasBusinessContact(business)) return undefined;
  const address = addressLine(business.address);
  const dayName = formatter(locale, { weekday: 'long' });
  return {
    name: business.name || siteTitle,
    address,
    ...(address
      ? {
          directionsHref: `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(address)}`,
        }
      : {}),
    ...(business.phone ? { phone: { text: business.phone, href: telHref(business.phone) } } : {}),
    ...(business.email ? { email: { text: business.email, href: `mailto:${business.email}` } } : {}),
    hours: hasOpeningHours(business)
      ? weekdays.map((day, index) => {
          const hours = business.hours[day];
          return {
            day: dayName.format(new Date(MONDAY + index * 86_400_000)),
            hours: hours.open ? formatHours(hours.opens, hours.closes, locale) : null,
          };
        })
      : [],
  };
}

/** The bar shows when the owner turned it on and there is something on it. */
export const showsMobileInfoBar = (settings: Partial<WebsiteSettings>, view: BusinessView | undefined) =>
  (settings.mobileInfoBar?.enabled ?? false) && view !== undefined;
