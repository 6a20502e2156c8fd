import type { AppFeature } from '../../app/feature';
import { t } from '../../text';

export const settingsFeature: AppFeature = {
  id: 'settings',
  nav: { label: t('owners.settings.nav'), to: '/settings', order: 90 },
  routes: [
    {
      path: 'settings',
      lazy: () => import('./settings-screen').then((module) => ({ Component: module.SettingsScreen })),
    },
    {
      path: 'settings/emails',
      lazy: () =>
        import('./email-previews-screen').then((module) => ({ Component: module.EmailPreviewsScreen })),
    },
    {
      path: 'settings/business',
      lazy: () => import('./business-screen').then((module) => ({ Component: module.BusinessScreen })),
    },
    {
      path: 'settings/email',
      lazy: () =>
        import('./email-settings-screen').then((module) => ({ Component: module.EmailSettingsScreen })),
    },
    {
      path: 'settings/popup',
      lazy: () => import('./popup-screen').then((module) => ({ Component: module.PopupScreen })),
    },
    {
      path: 'settings/domains',
      lazy: () => import('./domains-screen').then((module) => ({ Component: module.DomainsScreen })),
    },
    {
      path: 'settings/transfer',
      lazy: () => import('./transfer-screen').then((module) => ({ Component: module.TransferScreen })),
    },
    {
      path: 'settings/footer',
      lazy: () => import('./footer-screen').then((module) => ({ Component: module.FooterScreen })),
    },
  ],
};
