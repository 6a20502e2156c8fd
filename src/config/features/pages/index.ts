import type { AppFeature } from '../../app/feature';
import { t } from '../../text';

export const pagesFeature: AppFeature = {
  id: 'pages',
  nav: { label: t('owners.pages.nav'), to: '/', order: 10 },
  routes: [
    {
      index: true,
      lazy: () => import('./pages-screen').then((module) => ({ Component: module.PagesScreen })),
    },
  ],
};
