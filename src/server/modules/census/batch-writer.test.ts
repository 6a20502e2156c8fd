import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBatchWriter } from './batch-writer';

afterEach(() => {
  vi.useRealTimers();
});

describe('census batch writer', () => {
  it('writes a batch as soon as the buffer reaches maxRows', async () => {
    const batches: number[][] = [];
    const writer = createBatchWriter<number>({
      name: 't',
      maxRows: 3,
      maxDelayMs: 60_000,
      write: async (rows) => void batches.push(rows),
    });
    writer.accept([1, 2]);
    expect(batches).toEqual([]);
    writer.accept([3]);
    await writer.flush();
    expect(batches).toEqual([[1, 2, 3]]);
    expect(writer.stats()).toMatchObject({ accepted: 3, written: 3, pending: 0 });
  });

  it('writes what waits after maxDelayMs', async () => {
    vi.useFakeTimers();
    const batches: number[][] = [];
    const writer = createBatchWriter<number>({
      name: 't',
      maxRows: 100,
      maxDelayMs: 1000,
      write: async (rows) => void batches.push(rows),
    });
    writer.accept([1]);
    await vi.advanceTimersByTimeAsync(999);
    expect(batches).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(batches).toEqual([[1]]);
  });

  it('keeps the rows of a failed write, in order, and retries them', async () => {
    vi.useFakeTimers();
    const batches: number[][] = [];
    let fail = true;
    const errors: unknown[] = [];
    const writer = createBatchWriter<number>({
      name: 't',
      maxRows: 2,
      maxDelayMs: 100,
      onError: (error) => errors.push(error),
      write: async (rows) => {
        if (fail) throw new Error('database away');
        batches.push(rows);
      },
    });
    writer.accept([1, 2, 3]);
    await vi.advanceTimersByTimeAsync(0);
    expect(errors).toHaveLength(1);
    expect(writer.stats()).toMatchObject({ pending: 3, written: 0, failedWrites: 1 });
    fail = false;
    await vi.advanceTimersByTimeAsync(200);
    expect(batches).toEqual([[1, 2], [3]]);
    expect(writer.stats()).toMatchObject({ accepted: 3, written: 3, pending: 0 });
  });

  it('writes everything on close and refuses rows afterwards', async () => {
    const written: number[] = [];
    const writer = createBatchWriter<number>({
      name: 't',
      maxRows: 500,
      maxDelayMs: 60_000,
      write: async (rows) => void written.push(...rows),
    });
    writer.accept([1, 2, 3]);
    await writer.close();
    expect(written).toEqual([1, 2, 3]);
    expect(writer.accept([4])).toBe(false);
  });

  it('refuses rows beyond maxPending rather than holding more than it can promise', () => {
    const writer = createBatchWriter<number>({
      name: 't',
      maxRows: 500,
      maxDelayMs: 60_000,
      maxPending: 2,
      write: () => new Promise(() => {}),
    });
    expect(writer.accept([1, 2])).toBe(true);
    expect(writer.accept([3])).toBe(false);
    expect(writer.stats()).toMatchObject({ accepted: 2, pending: 2 });
  });
});
