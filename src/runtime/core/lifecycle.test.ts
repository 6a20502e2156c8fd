import { describe, expect, it, vi } from 'vitest';
import { createLifecycle } from './lifecycle';
import type { ReadinessTrigger } from './lifecycle';

/** Each test gets its own "page": a fresh global object and a logger it can inspect. */
function setup() {
  const page = {};
  const logger = { warn: vi.fn(), error: vi.fn() };
  return { page, logger, lifecycle: createLifecycle({ globalObject: page, logger }) };
}

/** A readiness trigger the test fires by hand, standing in for DOMContentLoaded. */
function manualReadiness() {
  let pending: (() => void) | undefined;
  const trigger: ReadinessTrigger = (run) => {
    pending = run;
  };
  return { trigger, fire: () => pending?.() };
}

describe('page runtime lifecycle', () => {
  it('stays not initialized until the readiness trigger fires, then initializes once', () => {
    const { lifecycle } = setup();
    const ready = manualReadiness();
    const callback = vi.fn();
    lifecycle.onInitialized(callback);

    lifecycle.start(ready.trigger);
    expect(lifecycle.isInitialized()).toBe(false);
    expect(callback).not.toHaveBeenCalled();

    ready.fire();
    expect(lifecycle.isInitialized()).toBe(true);
    expect(callback).toHaveBeenCalledTimes(1);

    ready.fire(); // a trigger that fires twice must not initialize twice
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('runs initializer callbacks registered after initialization at once', () => {
    const { lifecycle } = setup();
    lifecycle.start();
    const late = vi.fn();
    lifecycle.onInitialized(late);
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('ignores a second run with a warning', () => {
    const { lifecycle, logger } = setup();
    const feature = vi.fn();
    lifecycle.registerFeature('f', feature);
    lifecycle.start();
    lifecycle.start();
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(feature).toHaveBeenCalledTimes(1);
  });

  it('catches a second copy of the bundle on the same page through the global marker', () => {
    const { page, lifecycle: first } = setup();
    const logger = { warn: vi.fn(), error: vi.fn() };
    const second = createLifecycle({ globalObject: page, logger });
    const secondFeature = vi.fn();
    second.registerFeature('f', secondFeature);

    first.start();
    second.start();
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(second.isInitialized()).toBe(false);
    expect(secondFeature).not.toHaveBeenCalled();

    // The ignored copy's destroy must not clear the marker the running copy owns.
    second.destroy();
    second.start();
    expect(logger.warn).toHaveBeenCalledTimes(2);
  });

  it('initializes each feature once, including features registered late', () => {
    const { lifecycle, logger } = setup();
    const early = vi.fn();
    const late = vi.fn();
    const duplicate = vi.fn();
    lifecycle.registerFeature('early', early);
    lifecycle.start();
    lifecycle.registerFeature('late', late);
    lifecycle.registerFeature('early', duplicate);
    lifecycle.onInitialized(() => {}); // unrelated registrations must not re-run features

    expect(early).toHaveBeenCalledTimes(1);
    expect(late).toHaveBeenCalledTimes(1);
    expect(duplicate).not.toHaveBeenCalled();
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining('"early"'));
  });

  it('destroy runs cleanups and destroy handlers, latest first, and resets to not initialized', () => {
    const { lifecycle } = setup();
    const order: string[] = [];
    lifecycle.registerFeature('a', () => () => order.push('cleanup a'));
    lifecycle.registerFeature('b', () => () => order.push('cleanup b'));
    lifecycle.start();
    lifecycle.onDestroy(() => order.push('handler'));

    lifecycle.destroy();
    expect(order).toEqual(['handler', 'cleanup b', 'cleanup a']);
    expect(lifecycle.isInitialized()).toBe(false);

    // Handlers are for one run: a second destroy has nothing left to undo.
    lifecycle.destroy();
    expect(order).toHaveLength(3);
  });

  it('may start again after destroy, without a warning, initializing features and callbacks anew', () => {
    const { lifecycle, logger } = setup();
    const feature = vi.fn();
    const callback = vi.fn();
    lifecycle.registerFeature('f', feature);
    lifecycle.onInitialized(callback);
    lifecycle.start();
    lifecycle.destroy();

    const late = vi.fn();
    lifecycle.onInitialized(late);
    expect(late).not.toHaveBeenCalled(); // not initialized any more

    lifecycle.start();
    expect(logger.warn).not.toHaveBeenCalled();
    expect(feature).toHaveBeenCalledTimes(2);
    expect(callback).toHaveBeenCalledTimes(2);
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('ignores a readiness trigger from before a destroy, even once restarted', () => {
    const { lifecycle } = setup();
    const before = manualReadiness();
    const after = manualReadiness();
    const feature = vi.fn();
    lifecycle.registerFeature('f', feature);
    lifecycle.start(before.trigger);
    lifecycle.destroy();
    before.fire();
    expect(feature).not.toHaveBeenCalled();
    expect(lifecycle.isInitialized()).toBe(false);

    lifecycle.start(after.trigger);
    before.fire(); // the stale trigger must not initialize the new run early
    expect(lifecycle.isInitialized()).toBe(false);
    after.fire();
    expect(feature).toHaveBeenCalledTimes(1);
  });

  it('keeps initializing the other features when one throws, and reports it', () => {
    const { lifecycle, logger } = setup();
    const after = vi.fn();
    lifecycle.registerFeature('broken', () => {
      throw new Error('boom');
    });
    lifecycle.registerFeature('after', after);
    lifecycle.start();
    expect(after).toHaveBeenCalledTimes(1);
    expect(logger.error).toHaveBeenCalledWith(expect.stringContaining('"broken"'), expect.any(Error));
  });

  it('stops calling an initializer callback once unsubscribed', () => {
    const { lifecycle } = setup();
    const callback = vi.fn();
    const unsubscribe = lifecycle.onInitialized(callback);
    unsubscribe();
    lifecycle.start();
    expect(callback).not.toHaveBeenCalled();
  });
});
