import type { AppFeature } from '../../app/feature';

export const pagesFeature: AppFeature = {
  id: 'pages',
  nav: { label: 'Pages', to: '/', order: 10 },
  routes: [
    {
      index: true,
      lazy: () => import('./pages-screen').then((module) => ({ Component: module.PagesScreen })),
    },
  ],
};
