import type { RouteObject } from 'react-router';

/**
 * One area of the owners' app (pages, design, settings, forms, analytics, store, ...). A
 * feature lives in `src/config/features/<area>/` and exports one of these from its index.ts;
 * `app/features.ts` lists them. Routes are relative to /config/ and should load their screens
 * lazily, so each area is its own chunk.
 */
export interface AppFeature {
  id: string;
  /** The entry in the app's main navigation; omit for areas reached from elsewhere (the editor). */
  nav?: { label: string; to: string; order: number };
  routes: RouteObject[];
}
