import type { AppFeature } from '../../app/feature';
import { t } from '../../text';

/** The signed-in owner's own account: password change (other sessions end). */
export const accountFeature: AppFeature = {
  id: 'account',
  nav: { label: t('owners.account.nav'), to: '/account', order: 100 },
  routes: [
    {
      path: 'account',
      lazy: () => import('./password-screen').then((module) => ({ Component: module.PasswordScreen })),
    },
  ],
};
