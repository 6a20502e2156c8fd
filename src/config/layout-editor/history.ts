import type { Layout } from '../../shared/layout/layout';

/**
 * Undo and redo for the editor: every change pushes the previous layout, except that quick
 * successive edits of one field (typing) merge into one step, so undo takes back a word's
 * worth of typing rather than a single character.
 */
export interface History {
  past: Layout[];
  present: Layout;
  future: Layout[];
  /** What the last change touched and when, for merging typing into one step. */
  lastKey: string | null;
  lastAt: number;
}

export const HISTORY_LIMIT = 100;
export const MERGE_WINDOW_MS = 1000;

export type HistoryAction =
  | { type: 'change'; layout: Layout; key?: string; at: number }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'reset'; layout: Layout };

export const initialHistory = (layout: Layout): History => ({
  past: [],
  present: layout,
  future: [],
  lastKey: null,
  lastAt: 0,
});

export function historyReducer(state: History, action: HistoryAction): History {
  switch (action.type) {
    case 'change': {
      const merge =
        action.key !== undefined &&
        action.key === state.lastKey &&
        action.at - state.lastAt < MERGE_WINDOW_MS;
      const past = merge ? state.past : [...state.past, state.present].slice(-HISTORY_LIMIT);
      return { past, present: action.layout, future: [], lastKey: action.key ?? null, lastAt: action.at };
    }
    case 'undo': {
      const previous = state.past.at(-1);
      if (!previous) return state;
      return {
        past: state.past.slice(0, -1),
        present: previous,
        future: [state.present, ...state.future],
        lastKey: null,
        lastAt: 0,
      };
    }
    case 'redo': {
      const [next, ...rest] = state.future;
      if (!next) return state;
      return { past: [...state.past, state.present], present: next, future: rest, lastKey: null, lastAt: 0 };
    }
    case 'reset':
      return initialHistory(action.layout);
  }
}
