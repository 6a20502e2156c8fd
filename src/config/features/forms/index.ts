import type { AppFeature } from '../../app/feature';
import { t } from '../../text';

/** Forms and newsletter: the builder, submissions, subscribers and the site's sent e-mail. */
export const formsFeature: AppFeature = {
  id: 'forms',
  nav: { label: t('owners.forms.nav'), to: '/forms', order: 30 },
  routes: [
    {
      path: 'forms',
      lazy: () => import('./forms-screen').then((module) => ({ Component: module.FormsScreen })),
    },
    {
      path: 'forms/subscribers',
      lazy: () => import('./subscribers-screen').then((module) => ({ Component: module.SubscribersScreen })),
    },
    {
      path: 'forms/outbox',
      lazy: () => import('./outbox-screen').then((module) => ({ Component: module.OutboxScreen })),
    },
    {
      path: 'forms/:formId',
      lazy: () => import('./form-screen').then((module) => ({ Component: module.FormScreen })),
    },
    {
      path: 'forms/:formId/submissions',
      lazy: () => import('./submissions-screen').then((module) => ({ Component: module.SubmissionsScreen })),
    },
  ],
};
