/**
 * Group commit: a request's rows are acknowledged only once they are committed. Rows from
 * concurrent requests gather for `gatherMs` (or until `maxRows`) and go to the database as one
 * statement, one transaction; rows that arrive while a write runs form the next one. A kill -9
 * therefore loses no acknowledged row, and one insert of hundreds of rows costs little more
 * than one of a single row.
 *
 * A batch the database refuses because of a row's data (`isRowError`) is split in halves until
 * the bad row stands alone; that row is parked (`deadLetter`) with its error and its request is
 * answered `parked` (kept, but not where it belongs), so it never fails the other requests of
 * its batch. Any other failure
 * (database down) keeps the rows, retried with back-off, while their requests wait.
 *
 * Back-pressure: `commit` answers `busy` at once when `maxPending` rows wait or the oldest
 * waiting row is older than `maxLagMs` (the database has fallen behind); the route answers 503
 * with Retry-After, so a stalled database shows as refusals, not as acknowledgements.
 */
export interface GroupCommitOptions<Row> {
  name: string;
  /** One statement for all the rows (it commits, or fails, as one). */
  write: (rows: Row[]) => Promise<void>;
  maxRows?: number;
  gatherMs?: number;
  maxPending?: number;
  maxLagMs?: number;
  isRowError?: (error: unknown) => boolean;
  deadLetter?: (row: Row, error: unknown) => Promise<void>;
  onError?: (error: unknown, name: string) => void;
  now?: () => number;
}

/** `parked`: committed, but at least one of the request's rows only as a dead letter. */
export type CommitResult = 'stored' | 'parked' | 'busy';

export interface GroupCommitStats {
  accepted: number;
  written: number;
  pending: number;
  failedWrites: number;
  deadLettered: number;
  refused: number;
  lagMs: number;
}

interface Ticket {
  remaining: number;
  parked: boolean;
  settle: (result: CommitResult) => void;
}
interface Entry<Row> {
  row: Row;
  ticket: Ticket;
  /** When it was accepted (ms), for the lag that back-pressure watches. */
  at: number;
}

const MAX_RETRY_DELAY_MS = 5_000;

/** A write that failed for a reason other than its rows' data, with the entries not yet written. */
class UnwrittenRows<Row> extends Error {
  constructor(
    readonly entries: Entry<Row>[],
    override readonly cause: unknown,
  ) {
    super('batch write failed');
  }
}

export type GroupCommit<Row> = ReturnType<typeof createGroupCommit<Row>>;

export function createGroupCommit<Row>(options: GroupCommitOptions<Row>) {
  const maxRows = options.maxRows ?? 1_000;
  const gatherMs = options.gatherMs ?? 2;
  const maxPending = options.maxPending ?? 20_000;
  const maxLagMs = options.maxLagMs ?? 1_000;
  const now = options.now ?? Date.now;
  let pending: Entry<Row>[] = [];
  let inFlightSince: number | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<void> | null = null;
  let failures = 0;
  let closed = false;
  const stats = { accepted: 0, written: 0, failedWrites: 0, deadLettered: 0, refused: 0 };

  const done = (entries: Entry<Row>[]) => {
    for (const entry of entries) {
      entry.ticket.remaining -= 1;
      if (entry.ticket.remaining === 0) entry.ticket.settle(entry.ticket.parked ? 'parked' : 'stored');
    }
  };

  /** Writes the entries, parking rows the database refuses; throws UnwrittenRows on any other failure. */
  async function writeIsolating(entries: Entry<Row>[]): Promise<void> {
    try {
      await options.write(entries.map((entry) => entry.row));
      stats.written += entries.length;
      done(entries);
      return;
    } catch (error) {
      if (!options.deadLetter || !options.isRowError?.(error)) throw new UnwrittenRows(entries, error);
      if (entries.length === 1) {
        try {
          await options.deadLetter(entries[0]!.row, error);
        } catch (parkError) {
          throw new UnwrittenRows(entries, parkError);
        }
        stats.deadLettered += 1;
        entries[0]!.ticket.parked = true;
        done(entries);
        return;
      }
    }
    const middle = Math.ceil(entries.length / 2);
    const second = entries.slice(middle);
    try {
      await writeIsolating(entries.slice(0, middle));
    } catch (error) {
      if (error instanceof UnwrittenRows) throw new UnwrittenRows(error.entries.concat(second), error.cause);
      throw error;
    }
    await writeIsolating(second);
  }

  function schedule(delay: number) {
    if (timer || running) return;
    timer = setTimeout(() => {
      timer = null;
      void flush().catch(() => {});
    }, delay);
  }

  /** Writes everything pending, batch after batch; one write at a time. */
  function flush(): Promise<void> {
    if (running) return running.then(() => (pending.length > 0 ? flush() : undefined));
    if (timer) {
      clearTimeout(timer);
      timer = null;
    }
    let retryInMs: number | null = null;
    running = (async () => {
      while (pending.length > 0) {
        const batch = pending.slice(0, maxRows);
        pending = pending.slice(batch.length);
        inFlightSince = batch[0]!.at;
        try {
          await writeIsolating(batch);
          failures = 0;
        } catch (failure) {
          const error = failure instanceof UnwrittenRows ? failure.cause : failure;
          pending = (failure instanceof UnwrittenRows ? (failure.entries as Entry<Row>[]) : batch).concat(
            pending,
          );
          stats.failedWrites += 1;
          failures += 1;
          options.onError?.(error, options.name);
          if (closed) throw error;
          retryInMs = Math.min(MAX_RETRY_DELAY_MS, 50 * 2 ** failures);
          return;
        } finally {
          inFlightSince = null;
        }
      }
    })().finally(() => {
      running = null;
      // The rows stay; their requests wait for the retry (new ones are refused once it lags).
      if (retryInMs !== null) schedule(retryInMs);
      // Rows that came in after the loop's last look: a timer could not be set while it ran.
      else if (pending.length > 0 && !closed) schedule(gatherMs);
    });
    return running;
  }

  /** How long the oldest row not yet committed has waited (0 when none waits). */
  function lagMs(): number {
    const oldest = Math.min(inFlightSince ?? Infinity, pending[0]?.at ?? Infinity);
    return oldest === Infinity ? 0 : now() - oldest;
  }

  return {
    /**
     * Resolves `stored` once every row is committed (`parked` when one was parked with its error), `busy` at once
     * when the writer is closed, full or behind: then nothing of these rows is kept.
     */
    commit(rows: Row[]): Promise<CommitResult> {
      if (rows.length === 0) return Promise.resolve('stored');
      if (closed || pending.length + rows.length > maxPending || lagMs() > maxLagMs) {
        stats.refused += 1;
        return Promise.resolve('busy');
      }
      return new Promise<CommitResult>((settle) => {
        const ticket: Ticket = { remaining: rows.length, parked: false, settle };
        const at = now();
        for (const row of rows) pending.push({ row, ticket, at });
        stats.accepted += rows.length;
        if (pending.length >= maxRows && !running) void flush().catch(() => {});
        else schedule(gatherMs);
      });
    },
    flush,
    /** Stops taking rows and commits what waits; rows it cannot write answer `busy` (never acknowledged). */
    async close(): Promise<void> {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = null;
      try {
        for (let attempt = 1; ; attempt += 1) {
          try {
            await flush();
            if (pending.length === 0) return;
          } catch (error) {
            if (attempt >= 5) throw error;
            await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
          }
        }
      } finally {
        for (const entry of pending) entry.ticket.settle('busy');
        pending = [];
      }
    },
    stats(): GroupCommitStats {
      return { ...stats, pending: pending.length, lagMs: lagMs() };
    },
  };
}
