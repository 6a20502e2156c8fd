// The slice of autocannon's programmatic API the bench uses (the package ships no types).
declare module 'autocannon' {
  export interface Options {
    url: string;
    method?: string;
    body?: string;
    /** Send exactly this many requests (instead of running for `duration`). */
    amount?: number;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    timeout?: number;
    /** A request sequence; `setupRequest` may rewrite each request before it is sent (bench/forms.ts). */
    requests?: Array<{
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
      setupRequest?: (request: RequestSpec) => RequestSpec;
      /** Called with each answer's status (bench/sign-in-flood.ts counts them). */
      onResponse?: (status: number, body: string) => void;
    }>;
  }

  export interface RequestSpec {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }

  export interface Histogram {
    average: number;
    mean: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
  }

  export interface Result {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    /** Seconds the run lasted. */
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
  }

  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
