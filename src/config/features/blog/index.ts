import type { AppFeature } from '../../app/feature';
import { t } from '../../text';

/** Blogs and their posts, opened from the pages list; their visitors' comments (moderation). */
export const blogFeature: AppFeature = {
  id: 'blog',
  nav: { label: t('owners.comments.nav'), to: '/comments', order: 15 },
  routes: [
    {
      path: 'comments',
      lazy: () => import('./comments-screen').then((module) => ({ Component: module.CommentsScreen })),
    },
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
