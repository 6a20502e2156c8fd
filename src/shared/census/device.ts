/**
 * Device class of a hit, from its viewport and user agent: the spec's breakpoints put mobile
 * at up to 432 px; tablets are recognized by their user agent (the spec's tablet breakpoint
 * never matches, so width alone cannot tell).
 */
export type DeviceClass = 'mobile' | 'tablet' | 'desktop';

export const MOBILE_MAX_WIDTH = 432;

export function deviceClassOf(userAgent: string, viewportWidth: number | undefined): DeviceClass {
  if (/iPad|Tablet|PlayBook|Silk|Android(?!.*Mobile)/i.test(userAgent)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android.*Mobile|Windows Phone/i.test(userAgent)) return 'mobile';
  if (viewportWidth !== undefined && viewportWidth > 0 && viewportWidth <= MOBILE_MAX_WIDTH) return 'mobile';
  return 'desktop';
}
