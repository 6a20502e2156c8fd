import type { FastifyInstance, HTTPMethods } from 'fastify';

/** One registered route, as Fastify's `onRoute` saw it. */
export interface RouteEntry {
  method: HTTPMethods;
  url: string;
  config: Readonly<Record<string, unknown>>;
}

export const MUTATING_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Records every route as it is registered. Must be called before any route is added: the
 * security tests walk this list (CSRF rule per route, fuzzing every public route), so a new
 * route is covered without anyone remembering to list it.
 */
export function recordRoutes(app: FastifyInstance): RouteEntry[] {
  const routes: RouteEntry[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      routes.push({ method, url: route.url, config: (route.config ?? {}) as Record<string, unknown> });
    }
  });
  return routes;
}
