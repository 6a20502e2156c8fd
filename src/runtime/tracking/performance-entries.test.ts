import { afterEach, describe, expect, it } from 'vitest';
import { MAX_USER_RECORDS, observeFirstInputDelay, userTimingRecords } from './performance-entries';

/** FID from the first-input entry, and `user` records from `rum-` user timings (media-and-platform §3, §9). */
const realObserver = globalThis.PerformanceObserver;
afterEach(() => {
  globalThis.PerformanceObserver = realObserver;
  performance.clearMarks();
  performance.clearMeasures();
});

describe('observeFirstInputDelay', () => {
  it("reports processing start − event time of the buffered first input once, through PerformanceObserver('first-input')", () => {
    const observed: Array<{ type: string; buffered: boolean }> = [];
    let callback: PerformanceObserverCallback = () => {};
    let disconnected = false;
    class FakeObserver {
      static supportedEntryTypes = ['first-input', 'largest-contentful-paint'];
      constructor(run: PerformanceObserverCallback) {
        callback = run;
      }
      observe(options: { type: string; buffered: boolean }) {
        observed.push(options);
      }
      disconnect() {
        disconnected = true;
      }
    }
    globalThis.PerformanceObserver = FakeObserver as unknown as typeof PerformanceObserver;
    const reported: number[] = [];
    observeFirstInputDelay((fid) => reported.push(fid));
    expect(observed).toEqual([{ type: 'first-input', buffered: true }]);
    const list = (entries: Array<{ startTime: number; processingStart: number }>) =>
      ({ getEntries: () => entries }) as unknown as PerformanceObserverEntryList;
    callback(list([{ startTime: 1000, processingStart: 1012.34 }]), {} as PerformanceObserver);
    callback(list([{ startTime: 2000, processingStart: 2500 }]), {} as PerformanceObserver);
    expect(reported).toEqual([12.3]);
    expect(disconnected).toBe(true);
  });

  it('does nothing where the browser has no first-input entries', () => {
    class NoFirstInput {
      static supportedEntryTypes = ['paint'];
      observe() {
        throw new Error('must not observe');
      }
      disconnect() {}
    }
    globalThis.PerformanceObserver = NoFirstInput as unknown as typeof PerformanceObserver;
    expect(() => observeFirstInputDelay(() => {})()).not.toThrow();
  });
});

describe('userTimingRecords', () => {
  it('sends the rum- marks and measures once each, and nothing else', () => {
    performance.mark('rum-hero-visible');
    performance.mark('other-mark');
    performance.mark('rum-start');
    performance.measure('rum-menu-open', 'rum-start');
    const sent = new Set<string>();
    const records = userTimingRecords(sent, '/menu');
    expect(records.map((record) => [record.entryType, record.name])).toEqual([
      ['mark', 'rum-hero-visible'],
      ['mark', 'rum-start'],
      ['measure', 'rum-menu-open'],
    ]);
    expect(records[0]).toMatchObject({ path: '/menu', duration: 0 });
    expect(records[0]!.startTime).toBeGreaterThan(0);
    expect(userTimingRecords(sent, '/menu')).toEqual([]);
    performance.mark('rum-later');
    expect(userTimingRecords(sent, '/menu').map((record) => record.name)).toEqual(['rum-later']);
  });

  it(`keeps to ${MAX_USER_RECORDS} records a page`, () => {
    for (let index = 0; index < MAX_USER_RECORDS + 5; index += 1) performance.mark(`rum-${index}`);
    expect(userTimingRecords(new Set(), '/')).toHaveLength(MAX_USER_RECORDS);
  });
});
