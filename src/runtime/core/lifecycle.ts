/**
 * The page runtime lifecycle (spec visitor-runtime §4 "Page runtime"): not initialized, then
 * initialized once setup has run; a global destroy resets it. Nothing here touches the DOM:
 * the caller passes the readiness trigger (DOMContentLoaded in browsers, a plain call in tests).
 */

/** What a feature's init may hand back: undone at the next destroy. */
export type Cleanup = () => void;
export type FeatureInit = () => Cleanup | void;
/** Calls `run` once the page is ready for the runtime (e.g. on DOMContentLoaded). */
export type ReadinessTrigger = (run: () => void) => void;

export interface Lifecycle {
  /** Registers a named feature; it is initialized once per initialization, at once if already initialized. */
  registerFeature(name: string, init: FeatureInit): void;
  /** Runs `callback` on initialization (at once if already initialized). Returns an unsubscribe. */
  onInitialized(callback: () => void): () => void;
  /** Runs `handler` at the next destroy. */
  onDestroy(handler: Cleanup): void;
  /** Starts the runtime; a second start (from this or another copy of the bundle) is ignored with a warning. */
  start(whenReady?: ReadinessTrigger): void;
  /** Runs cleanups and destroy handlers and returns to not initialized, so `start` may run again. */
  destroy(): void;
  isInitialized(): boolean;
}

export interface LifecycleOptions {
  /** Where the "runtime started" marker lives; shared by every copy of the bundle on the page. */
  globalObject?: object;
  logger?: Pick<Console, 'warn' | 'error'>;
}

/** Symbol.for, not a module-local symbol: two copies of the bundle must see the same key. */
const STARTED_MARKER = Symbol.for('sitebuilder.runtime.started');

type State = 'not-initialized' | 'starting' | 'initialized';

export function createLifecycle({
  globalObject = globalThis,
  logger = console,
}: LifecycleOptions = {}): Lifecycle {
  const marked = globalObject as Record<symbol, unknown>;
  const features = new Map<string, FeatureInit>();
  const initializedCallbacks = new Set<() => void>();
  let destroyHandlers: Cleanup[] = [];
  let state: State = 'not-initialized';
  // Bumped by destroy, so a readiness trigger that fires after a destroy does nothing.
  let generation = 0;

  // One failing feature must not take the others (or the page) down with it.
  const guarded = (label: string, run: () => void) => {
    try {
      run();
    } catch (error) {
      logger.error(`Runtime: ${label} failed`, error);
    }
  };

  const initFeature = (name: string, init: FeatureInit) =>
    guarded(`feature "${name}"`, () => {
      const cleanup = init();
      if (typeof cleanup === 'function') destroyHandlers.push(cleanup);
    });

  const initialize = () => {
    state = 'initialized';
    for (const [name, init] of features) initFeature(name, init);
    for (const callback of initializedCallbacks) guarded('initialized callback', callback);
  };

  return {
    registerFeature(name, init) {
      if (features.has(name)) {
        logger.warn(`Runtime: feature "${name}" is already registered; ignoring the second one.`);
        return;
      }
      features.set(name, init);
      if (state === 'initialized') initFeature(name, init);
    },

    onInitialized(callback) {
      initializedCallbacks.add(callback);
      if (state === 'initialized') guarded('initialized callback', callback);
      return () => void initializedCallbacks.delete(callback);
    },

    onDestroy(handler) {
      destroyHandlers.push(handler);
    },

    start(whenReady = (run) => run()) {
      if (marked[STARTED_MARKER]) {
        logger.warn('Runtime: already running on this page; the second run is ignored.');
        return;
      }
      marked[STARTED_MARKER] = true;
      state = 'starting';
      const startedIn = generation;
      whenReady(() => {
        if (generation === startedIn && state === 'starting') initialize();
      });
    },

    destroy() {
      generation += 1;
      // Latest first, like unwinding: later features may build on earlier ones.
      const handlers = destroyHandlers.reverse();
      destroyHandlers = [];
      for (const handler of handlers) guarded('destroy handler', handler);
      // Only the copy that set the marker clears it: a second, ignored copy must not.
      if (state !== 'not-initialized') delete marked[STARTED_MARKER];
      state = 'not-initialized';
    },

    isInitialized: () => state === 'initialized',
  };
}
