import { useEffect, useState } from 'react';
import type * as blockEditing from './block-editing';

export type BlockEditing = typeof blockEditing;

// One fetch per page load: every editor (page, post, footer) shares the module once it is here.
let loading: Promise<BlockEditing> | undefined;
let loaded: BlockEditing | undefined;

/** Starts (or joins) loading the block definitions, schemas and settings form. */
export function loadBlockEditing(): Promise<BlockEditing> {
  loading ??= import('./block-editing').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = undefined; // a failed fetch (a new deployment, the network) is tried again next time
      throw error;
    },
  );
  return loading;
}

/**
 * The block-editing module, or undefined while it loads (it is asked for on the editor's first
 * render, so the wait is one small fetch). Until it is here the editor neither validates nor
 * saves, and the settings panel says it is loading. A failed fetch is thrown while rendering,
 * to the route's error screen, as a screen's own failed fetch is.
 */
export function useBlockEditing(): BlockEditing | undefined {
  const [state, setState] = useState<{ module?: BlockEditing; error?: unknown }>({ module: loaded });
  useEffect(() => {
    if (state.module) return;
    let current = true;
    loadBlockEditing().then(
      (module) => current && setState({ module }),
      (error: unknown) => current && setState({ error }),
    );
    return () => {
      current = false;
    };
  }, [state.module]);
  if (state.error !== undefined) throw state.error;
  return state.module;
}
