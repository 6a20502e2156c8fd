import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../shared/errors';
import type { Database } from '../db/client';
import type { SiteDirectory } from '../modules/websites';
import type { SharedState } from '../shared-state/shared-state';
import type { Metrics } from './metrics';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compares digests, so the answer's timing tells nothing about the token. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer (.+)$/.exec(header ?? '');
  return match !== null && timingSafeEqual(digest(match[1]!), digest(token));
}

type Check = 'ok' | 'failing' | 'not configured';

/**
 * `/readyz`: may this process take traffic? The database answers, Redis answers (when
 * configured) and every shipped migration is applied. `/healthz` stays liveness only.
 * `/metrics`: Prometheus text behind a bearer token; without METRICS_TOKEN it does not exist.
 * Both answer on any host: a load balancer or a scraper asks by address.
 */
export function registerOperationsRoutes(
  app: FastifyInstance,
  deps: {
    database: Database;
    sharedState: SharedState;
    metrics: Metrics;
    metricsToken: string | undefined;
    siteDirectory: SiteDirectory;
  },
): void {
  /**
   * The version of what the Host's site shows, for a caching proxy's cache key (deploy/nginx):
   * a publish bumps it, so the proxy's copies of the old pages are never looked up again. Always
   * 204 (nginx's auth_request treats other answers as errors); unknown hosts get `unknown`.
   */
  app.get('/_sitebuilder/cache-version', async (request, reply) => {
    const match = await deps.siteDirectory.resolve(request.headers.host);
    const version =
      match.kind === 'site' ? `${match.website.id}.${match.website.contentVersion}` : match.kind;
    return reply.code(204).header('cache-control', 'no-store').header('x-cache-version', version).send();
  });

  app.get('/readyz', async (_request, reply) => {
    const [database, redis, migrations] = await Promise.all([
      deps.database.ping().then((up): Check => (up ? 'ok' : 'failing')),
      deps.sharedState.redis
        ? deps.sharedState.redis.ping().then(
            (): Check => 'ok',
            (): Check => 'failing',
          )
        : Promise.resolve<Check>('not configured'),
      deps.database.pendingMigrations().then(
        (pending): Check => (pending === 0 ? 'ok' : 'failing'),
        (): Check => 'failing',
      ),
    ]);
    const checks = { database, redis, migrations };
    const ready = Object.values(checks).every((check) => check !== 'failing');
    return reply
      .code(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: ready ? 'ready' : 'not ready', checks });
  });

  app.get('/metrics', async (request, reply) => {
    const token = deps.metricsToken;
    if (token === undefined) throw new AppError('notFound');
    if (!bearerMatches(request.headers.authorization, token)) {
      reply.header('www-authenticate', 'Bearer');
      throw new AppError('unauthorized');
    }
    const { contentType, body } = await deps.metrics.text();
    return reply.type(contentType).header('cache-control', 'no-store').send(body);
  });
}
