import {
  businessInfoOf,
  hasBusinessContact,
  weekdays,
  type BusinessInfo,
} from '../../../shared/api/business-info';
import type { WebsiteRow } from '../../modules/websites/tables';

const schemaDay = (day: string) => `${day[0]!.toUpperCase()}${day.slice(1)}`;

/** Days with the same hours share one specification, as schema.org's examples do. */
function openingHours(hours: BusinessInfo['hours']): object[] {
  const groups = new Map<string, string[]>();
  for (const day of weekdays) {
    const spec = hours[day];
    if (!spec.open) continue;
    const key = `${spec.opens}-${spec.closes}`;
    groups.set(key, [...(groups.get(key) ?? []), schemaDay(day)]);
  }
  return [...groups].map(([key, days]) => {
    const [opens, closes] = key.split('-');
    return { '@type': 'OpeningHoursSpecification', dayOfWeek: days, opens, closes };
  });
}

/**
 * The site's organisation for search engines: a plain Organization, or a LocalBusiness with its
 * address, phone, e-mail and opening hours when the owner entered business info.
 */
export function organizationData(
  website: Pick<WebsiteRow, 'title' | 'settings'>,
  url: string,
  logo: string | undefined,
): Record<string, unknown> {
  const business = businessInfoOf(website.settings.business);
  const base = { name: business.name || website.title, url, ...(logo ? { logo } : {}) };
  if (!hasBusinessContact(business)) return { '@type': 'Organization', ...base };
  const { street, locality, region, postalCode, country } = business.address;
  const address = Object.entries({
    streetAddress: street,
    addressLocality: locality,
    addressRegion: region,
    postalCode,
    addressCountry: country,
  }).filter(([, value]) => value !== '');
  const hours = openingHours(business.hours);
  return {
    '@type': 'LocalBusiness',
    ...base,
    ...(address.length > 0 ? { address: { '@type': 'PostalAddress', ...Object.fromEntries(address) } } : {}),
    ...(business.phone ? { telephone: business.phone } : {}),
    ...(business.email ? { email: business.email } : {}),
    ...(hours.length > 0 ? { openingHoursSpecification: hours } : {}),
  };
}
