import type { AppFeature } from '../../app/feature';

/** The signed-in owner's own account: password change (other sessions end). */
export const accountFeature: AppFeature = {
  id: 'account',
  nav: { label: 'Your account', to: '/account', order: 100 },
  routes: [
    {
      path: 'account',
      lazy: () => import('./password-screen').then((module) => ({ Component: module.PasswordScreen })),
    },
  ],
};
