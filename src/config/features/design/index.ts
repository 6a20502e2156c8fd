import type { AppFeature } from '../../app/feature';

export const designFeature: AppFeature = {
  id: 'design',
  nav: { label: 'Design', to: '/design', order: 20 },
  routes: [
    {
      path: 'design',
      lazy: () => import('./design-screen').then((module) => ({ Component: module.DesignScreen })),
    },
  ],
};
