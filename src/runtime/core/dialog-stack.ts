/**
 * The managed-dialog stack (media-and-platform §4 "Dialogs"): every modal layer of the page —
 * the owner runtime's dialogs, the lightbox — registers here while open, so the escape-key
 * controller closes the topmost one first and only acts (sign-in prompt, configuration) when
 * none is open. In the core chunk because the features that share it are separate bundles:
 * one module instance per page is what makes it one stack.
 */
export interface ManagedDialog {
  /** Closes the layer as cancelled (it unregisters itself through the returned function). */
  close(): void;
}

/** Base z-index of managed dialogs (media-and-platform §9); each layer above goes 2 higher. */
export const DIALOG_BASE_Z_INDEX_VALUE = 30000;

const stack: ManagedDialog[] = [];

/** Puts a layer on top of the stack; the returned function takes it off (call it when it closes). */
export function pushDialog(dialog: ManagedDialog): () => void {
  stack.push(dialog);
  return () => {
    const index = stack.indexOf(dialog);
    if (index >= 0) stack.splice(index, 1);
  };
}

export const openDialogCount = (): number => stack.length;

/** Whether `dialog` is the topmost layer (only that one keeps the focus). */
export const isTopmostDialog = (dialog: ManagedDialog): boolean => stack.at(-1) === dialog;

/** Closes the topmost layer as cancelled; false when none is open. */
export function closeTopmostDialog(): boolean {
  const top = stack.at(-1);
  if (!top) return false;
  top.close();
  return true;
}
