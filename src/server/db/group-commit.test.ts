import { describe, expect, it } from 'vitest';
import { createGroupCommit } from './group-commit';

class BadRow extends Error {}

describe('group commit', () => {
  it('acknowledges each request only after the one write that holds its rows', async () => {
    const writes: number[][] = [];
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const writer = createGroupCommit<number>({
      name: 't',
      gatherMs: 5,
      write: async (rows) => {
        await gate;
        writes.push(rows);
      },
    });
    const settled: number[] = [];
    const answers = [1, 2, 3].map((row) =>
      writer.commit([row]).then((result) => settled.push(row) && result),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toEqual([]); // gathered into one write that has not committed yet
    release();
    expect(await Promise.all(answers)).toEqual(['stored', 'stored', 'stored']);
    expect(writes).toEqual([[1, 2, 3]]);
    expect(writer.stats()).toMatchObject({ accepted: 3, written: 3, pending: 0 });
  });

  it('gathers the rows that arrive during a write into the next one', async () => {
    const writes: number[][] = [];
    const writer = createGroupCommit<number>({
      name: 't',
      gatherMs: 1,
      write: async (rows) => {
        writes.push(rows);
        await new Promise((resolve) => setTimeout(resolve, 20));
      },
    });
    const first = writer.commit([1]);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const later = [2, 3, 4].map((row) => writer.commit([row]));
    await Promise.all([first, ...later]);
    expect(writes).toEqual([[1], [2, 3, 4]]);
  });

  it('parks a bad row alone (its request hears parked) and stores, and acknowledges, the others of its batch', async () => {
    const stored: number[] = [];
    const parked: number[] = [];
    const writer = createGroupCommit<number>({
      name: 't',
      write: async (rows) => {
        if (rows.includes(13)) throw new BadRow('out of range');
        stored.push(...rows);
      },
      isRowError: (error) => error instanceof BadRow,
      deadLetter: async (row) => void parked.push(row),
    });
    const answers = await Promise.all([[1, 2], [13], [3], [4, 5]].map((rows) => writer.commit(rows)));
    expect(answers).toEqual(['stored', 'parked', 'stored', 'stored']);
    expect(stored.sort()).toEqual([1, 2, 3, 4, 5]);
    expect(parked).toEqual([13]);
    expect(writer.stats()).toMatchObject({ written: 5, deadLettered: 1 });
  });

  it('keeps waiting requests through a failed write, and refuses new ones once the database is behind', async () => {
    let down = true;
    let clock = 0;
    const errors: unknown[] = [];
    const written: number[] = [];
    const writer = createGroupCommit<number>({
      name: 't',
      maxLagMs: 1_000,
      now: () => clock,
      onError: (error) => errors.push(error),
      write: async (rows) => {
        if (down) throw new Error('database away');
        written.push(...rows);
      },
    });
    const waiting = writer.commit([1]);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(errors.length).toBeGreaterThan(0);
    const alsoWaiting = writer.commit([2]); // not behind yet: taken, and waits too
    clock = 1_500;
    expect(await writer.commit([3])).toBe('busy');
    expect(writer.stats().refused).toBe(1);
    down = false;
    expect(await Promise.all([waiting, alsoWaiting])).toEqual(['stored', 'stored']);
    expect(written.sort()).toEqual([1, 2]);
    expect(await writer.commit([4])).toBe('stored');
  });

  it('refuses beyond maxPending, and on close answers busy for what it could not write', async () => {
    const writer = createGroupCommit<number>({
      name: 't',
      maxPending: 2,
      gatherMs: 1_000,
      write: () => Promise.reject(new Error('database away')),
    });
    const waiting = writer.commit([1, 2]);
    expect(await writer.commit([3])).toBe('busy');
    await expect(writer.close()).rejects.toThrow('database away');
    expect(await waiting).toBe('busy');
    expect(await writer.commit([4])).toBe('busy');
  }, 20_000);
});
