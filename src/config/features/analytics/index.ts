import type { AppFeature } from '../../app/feature';
import { t } from '../../text';

/** The owners' analytics dashboard (first-party census data of this site). */
export const analyticsFeature: AppFeature = {
  id: 'analytics',
  nav: { label: t('owners.analytics.nav'), to: '/analytics', order: 40 },
  routes: [
    {
      path: 'analytics',
      lazy: () => import('./analytics-screen').then((module) => ({ Component: module.AnalyticsScreen })),
    },
  ],
};
