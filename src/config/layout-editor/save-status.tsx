/** Where the editor's draft stands against what the server has. */
export type SaveState =
  | { kind: 'saved' }
  | { kind: 'saving' }
  | { kind: 'pending' }
  | { kind: 'invalid'; count: number }
  | { kind: 'failed'; message: string };

export function SaveStatus({ state, savedText }: { state: SaveState; savedText: string }) {
  const text =
    state.kind === 'saved'
      ? savedText
      : state.kind === 'saving'
        ? 'Saving…'
        : state.kind === 'pending'
          ? 'Unsaved changes'
          : state.kind === 'invalid'
            ? `Not saved: fix ${state.count === 1 ? 'the highlighted field' : `${state.count} highlighted fields`}`
            : `Not saved: ${state.message} Your change is kept in this editor.`;
  return (
    <p
      className={
        state.kind === 'failed' || state.kind === 'invalid' ? 'save-status save-status--error' : 'save-status'
      }
      role="status"
      aria-live="polite"
    >
      {text}
    </p>
  );
}
