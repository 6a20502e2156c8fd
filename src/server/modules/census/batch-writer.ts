/**
 * An ingestion buffer: rows are accepted into memory and written in batches, when the buffer
 * reaches `maxRows`, after `maxDelayMs`, and on close. A batch the database refuses because of
 * a row's data (`isRowError`) is split in halves until the bad row stands alone; that row is
 * parked (`deadLetter`) with its error, so one row can never block the others. Any other
 * failed write (database down) keeps its rows (at the front) and is retried with back-off, so
 * nothing accepted is dropped. When the buffer is full (`maxPending`) `accept` refuses: the
 * route then answers 503 instead of taking a row it could lose.
 */
export interface BatchWriterOptions<Row> {
  name: string;
  write: (rows: Row[]) => Promise<void>;
  maxRows?: number;
  maxDelayMs?: number;
  maxPending?: number;
  onError?: (error: unknown, name: string) => void;
  /** Whether a failed write is the rows' fault (bad data) rather than the database's. */
  isRowError?: (error: unknown) => boolean;
  /** Stores a row the database refused on its own, with the error. Without it, bad rows are retried like the rest. */
  deadLetter?: (row: Row, error: unknown) => Promise<void>;
}

export interface BatchWriterStats {
  accepted: number;
  written: number;
  pending: number;
  failedWrites: number;
  deadLettered: number;
}

export type BatchWriter<Row> = ReturnType<typeof createBatchWriter<Row>>;

const MAX_RETRY_DELAY_MS = 30_000;

/** A write that failed for a reason other than its rows' data, with the rows not yet written. */
class UnwrittenRows<Row> extends Error {
  constructor(
    readonly rows: Row[],
    override readonly cause: unknown,
  ) {
    super('batch write failed');
  }
}

export function createBatchWriter<Row>(options: BatchWriterOptions<Row>) {
  const maxRows = options.maxRows ?? 500;
  const maxDelayMs = options.maxDelayMs ?? 1000;
  const maxPending = options.maxPending ?? 100_000;
  let pending: Row[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<void> | null = null;
  let failures = 0;
  let closed = false;
  const stats = { accepted: 0, written: 0, failedWrites: 0, deadLettered: 0 };

  /** Writes the rows, isolating rows the database refuses; throws UnwrittenRows on any other failure. */
  async function writeIsolating(rows: Row[]): Promise<void> {
    try {
      await options.write(rows);
      stats.written += rows.length;
      return;
    } catch (error) {
      if (!options.deadLetter || !options.isRowError?.(error)) throw new UnwrittenRows(rows, error);
      if (rows.length === 1) {
        try {
          await options.deadLetter(rows[0]!, error);
        } catch (parkError) {
          throw new UnwrittenRows(rows, parkError);
        }
        stats.deadLettered += 1;
        return;
      }
    }
    const middle = Math.ceil(rows.length / 2);
    const second = rows.slice(middle);
    try {
      await writeIsolating(rows.slice(0, middle));
    } catch (error) {
      if (error instanceof UnwrittenRows) throw new UnwrittenRows(error.rows.concat(second), error.cause);
      throw error;
    }
    await writeIsolating(second);
  }

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
          await writeIsolating(batch);
          failures = 0;
        } catch (failure) {
          const error = failure instanceof UnwrittenRows ? failure.cause : failure;
          pending = (failure instanceof UnwrittenRows ? (failure.rows as Row[]) : batch).concat(pending);
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
