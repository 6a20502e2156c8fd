/**
 * Carriers whose tracking pages we can link to from the shipping mail. Any other carrier's
 * name is kept and shown, with the tracking number as plain text.
 */
export const knownCarriers = [
  { id: 'ups', name: 'UPS', url: 'https://www.ups.com/track?tracknum={n}' },
  { id: 'usps', name: 'USPS', url: 'https://tools.usps.com/go/TrackConfirmAction?tLabels={n}' },
  { id: 'fedex', name: 'FedEx', url: 'https://www.fedex.com/fedextrack/?trknbr={n}' },
  {
    id: 'dhl',
    name: 'DHL',
    url: 'https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id={n}',
  },
  {
    id: 'royal-mail',
    name: 'Royal Mail',
    url: 'https://www.royalmail.com/track-your-item#/tracking-results/{n}',
  },
  {
    id: 'canada-post',
    name: 'Canada Post',
    url: 'https://www.canadapost-postescanada.ca/track-reperez/en#/search?searchFor={n}',
  },
  {
    id: 'australia-post',
    name: 'Australia Post',
    url: 'https://auspost.com.au/mypost/track/details/{n}',
  },
] as const;

export const CARRIER_MAX_LENGTH = 60;
export const TRACKING_NUMBER_MAX_LENGTH = 40;
/** Letters, digits, spaces and dashes: what carriers print on labels, and nothing that could break a link. */
export const TRACKING_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 -]*$/;

const key = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');

/** The known carrier of a name as an owner typed or picked it ("Royal Mail", "royal-mail", "fedex"). */
export const carrierOf = (name: string) =>
  knownCarriers.find((carrier) => key(carrier.name) === key(name) || key(carrier.id) === key(name)) ?? null;

/** The carrier's tracking page for a number, or null for carriers we do not know. */
export function trackingUrlOf(carrierName: string | null, trackingNumber: string | null): string | null {
  if (!carrierName || !trackingNumber) return null;
  const carrier = carrierOf(carrierName);
  if (!carrier) return null;
  return carrier.url.replace('{n}', encodeURIComponent(trackingNumber.replace(/\s+/g, '')));
}
