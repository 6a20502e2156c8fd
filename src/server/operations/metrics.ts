import cluster from 'node:cluster';
import type { FastifyInstance } from 'fastify';
import { AggregatorRegistry, collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client';
import type { JobStats } from '../jobs';

/** What the metrics read from the rest of the server, each when it is scraped. */
export interface MetricSources {
  renderCache: { counts: { hits: number; misses: number } };
  jobs: { stats(): Promise<JobStats[]> };
  mailBacklog(): Promise<{ waiting: number; oldestSeconds: number }>;
  /** PostgreSQL's pool; undefined on the embedded database. */
  databasePool: (() => { total: number; idle: number; waiting: number }) | undefined;
  /** For query times (PostgreSQL only: see Database.timeQueries). */
  database?: Pick<Database, 'timeQueries'>;
  /** The census module's group commits: rows accepted and not yet committed, per table. */
  censusBuffer?: () => Record<string, { pending: number }>;
}

export type Metrics = ReturnType<typeof createMetrics>;

/**
 * The server's Prometheus metrics (prom-client): request rate and duration by route and status,
 * render cache hits, database pool, job queue depth and lag, mail backlog, memory and event-loop
 * lag (prom-client's process metrics). Figures read from the database are the same in every
 * process, so a cluster reports them once (`aggregator: 'max'`), not summed.
 */
export function createMetrics(sources: MetricSources) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route template, method and status',
    labelNames: ['route', 'method', 'status'],
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });

  counterFrom(registry, 'render_cache_hits_total', 'Published pages served from the render cache', () =>
    Promise.resolve(sources.renderCache.counts.hits),
  );
  counterFrom(
    registry,
    'render_cache_misses_total',
    'Published pages rendered for an anonymous visitor',
    () => Promise.resolve(sources.renderCache.counts.misses),
  );

  const jobGauge = (name: string, help: string, read: (stats: JobStats) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['job'],
      aggregator: 'max',
      registers: [registry],
      async collect() {
        this.reset();
        for (const stats of await sources.jobs.stats()) this.set({ job: stats.name }, read(stats));
      },
    });
  jobGauge('job_queue_due', 'Jobs due now and not started', (stats) => stats.due);
  jobGauge('job_queue_lag_seconds', 'How long the oldest due job has waited', (stats) => stats.lagSeconds);
  jobGauge('job_queue_failed', 'Jobs that gave up after their last retry', (stats) => stats.failed);

  const mailGauge = (
    name: string,
    help: string,
    read: (backlog: { waiting: number; oldestSeconds: number }) => number,
  ) =>
    new Gauge({
      name,
      help,
      aggregator: 'max',
      registers: [registry],
      async collect() {
        this.set(read(await sources.mailBacklog()));
      },
    });
  mailGauge('mail_outbox_backlog', 'Mails queued or being sent', (backlog) => backlog.waiting);
  mailGauge(
    'mail_outbox_oldest_seconds',
    'Age of the oldest undelivered mail',
    (backlog) => backlog.oldestSeconds,
  );

  const { databasePool, censusBuffer } = sources;
  if (databasePool) {
    new Gauge({
      name: 'db_pool_clients',
      help: "Clients of this process's PostgreSQL pool, by state",
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const pool = databasePool();
        this.set({ state: 'open' }, pool.total);
        this.set({ state: 'idle' }, pool.idle);
        this.set({ state: 'waiting' }, pool.waiting);
      },
    });
  }
  if (sources.database?.timeQueries) {
    const queries = new Histogram({
      name: 'db_query_duration_seconds',
      help: "Time from sending a query to PostgreSQL to its answer (this process's pool)",
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1, 5],
      registers: [registry],
    });
    sources.database.timeQueries((seconds) => queries.observe(seconds));
  }
  if (censusBuffer) {
    // Each process buffers its own visitors' rows: summed across a cluster (the default).
    new Gauge({
      name: 'census_buffer_rows',
      help: 'Analytics rows accepted and not yet written to the database, by table',
      labelNames: ['table'],
      registers: [registry],
      collect() {
        for (const [table, writer] of Object.entries(censusBuffer())) this.set({ table }, writer.pending);
      },
    });
  }

  return {
    registry,
    /** Times every answered request under its route template (never the raw URL: bounded labels). */
    observe(app: FastifyInstance): void {
      app.addHook('onResponse', async (request, reply) => {
        const route = request.routeOptions.url ?? 'unmatched';
        requests.observe(
          { route, method: request.method, status: String(reply.statusCode) },
          reply.elapsedTime / 1000,
        );
      });
    },
    /** This process's metrics, or, in a cluster, every web process's (asked through the primary). */
    async text(): Promise<{ contentType: string; body: string }> {
      const body = cluster.isWorker ? await askPrimary() : await registry.metrics();
      return { contentType: registry.contentType, body };
    },
  };
}

/** A counter whose value lives elsewhere (a plain number), read when scraped. */
function counterFrom(registry: Registry, name: string, help: string, read: () => Promise<number>) {
  return new Counter({
    name,
    help,
    registers: [registry],
    async collect() {
      this.reset();
      this.inc(await read());
    },
  });
}

const REQUEST = 'sitebuilder:metrics-request';
const RESPONSE = 'sitebuilder:metrics-response';
let nextRequestId = 0;

/** A worker asks the primary, which gathers every worker's registry through prom-client's cluster messages. */
function askPrimary(): Promise<string> {
  const id = ++nextRequestId;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      process.off('message', onMessage);
      reject(new Error('The cluster primary did not answer the metrics request'));
    }, 5_000);
    function onMessage(message: unknown) {
      const answer = message as { type?: string; id?: number; body?: string; error?: string };
      if (answer?.type !== RESPONSE || answer.id !== id) return;
      clearTimeout(timer);
      process.off('message', onMessage);
      if (answer.error !== undefined) reject(new Error(answer.error));
      else resolve(answer.body ?? '');
    }
    process.on('message', onMessage);
    process.send?.({ type: REQUEST, id });
  });
}

/** In a worker: this process's registry is what prom-client sends when the primary gathers. */
export function shareWithCluster(metrics: Metrics): void {
  if (!cluster.isWorker) return;
  // Constructing one installs prom-client's worker-side answer to the primary's gathering.
  new AggregatorRegistry();
  AggregatorRegistry.setRegistries([metrics.registry]);
}

/** In the cluster primary: answers workers' metrics requests with every worker's figures combined. */
export function serveClusterMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: { type?: string; id?: number }) => {
    if (message?.type !== REQUEST) return;
    aggregator.clusterMetrics().then(
      (body) => worker.send({ type: RESPONSE, id: message.id, body }),
      (error: unknown) => worker.send({ type: RESPONSE, id: message.id, error: String(error) }),
    );
  });
}
