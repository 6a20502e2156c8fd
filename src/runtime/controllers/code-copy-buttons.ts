/**
 * Copy buttons on code blocks. The server renders each `button[data-code-copy]` hidden, so a
 * page without JavaScript never shows a button that does nothing; this controller reveals
 * them and copies the `<code>` of the same `.sqs-block-code` block. DOM access stays in the
 * few calls below, and the clipboard and timers are passed in, so Node tests can drive it.
 */

export const COPY_FEEDBACK_MS = 2000;
export const copyLabels = { copied: 'Copied', failed: 'Copy failed' } as const;

export interface CodeCopyDependencies {
  /** Absent outside secure contexts (plain-http custom domains). */
  clipboard: Pick<Clipboard, 'writeText'> | undefined;
  setTimeout?: (run: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
}

/** Wires every copy button under `root`; returns the cleanup that puts them back as rendered. */
export function enhanceCodeCopyButtons(root: ParentNode, dependencies: CodeCopyDependencies): () => void {
  const { clipboard } = dependencies;
  // Without a clipboard every click would fail: leaving the buttons hidden is the honest UI.
  if (!clipboard) return () => {};
  const schedule = dependencies.setTimeout ?? ((run, ms) => setTimeout(run, ms));
  const cancel =
    dependencies.clearTimeout ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));

  const undo: Array<() => void> = [];
  for (const button of root.querySelectorAll<HTMLElement>('button[data-code-copy]')) {
    const label = button.textContent ?? '';
    let restoreTimer: unknown;

    const showFeedback = (text: string) => {
      button.textContent = text;
      cancel(restoreTimer); // a second click restarts the 2 s rather than cutting it short
      restoreTimer = schedule(() => {
        button.textContent = label;
      }, COPY_FEEDBACK_MS);
    };

    const onClick = () => {
      const code = button.closest('.sqs-block-code')?.querySelector('code')?.textContent ?? '';
      clipboard.writeText(code).then(
        () => showFeedback(copyLabels.copied),
        () => showFeedback(copyLabels.failed),
      );
    };

    // Set before any change: screen readers only announce live regions they already know.
    button.setAttribute('aria-live', 'polite');
    button.addEventListener('click', onClick);
    button.hidden = false;
    undo.push(() => {
      button.removeEventListener('click', onClick);
      cancel(restoreTimer);
      button.textContent = label;
      button.removeAttribute('aria-live');
      button.hidden = true;
    });
  }
  return () => undo.forEach((step) => step());
}
