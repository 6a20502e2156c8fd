import type { AppFeature } from '../../app/feature';
import { t } from '../../text';

/** The cookie banner, first-party analytics and the Pinterest overlay (GET/PUT /api/rest/site-behaviour). */
export const siteBehaviourFeature: AppFeature = {
  id: 'site-behaviour',
  nav: { label: t('owners.siteBehaviour.nav'), to: '/settings/behaviour', order: 91 },
  routes: [
    {
      path: 'settings/behaviour',
      lazy: () =>
        import('./site-behaviour-screen').then((module) => ({ Component: module.SiteBehaviourScreen })),
    },
  ],
};
