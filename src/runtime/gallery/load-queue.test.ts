import { describe, expect, it } from 'vitest';
import { GALLERY } from '../../shared/media/gallery-config';
import { createLoadQueue, type Loadable } from './load-queue';
import { loadConcurrency } from './rules';

/** A stand-in image: it "loads" when the test says so, and records when it was asked to start. */
class FakeImage extends EventTarget implements Loadable {
  complete = false;
  loading: 'eager' | 'lazy' = 'lazy';
  finish(outcome: 'load' | 'error' = 'load') {
    this.complete = true;
    this.dispatchEvent(new Event(outcome));
  }
}

const images = (count: number) => Array.from({ length: count }, () => new FakeImage());
const started = (list: FakeImage[]) => list.filter((image) => image.loading === 'eager').length;

describe('image load queue (§9: 16 desktop, 1 mobile)', () => {
  it('takes its concurrency from the screen: 1 up to 432 px, 16 above', () => {
    expect(GALLERY.loadConcurrency).toEqual({ desktop: 16, mobile: 1 });
    expect(loadConcurrency(390)).toBe(1);
    expect(loadConcurrency(1280)).toBe(16);
  });

  it('on desktop starts 16 at once and the 17th when one finishes', () => {
    const queue = createLoadQueue(loadConcurrency(1280));
    const list = images(20);
    list.forEach((image) => queue.add(image));
    expect(started(list)).toBe(16);
    expect(queue.active).toBe(16);
    expect(list[16]!.loading).toBe('lazy');
    list[3]!.finish();
    expect(started(list)).toBe(17);
    expect(list[16]!.loading).toBe('eager');
    // A failed image frees its place too.
    list[4]!.finish('error');
    expect(list[17]!.loading).toBe('eager');
    expect(queue.active).toBe(16);
  });

  it('on mobile loads one at a time, in the order asked', () => {
    const queue = createLoadQueue(loadConcurrency(390));
    const list = images(3);
    list.forEach((image) => queue.add(image));
    expect(list.map((image) => image.loading)).toEqual(['eager', 'lazy', 'lazy']);
    list[0]!.finish();
    expect(list.map((image) => image.loading)).toEqual(['eager', 'eager', 'lazy']);
    list[1]!.finish();
    expect(list[2]!.loading).toBe('eager');
    list[2]!.finish();
    expect(queue.active).toBe(0);
  });

  it('skips images already loaded, and queues an image once', () => {
    const queue = createLoadQueue(1);
    const [loaded, waiting, other] = images(3);
    loaded!.complete = true;
    queue.add(loaded!);
    expect(queue.active).toBe(0);
    queue.add(waiting!);
    queue.add(waiting!);
    queue.add(other!);
    waiting!.finish();
    expect(other!.loading).toBe('eager');
    expect(queue.active).toBe(1);
  });
});
