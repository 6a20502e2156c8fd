/**
 * Core Web Vitals ratings for the owners' analytics: the p75 of each metric is good, needs
 * improvement or poor by the thresholds the `web-vitals` library publishes (LCPThresholds,
 * ...; a unit test keeps these equal to the library's).
 */
export const webVitalMetrics = ['LCP', 'CLS', 'INP', 'FCP', 'TTFB'] as const;
export type WebVitalMetric = (typeof webVitalMetrics)[number];

/** [good at or below, poor above]. Milliseconds, except CLS (unitless). */
export const webVitalThresholds: Readonly<Record<WebVitalMetric, readonly [number, number]>> = {
  LCP: [2500, 4000],
  CLS: [0.1, 0.25],
  INP: [200, 500],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
};

export type WebVitalRating = 'good' | 'needs-improvement' | 'poor';

export function rateWebVital(metric: WebVitalMetric, value: number): WebVitalRating {
  const [good, poor] = webVitalThresholds[metric];
  return value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor';
}
