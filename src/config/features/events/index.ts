import type { AppFeature } from '../../app/feature';

/** Events pages and their events, opened from the pages list. */
export const eventsFeature: AppFeature = {
  id: 'events',
  routes: [
    {
      path: 'events/:collectionId',
      lazy: () => import('./events-screen').then((module) => ({ Component: module.EventsScreen })),
    },
    {
      path: 'events/:collectionId/:eventId',
      lazy: () => import('./event-screen').then((module) => ({ Component: module.EventScreen })),
    },
  ],
};
