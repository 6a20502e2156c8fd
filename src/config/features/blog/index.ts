import type { AppFeature } from '../../app/feature';

/** Blogs and their posts, opened from the pages list. */
export const blogFeature: AppFeature = {
  id: 'blog',
  routes: [
    {
      path: 'blogs/:collectionId',
      lazy: () => import('./blog-screen').then((module) => ({ Component: module.BlogScreen })),
    },
    {
      path: 'blogs/:collectionId/posts/:itemId',
      lazy: () => import('./post-screen').then((module) => ({ Component: module.PostScreen })),
    },
  ],
};
