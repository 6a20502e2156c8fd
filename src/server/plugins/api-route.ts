import type { FastifyRequest } from 'fastify';

/**
 * Whether a request is for the JSON API, from the route it matched (so `/%61pi/...` counts as
 * `/api/...`). Requests no specific route matched (not found, the site's catch-all) are
 * judged by their decoded path.
 */
export function isApiRoute(request: FastifyRequest): boolean {
  const routeUrl = request.routeOptions.url;
  if (routeUrl !== undefined && routeUrl !== '/*') return routeUrl.startsWith('/api/');
  return decodedPath(request.url).startsWith('/api/');
}

export function decodedPath(url: string): string {
  const path = url.split('?', 1)[0] ?? '/';
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
