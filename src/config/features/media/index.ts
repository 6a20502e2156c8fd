import type { AppFeature } from '../../app/feature';
import { t } from '../../text';

/** The site's media library; the image picker (image-picker-dialog.tsx) shows the same library. */
export const mediaFeature: AppFeature = {
  id: 'media',
  nav: { label: t('owners.media.nav'), to: '/media', order: 25 },
  routes: [
    {
      path: 'media',
      lazy: () => import('./media-screen').then((module) => ({ Component: module.MediaScreen })),
    },
  ],
};
