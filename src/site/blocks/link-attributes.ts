/**
 * Attributes for a link that should open in a new window. `noopener` keeps the opened page
 * from reaching back into ours through `window.opener`.
 */
export function newWindowAttributes(newWindow: boolean): { target?: '_blank'; rel?: string } {
  return newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {};
}

/** Screen-reader hint appended to links that open a new window. */
export const NEW_WINDOW_HINT = ' (opens in a new tab)';
