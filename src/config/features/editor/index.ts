import type { AppFeature } from '../../app/feature';

/** The page editor and the gallery page editor, opened from the pages list (or by /config/?frameUrl=). */
export const editorFeature: AppFeature = {
  id: 'editor',
  routes: [
    {
      path: 'pages/:pageId',
      lazy: () => import('./editor-screen').then((module) => ({ Component: module.EditorScreen })),
    },
    {
      path: 'galleries/:pageId',
      lazy: () => import('./gallery-page-screen').then((module) => ({ Component: module.GalleryPageScreen })),
    },
  ],
};
