import type { AppFeature } from '../../app/feature';
import { t } from '../../text';

export const designFeature: AppFeature = {
  id: 'design',
  nav: { label: t('owners.design.nav'), to: '/design', order: 20 },
  routes: [
    {
      path: 'design',
      lazy: () => import('./design-screen').then((module) => ({ Component: module.DesignScreen })),
    },
  ],
};
