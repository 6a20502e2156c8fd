import { t } from '../text';

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
        ? t('owners.layoutEditor.save.saving')
        : state.kind === 'pending'
          ? t('owners.layoutEditor.save.pending')
          : state.kind === 'invalid'
            ? t('owners.layoutEditor.save.invalid', { count: state.count })
            : t('owners.layoutEditor.save.failed', { message: state.message });
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
