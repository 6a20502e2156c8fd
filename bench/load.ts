// One throughput measurement with autocannon's programmatic API (it runs in the bench's process).
import autocannon from 'autocannon';

export interface LoadResult {
  label: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  total: number;
  /** Answers other than 2xx: should be 0. */
  non2xx: number;
  /** Connection errors and requests unanswered after 10 s: should be 0. */
  timeouts: number;
  bytesPerRequest: number;
}

export interface LoadOptions {
  port: number;
  host: string;
  path: string;
  connections: number;
  durationSeconds: number;
  warmUpSeconds: number;
}

function run(options: LoadOptions, durationSeconds: number) {
  // No Accept-Encoding and no cookies: every server sends the same uncompressed bytes to a first-time visitor.
  return autocannon({
    url: `http://127.0.0.1:${options.port}${options.path}`,
    connections: options.connections,
    duration: durationSeconds,
    headers: { host: options.host },
    timeout: 10,
  });
}

export async function measureLoad(label: string, options: LoadOptions): Promise<LoadResult> {
  if (options.warmUpSeconds > 0) await run(options, options.warmUpSeconds);
  const result = await run(options, options.durationSeconds);
  const total = result.requests.total;
  return {
    label,
    requestsPerSecond: total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total,
    non2xx: result.non2xx,
    timeouts: result.errors + result.timeouts,
    bytesPerRequest: total > 0 ? result.throughput.total / total : 0,
  };
}
