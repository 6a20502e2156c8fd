/**
 * An ingestion buffer: rows are accepted into memory and written in batches, when the buffer
 * reaches `maxRows`, after `maxDelayMs`, and on close. A failed write keeps its rows (at the
 * front, in order) and is retried with back-off, so nothing accepted is dropped. When the
 * buffer is full (`maxPending`) `accept` refuses: the route then answers 503 instead of
 * taking a row it could lose.
 */
export interface BatchWriterOptions<Row> {
  name: string;
  write: (rows: Row[]) => Promise<void>;
  maxRows?: number;
  maxDelayMs?: number;
  maxPending?: number;
  onError?: (error: unknown, name: string) => void;
}

export interface BatchWriterStats {
  accepted: number;
  written: number;
  pending: number;
  failedWrites: number;
}

export type BatchWriter<Row> = ReturnType<typeof createBatchWriter<Row>>;

const MAX_RETRY_DELAY_MS = 30_000;

export function createBatchWriter<Row>(options: BatchWriterOptions<Row>) {
  const maxRows = options.maxRows ?? 500;
  const maxDelayMs = options.maxDelayMs ?? 1000;
  const maxPending = options.maxPending ?? 100_000;
  let pending: Row[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<void> | null = null;
  let failures = 0;
  let closed = false;
  const stats = { accepted: 0, written: 0, failedWrites: 0 };

  function schedule(delay: number) {
    if (timer || closed) return;
    timer = setTimeout(() => {
      timer = null;
      void flush();
    }, delay);
    timer.unref?.();
  }

  /** Writes everything pending, batch by batch; one flush runs at a time. */
  function flush(): Promise<void> {
    if (running) return running.then(() => (pending.length > 0 ? flush() : undefined));
    if (timer) {
      clearTimeout(timer);
      timer = null;
    }
    running = (async () => {
      while (pending.length > 0) {
        const batch = pending.slice(0, maxRows);
        pending = pending.slice(batch.length);
        try {
          await options.write(batch);
          stats.written += batch.length;
          failures = 0;
        } catch (error) {
          pending = batch.concat(pending);
          stats.failedWrites += 1;
          failures += 1;
          options.onError?.(error, options.name);
          if (closed) throw error;
          schedule(Math.min(MAX_RETRY_DELAY_MS, maxDelayMs * 2 ** failures));
          return;
        }
      }
    })().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    /** Takes rows into the buffer; false when it is full (the caller must refuse the request). */
    accept(rows: Row[]): boolean {
      if (closed || pending.length + rows.length > maxPending) return false;
      pending.push(...rows);
      stats.accepted += rows.length;
      if (pending.length >= maxRows && !running) void flush().catch(() => {});
      else schedule(maxDelayMs);
      return true;
    },
    flush,
    /** Stops taking rows and writes what is pending, retrying a few times before giving up loudly. */
    async close(): Promise<void> {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = null;
      for (let attempt = 1; ; attempt += 1) {
        try {
          await flush();
          if (pending.length === 0) return;
        } catch (error) {
          if (attempt >= 5) throw error;
          await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
        }
      }
    },
    stats(): BatchWriterStats {
      return { ...stats, pending: pending.length };
    },
  };
}
