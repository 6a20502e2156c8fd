import type { AppFeature } from '../../app/feature';

export const settingsFeature: AppFeature = {
  id: 'settings',
  nav: { label: 'Settings', to: '/settings', order: 90 },
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
      path: 'settings/footer',
      lazy: () => import('./footer-screen').then((module) => ({ Component: module.FooterScreen })),
    },
  ],
};
